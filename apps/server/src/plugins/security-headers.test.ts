// helmet's headers, worked out once at start-up, are the ones @fastify/helmet sets on every
// answer: the API's, an error's, an unknown path's.
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { helmetHeadersOf } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t?.close());

  it("are @fastify/helmet's, with the same options", async () => {
    const options = { contentSecurityPolicy: { directives: { imgSrc: ["'self'", 'data:'] } } };
    const reference = Fastify({ logger: false });
    await reference.register(fastifyHelmet, options);
    reference.get('/x', async () => ({ ok: true }));
    const answer = await reference.inject({ method: 'GET', url: '/x' });
    await reference.close();
    const headers = await helmetHeadersOf(options);
    expect(Object.keys(headers).length).toBeGreaterThanOrEqual(10);
    for (const [name, value] of Object.entries(headers)) expect(answer.headers[name], name).toBe(value);
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('are on every answer of the app: a call, a refusal, an unknown path', async () => {
    for (const url of ['/api/health', '/api/projects/list', '/api/no-such-call']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
