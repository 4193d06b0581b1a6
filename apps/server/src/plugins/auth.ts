// Bearer JWT authentication. The token names the user, the company and the users row's
// token version; every request checks it against the row (kept in memory until any process
// changes it: src/auth/token-holder-cache.ts), so a sign-out or password change/reset (version
// bump), a suspension, a freeze or a deleted user ends old tokens at once.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../auth/actor';
import type { Actor } from '../shared/actor';
import type { Config } from '../config';
import type { TokenHolderCache } from '../auth/token-holder-cache';
import { setRequestCatchUp } from '../db/request-catch-up';
import type { CatchUp } from '../db/row-changes';
import { ForbiddenError, UnauthorizedError } from '../shared/errors';
import { COMPANY_FROZEN_MESSAGE } from '../shared/subscription';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}
declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** JWT_SECRET, else a secret generated once and kept in the data dir (never in the repo). */
export function resolveJwtSecret(config: Config): string {
  if (config.jwt.secret) return config.jwt.secret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export async function registerAuth(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyJwt, {
    secret: resolveJwtSecret(config),
    sign: { expiresIn: config.jwt.expiresIn, algorithm: 'HS256' },
    // Every token must expire, and none outlives the configured lifetime (a shorter
    // JWT_EXPIRES_IN also shortens the tokens already handed out).
    verify: {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat'],
      maxAge: config.jwt.expiresIn,
      // fast-jwt keeps a token it verified (by its hash, up to 1,000) until it expires or outlives
      // maxAge, whichever comes first; failures are not kept. A client sends the same token on
      // every call: its signature is checked once (issue 11: ~3 % of a request's CPU).
      cache: true,
    },
  });
  app.decorateRequest('actor', null);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * onRequest hook of the authenticated context. Its answers are one user's data: no cache (a
 * browser's, a proxy's) keeps them (`no-store`, unless a route sets its own).
 */
export function authenticate(holders: TokenHolderCache) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw new UnauthorizedError('Authentication required');
    // The request's kept reads (this one, its project's row) share one catch-up, started now that
    // it arrived (src/db/request-catch-up.ts).
    const catchUp = holders.catchUpForOneRequest();
    const actor = await actorOfClaims(holders, () => request.jwtVerify<TokenClaims>(), catchUp);
    setRequestCatchUp(actor, catchUp);
    request.actor = actor;
  };
}

/**
 * The actor a bare token (not a request's header) stands for, checked as every request is:
 * signature, expiry, token version, suspension. For the socket's handshake and its deliveries;
 * `catchUp`: one shared by the reads of one delivery (src/db/request-catch-up.ts), else each
 * kept read waits for a round trip of its own.
 */
export function verifyToken(
  app: FastifyInstance,
  holders: TokenHolderCache,
  token: unknown,
  catchUp?: CatchUp,
): Promise<Actor> {
  if (typeof token !== 'string' || token === '') {
    return Promise.reject(new UnauthorizedError('Authentication required'));
  }
  return actorOfClaims(holders, async () => app.jwt.verify<TokenClaims>(token), catchUp).then((actor) => {
    // The socket carries run progress of projects: company data, never the Super admin's.
    if (actor.role === 'SuperAdmin')
      throw new ForbiddenError('The Super admin has no project data', 'PLATFORM_ONLY');
    // The actor's later kept reads (its project's row) share the catch-up, as a request's do.
    if (catchUp) setRequestCatchUp(actor, catchUp);
    return actor;
  });
}

async function actorOfClaims(
  holders: TokenHolderCache,
  verify: () => Promise<TokenClaims>,
  catchUp?: CatchUp,
): Promise<Actor> {
  let claims: TokenClaims;
  try {
    claims = await verify();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' || code === 'FAST_JWT_EXPIRED') {
      throw new UnauthorizedError('Your session has expired, please sign in again');
    }
    throw new UnauthorizedError('Invalid token');
  }
  if (!UUID.test(String(claims.sub)) || !UUID.test(String(claims.cid)) || typeof claims.tv !== 'number') {
    throw new UnauthorizedError('Invalid token');
  }
  // A database failure here is a 500, never a 401: it must not sign everyone out.
  // Kept only until any process changes the row: a sign-out, password change or freeze made
  // through any process ends the token at the next request.
  const user = await holders.find(claims.cid, claims.sub, catchUp);
  if (!user) throw new UnauthorizedError('Invalid token');
  if (user.tokenVersion !== claims.tv)
    throw new UnauthorizedError('Your session was revoked, please sign in again');
  if (user.isSuspended) throw new UnauthorizedError('Your account is suspended', 'USER_SUSPENDED');
  if (user.frozenAt) throw new UnauthorizedError(COMPANY_FROZEN_MESSAGE, 'COMPANY_FROZEN');
  return {
    id: user.id,
    companyId: user.companyId,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    plan: user.plan,
    planEndsAt: user.planEndsAt,
    design: { designModes: user.designModes, sectionTypes: user.sectionTypes },
  };
}

/** The signed-in actor of a request of the authenticated context. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}
