// Issue 11, authentication: limits per account whatever the addresses, sign-out that revokes,
// links that never follow the Host header, and a server that runs as for a customer by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, type AuthResponse } from '@pilewise/contracts';
import { createUser, PASSWORD, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, createMailer, type TestApp } from '../../test/helper';
import { loadConfig } from '../config';
import { ACCOUNT_SIGN_IN_LIMIT_MESSAGE } from './auth.service';

/** 40 client addresses, as a botnet would spread its tries. */
const address = (i: number) => `198.51.100.${(i % 40) + 1}`;

describe.each(BACKENDS)('per-account limits, sign-out, links (%s)', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend, {
      // Ten failures an hour here (the product's default is 100: see the config test below), so
      // the test runs ten argon2 comparisons a case, not a hundred.
      AUTH_ACCOUNT_FAILURES_PER_HOUR: '10',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    admin = await signUpCompany(t, { companyName: 'Limits Co' });
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string, i: number) =>
    t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: address(i),
    });

  it('wrong passwords from many addresses at once: exactly the limit are tried, then 429, right password included', async () => {
    const victim = await createUser(t, admin.companyId, 'User');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(victim.email, `Wrong${i}!pass`, i)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    const locked = await signIn(victim.email, PASSWORD, 41);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_SIGN_IN_LIMIT_MESSAGE });
    // Another account is not touched.
    const other = await createUser(t, admin.companyId, 'User');
    expect((await signIn(other.email, PASSWORD, 1)).statusCode).toBe(200);
  });

  it('a right password is not counted as a failure', async () => {
    const user = await createUser(t, admin.companyId, 'User');
    for (let i = 0; i < 9; i++) expect((await signIn(user.email, 'Wrong1!pass', i)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, PASSWORD, i)).statusCode).toBe(200);
    expect((await signIn(user.email, 'Wrong1!pass', 0)).statusCode).toBe(400);
    expect((await signIn(user.email, PASSWORD, 0)).statusCode).toBe(429);
  });

  it('forgot-password from 30 addresses mails at most 5 codes an hour (same answer every time)', async () => {
    const user = await createUser(t, admin.companyId, 'User');
    for (let i = 0; i < 30; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: address(i),
      });
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    }
    expect(t.mailer.outbox.filter((m) => m.to === user.email)).toHaveLength(5);
  });

  it("sign-out revokes the token (and the account's other tokens); signing in again works", async () => {
    const user = await createUser(t, admin.companyId, 'User');
    const first = (await signIn(user.email, PASSWORD, 1)).json<AuthResponse>().token;
    const second = (await signIn(user.email, PASSWORD, 2)).json<AuthResponse>().token;
    const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/refresh-user-data', token });
    expect((await me(first)).statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/auth/sign-out', token: first });
    expect(out.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const again = (await signIn(user.email, PASSWORD, 3)).json<AuthResponse>().token;
    expect((await me(again)).statusCode).toBe(200);
  });

  it('authenticated JSON answers say Cache-Control: no-store', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/refresh-user-data', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = await t.call({ method: 'GET', url: '/api/projects/list', token: admin.token });
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it("an invitation link points at the configured address, never the request's Host header", async () => {
    const fresh = await signUpCompany(t, { companyName: 'Seats Free Co' });
    const res = await t.call({
      method: 'POST',
      url: '/api/users/add-user',
      token: fresh.token,
      headers: { host: 'evil.example' },
      payload: { firstName: 'Ivy', lastName: 'Invited', email: 'ivy-invited@example.com', role: 'User' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = t.mailer.outbox.find((m) => m.to === 'ivy-invited@example.com');
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(new URL(link).host).toBe('localhost:3000');
  });

  it('the mail outbox endpoint is off unless DEV_MAIL_OUTBOX is set', async () => {
    expect((await t.call({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('XSRF cookies are Secure when the request came over HTTPS (through the trusted proxy), not over plain HTTP', async () => {
    const proxied = await buildTestApp(backend, { TRUST_PROXY: 'true' });
    try {
      const https = await proxied.call({
        method: 'GET',
        url: '/api/auth/csrf',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const cookies = [https.headers['set-cookie']].flat().join('\n');
      expect(cookies).toMatch(/XSRF-TOKEN=[^\n]*; Secure/);
      const http = await proxied.call({ method: 'GET', url: '/api/auth/csrf' });
      expect([http.headers['set-cookie']].flat().join('\n')).not.toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('configuration as for a customer', () => {
  it('the per-account limits default to 100 failures and 5 codes an hour; the outbox is off', () => {
    const config = loadConfig({});
    expect(config.accountLimits).toEqual({ signInFailuresPerHour: 100, resetCodesPerHour: 5 });
    expect(config.devMailOutbox).toBe(false);
    expect(loadConfig({ DEV_MAIL_OUTBOX: 'true' }).devMailOutbox).toBe(true);
  });

  it('APP_URL is required in production; elsewhere links go to localhost on the port', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /APP_URL: required in production/,
    );
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
  });

  it('a mail kept in the outbox is logged without its text (a reset code never reaches the log)', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as never;
    const mailer = createMailer({ smtpUrl: null, from: 'PileWise <no-reply@pilewise.local>' }, log);
    await mailer.send({ to: 'a@example.com', subject: 'Your code', text: 'Your code is 493817' });
    expect(JSON.stringify(lines)).not.toContain('493817');
    expect(mailer.outbox).toHaveLength(1);
  });
});
