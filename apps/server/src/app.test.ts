import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_SECRET_COOKIE, type ErrorResponse } from '@pilewise/contracts';
import { signUpCompany, uniqueEmail, PASSWORD } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { resolveJwtSecret } from './plugins/auth';
import { testConfig } from '../test/helper';

describe('app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'pilewise-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PileWise</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    t = await buildTestApp('pglite', { WEB_DIST: webDist });
  });
  afterAll(() => t?.close());

  it('GET /api/health', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves the OpenAPI document generated from the contracts, and its UI', async () => {
    const doc = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in',
        '/api/projects/list',
        '/api/projects/get-project-data/{id}',
        '/api/projects/update-Privacy',
        '/api/projects/run',
        '/api/projects/runs/{runId}',
        '/api/projects/project-runs/{id}',
        '/api/projects/kill-child-process',
      ]),
    );
    expect(spec.components.schemas).toHaveProperty('Project');
    expect(spec.components.schemas).toHaveProperty('Run');
    expect(spec.components.schemas).toHaveProperty('RunInputErrors');
    expect(JSON.stringify(spec)).not.toMatch(/passwordHash|tokenVersion/);
    expect((await t.call({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.call({ method: 'POST', url: '/api/nope', payload: {} })).statusCode).toBe(404);
  });

  it('serves the web build with the SPA fallback for non-API paths', async () => {
    const root = await t.call({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const deep = await t.call({ method: 'GET', url: '/projects/abc/name' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    const asset = await t.call({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('answers a missing file with a 404, not the app (a stale chunk must not get HTML)', async () => {
    const stale = await t.call({ method: 'GET', url: '/assets/index-OLDHASH.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['content-type']).not.toMatch(/text\/html/);
    expect((await t.call({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
    // A project search that ends like a version number is still a screen of the app.
    const search = await t.call({ method: 'GET', url: '/projects/v1.5' });
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-type']).toMatch(/text\/html/);
  });

  describe('XSRF (contracts/http.ts)', () => {
    const cookiesOf = (setCookie: string | string[] | undefined) =>
      Object.fromEntries(
        ([] as string[]).concat(setCookie ?? []).map((c) => {
          const [pair] = c.split(';');
          const i = pair!.indexOf('=');
          return [pair!.slice(0, i), pair!.slice(i + 1)];
        }),
      );

    it('issues the readable XSRF-TOKEN cookie and its httpOnly secret', async () => {
      const res = await t.call({ method: 'GET', url: '/api/auth/csrf' });
      const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(raw.find((c) => c.startsWith(`${XSRF_COOKIE}=`))).not.toMatch(/HttpOnly/);
      expect(raw.find((c) => c.startsWith(`${XSRF_SECRET_COOKIE}=`))).toMatch(/HttpOnly/);
      const cookies = cookiesOf(res.headers['set-cookie']);
      expect(res.json()).toEqual({ token: cookies[XSRF_COOKIE] });
    });

    it('checks unsafe calls from a browser holding the cookie; bearer-only clients pass', async () => {
      const first = await t.call({ method: 'GET', url: '/api/health' });
      const cookies = cookiesOf(first.headers['set-cookie']);
      const cookieHeader = `${XSRF_SECRET_COOKIE}=${cookies[XSRF_SECRET_COOKIE]}; ${XSRF_COOKIE}=${cookies[XSRF_COOKIE]}`;
      const payload = { email: uniqueEmail(), password: PASSWORD };
      const missing = await t.call({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { cookie: cookieHeader },
        payload,
      });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ message: 'Invalid or missing XSRF token', code: 'XSRF' });
      const wrong = await t.call({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { cookie: cookieHeader, [XSRF_HEADER]: 'forged' },
        payload,
      });
      expect(wrong.statusCode).toBe(403);
      const right = await t.call({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { cookie: cookieHeader, [XSRF_HEADER]: cookies[XSRF_COOKIE]! },
        payload,
      });
      expect(right.statusCode).toBe(400); // through the check, to the (wrong) credentials
      const admin = await signUpCompany(t); // no cookies at all: not checked
      expect(admin.token).toBeTruthy();
    });
  });
});

describe('JWT secret', () => {
  it('is generated once into the data dir when JWT_SECRET is unset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-data-'));
    const config = testConfig({ PILEWISE_DATA_DIR: dir });
    const unset = { ...config, jwt: { ...config.jwt, secret: null } };
    const a = resolveJwtSecret(unset);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
    expect(resolveJwtSecret(unset)).toBe(a);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a);
  });
});

describe('failures', () => {
  it('hides the text of a 5xx (a database failure is a 500, not a 401)', async () => {
    const t = await buildTestApp('pglite');
    try {
      const admin = await signUpCompany(t);
      await t.database.close();
      const res = await t.call({ method: 'GET', url: '/api/auth/refresh-user-data', token: admin.token });
      expect(res.statusCode).toBe(500);
      // a reference to quote to support (the request's id, in the server's log), not the error's text
      const { message, code, reference } = res.json<ErrorResponse>();
      expect(code).toBe('INTERNAL');
      expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(message).toBe(
        `Internal server error: something failed on our side (reference ${reference}). Try again; if it fails again, send the reference through Contact support.`,
      );
      expect(message).not.toMatch(/closed|PGlite|database/i);
      const again = await t.call({ method: 'GET', url: '/api/auth/refresh-user-data', token: admin.token });
      expect(again.json<ErrorResponse>().reference).not.toBe(reference);
    } finally {
      await t.close();
    }
  });

  it('reads the dev outbox only from this machine', async () => {
    const t = await buildTestApp('pglite', { DEV_MAIL_OUTBOX: 'true' });
    try {
      expect((await t.call({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
      const remote = await t.call({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      // Through a reverse proxy on this machine: the peer is loopback, the client is not.
      const proxied = await t.call({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('does not take a forged X-Forwarded-For for this machine (TRUST_PROXY)', async () => {
    const t = await buildTestApp('pglite', { TRUST_PROXY: 'true', DEV_MAIL_OUTBOX: 'true' });
    try {
      const forged = await t.call({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
