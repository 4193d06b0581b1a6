// Bearer JWT authentication. The token names the user, the company and the users row's
// token version; every request reloads the row, so a password change/reset (version bump),
// a suspension or a deleted user ends old tokens at once.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../auth/actor';
import type { Actor } from '../shared/actor';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ForbiddenError, UnauthorizedError } from '../shared/errors';
import { COMPANY_FROZEN_MESSAGE } from '../shared/subscription';
import { findUser } from '../users/users.service';

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
    },
  });
  app.decorateRequest('actor', null);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * onRequest hook of the authenticated context. Its answers are one user's data: no cache (a
 * browser's, a proxy's) keeps them (`no-store`, unless a route sets its own).
 */
export function authenticate(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw new UnauthorizedError('Authentication required');
    request.actor = await actorOfClaims(db, () => request.jwtVerify<TokenClaims>());
  };
}

/**
 * The actor a bare token (not a request's header) stands for, checked as every request is:
 * signature, expiry, token version, suspension. For the socket's handshake.
 */
export function verifyToken(app: FastifyInstance, db: Db, token: unknown): Promise<Actor> {
  if (typeof token !== 'string' || token === '') {
    return Promise.reject(new UnauthorizedError('Authentication required'));
  }
  return actorOfClaims(db, async () => app.jwt.verify<TokenClaims>(token)).then((actor) => {
    // The socket carries run progress of projects: company data, never the Super admin's.
    if (actor.role === 'SuperAdmin')
      throw new ForbiddenError('The Super admin has no project data', 'PLATFORM_ONLY');
    return actor;
  });
}

async function actorOfClaims(db: Db, verify: () => Promise<TokenClaims>): Promise<Actor> {
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
  const found = await findUser(db, claims.cid, claims.sub);
  if (!found) throw new UnauthorizedError('Invalid token');
  const { user, company } = found;
  if (user.tokenVersion !== claims.tv)
    throw new UnauthorizedError('Your session was revoked, please sign in again');
  if (user.isSuspended) throw new UnauthorizedError('Your account is suspended', 'USER_SUSPENDED');
  if (company.frozenAt) throw new UnauthorizedError(COMPANY_FROZEN_MESSAGE, 'COMPANY_FROZEN');
  return {
    id: user.id,
    companyId: user.companyId,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    plan: company.plan,
    planEndsAt: company.planEndsAt,
  };
}

/** The signed-in actor of a request of the authenticated context. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}
