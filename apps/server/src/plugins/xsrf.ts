// XSRF double submit; the rule is written out in packages/contracts/src/http.ts.
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER, XSRF_SECRET_COOKIE } from '@pilewise/contracts';
import type { Config } from '../config';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Secure cookies: always in production; elsewhere whenever the request came over HTTPS ('auto':
 * @fastify/cookie reads the request's protocol, through TRUST_PROXY behind a proxy), so `npm start`
 * behind TLS sets them Secure without a setting.
 */
export function secureCookiesOf(config: Pick<Config, 'nodeEnv'>): SecureCookies {
  return config.nodeEnv === 'production' ? true : 'auto';
}
export type SecureCookies = boolean | 'auto';

export async function registerXsrf(
  app: FastifyInstance,
  options: { secureCookies: SecureCookies },
): Promise<void> {
  await app.register(fastifyCookie);
  const cookieOpts = { path: '/', sameSite: 'strict' as const, secure: options.secureCookies };
  await app.register(fastifyCsrf, {
    cookieKey: XSRF_SECRET_COOKIE,
    cookieOpts: { ...cookieOpts, httpOnly: true },
    getToken: (req) => req.headers[XSRF_HEADER.toLowerCase()] as string | undefined,
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(API_PREFIX)) return done();
    if (UNSAFE.has(request.method)) {
      // Only browsers given the secret cookie are checked (see contracts/http.ts).
      if (request.cookies[XSRF_SECRET_COOKIE] !== undefined) return app.csrfProtection(request, reply, done);
      return done();
    }
    if (request.method === 'GET' && !request.cookies[XSRF_COOKIE]) issueXsrfToken(reply, cookieOpts);
    done();
  });
}

/** Sets the readable XSRF-TOKEN cookie (and its httpOnly secret when missing); returns the token. */
export function issueXsrfToken(
  reply: FastifyReply,
  cookieOpts: { path: string; sameSite: 'strict'; secure: SecureCookies },
): string {
  const token = reply.generateCsrf();
  reply.setCookie(XSRF_COOKIE, token, { ...cookieOpts, httpOnly: false });
  return token;
}
