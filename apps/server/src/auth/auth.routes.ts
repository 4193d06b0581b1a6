// Public and authenticated account calls: parse with the contracts, call the service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  csrfResponseSchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  sendEmailBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateUserTourBodySchema,
  updateUserTourResponseSchema,
  userResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { issueXsrfToken, type SecureCookies } from '../plugins/xsrf';
import { RateLimitedError } from '../shared/errors';
import type { AuthService } from './auth.service';
import { errorResponses } from '../shared/error-responses';

export interface RateLimit {
  max: number;
  timeWindow: string;
}

/**
 * Limit per client address, whatever the email, over every route it is given to (one budget):
 * one address cannot try a password against many accounts, nor run argon2 without end.
 * Counted on arrival (before the body is read), and before the per-email limit.
 */
function perAddress(app: FastifyInstance, rateLimit: RateLimit) {
  // Keyed by the default: the client address (IPv6 by its /64), per TRUST_PROXY.
  const check = app.createRateLimit({ ...rateLimit });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw new RateLimitedError();
    }
  };
}

/** Limit per client address and email: guessing passwords or codes for one account is slow. */
function limited(rateLimit: RateLimit) {
  return {
    rateLimit: {
      ...rateLimit,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return `${req.routeOptions.url}|${req.ip}|${typeof email === 'string' ? email : ''}`;
      },
    },
  };
}

export function authPublicRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    /** Where the web app is, for the link of a resent invitation (config, never the Host header). */
    appUrl: string;
    rateLimit: RateLimit;
    addressRateLimit: RateLimit;
    secureCookies: SecureCookies;
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = deps;
  const tags = ['auth'];
  const addressLimit = perAddress(app, deps.addressRateLimit);

  r.get(
    '/auth/csrf',
    {
      schema: {
        tags,
        summary: 'Issue the XSRF cookie (see contracts http.ts)',
        response: { 200: csrfResponseSchema },
      },
    },
    async (_req, reply) => ({
      token: issueXsrfToken(reply, { path: '/', sameSite: 'strict', secure: deps.secureCookies }),
    }),
  );
  r.post(
    '/auth/sign-up',
    {
      onRequest: addressLimit,
      config: limited(deps.rateLimit),
      schema: {
        tags,
        summary: 'Create a company and its Admin; starts a 30-day trial',
        body: signUpBodySchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.signUp(req.body),
  );
  r.post(
    '/auth/sign-in',
    {
      onRequest: addressLimit,
      config: limited(deps.rateLimit),
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInBodySchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.signIn(req.body),
  );
  r.post(
    '/auth/forgot-password',
    {
      onRequest: addressLimit,
      config: limited(deps.rateLimit),
      schema: {
        tags,
        summary: 'Mail a 6-digit code (same answer whether or not the email exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.forgotPassword(req.body.email),
  );
  r.post(
    '/auth/send-email',
    {
      onRequest: addressLimit,
      config: limited(deps.rateLimit),
      schema: {
        tags,
        summary:
          'Mail again a pending invitation, or else a new 6-digit code (same answer whether or not the email exists)',
        body: sendEmailBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.sendEmail(req.body.email, deps.appUrl),
  );
  r.post(
    '/auth/verify-otp',
    {
      onRequest: addressLimit,
      config: limited(deps.rateLimit),
      schema: {
        tags,
        summary: 'Exchange the code for a single-use reset token',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.verifyOtp(req.body),
  );
  r.post(
    '/auth/reset-password',
    {
      onRequest: addressLimit,
      config: limited(deps.rateLimit),
      schema: {
        tags,
        summary: 'Set a new password with the reset token; revokes all sessions',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.resetPassword(req.body),
  );
}

export function authPrivateRoutes(app: FastifyInstance, deps: { auth: AuthService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = deps;
  const tags = ['auth'];
  const security = [{ bearerAuth: [] }];

  r.get(
    '/auth/refresh-user-data',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user',
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ user: await auth.currentUser(actorOf(req)) }),
  );
  r.post(
    '/auth/sign-out',
    {
      schema: {
        tags,
        security,
        summary: "Sign out: revokes every token of the account (all of the user's sessions)",
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.signOut(actorOf(req)),
  );
  r.post(
    '/auth/update-user-tour',
    {
      schema: {
        tags,
        security,
        summary: 'Mark guided tours as completed',
        body: updateUserTourBodySchema,
        response: { 200: updateUserTourResponseSchema, ...errorResponses },
      },
    },
    (req) => auth.updateUserTour(actorOf(req), req.body.pageKeys),
  );
}
