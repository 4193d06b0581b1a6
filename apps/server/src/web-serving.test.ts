// How the built web app and large API answers travel: hashed assets cached for a year,
// the HTML revalidated, bodies compressed when the client accepts it (issue 12).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';

describe('serving the web app and large answers', () => {
  let t: TestApp;
  const prebuilt = (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const script = `export const table = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))};`;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'pilewise-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PileWise</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-4f9a1c2b.js'), script);
    // A built asset with the build's brotli copy (apps/web/build/precompress-assets.ts).
    writeFileSync(join(webDist, 'assets', 'chart-77aa01de.js'), script);
    writeFileSync(join(webDist, 'assets', 'chart-77aa01de.js.br'), prebuilt(script));
    t = await buildTestApp('pglite', { WEB_DIST: webDist });
  });
  afterAll(() => t?.close());

  it('caches hashed assets for a year, immutable; index.html is revalidated', async () => {
    const asset = await t.call({ method: 'GET', url: '/assets/index-4f9a1c2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/projects']) {
      const html = await t.call({ method: 'GET', url });
      expect(html.statusCode, url).toBe(200);
      expect(html.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('lets the page show images it made itself (blob:), as the profile picture is shown', async () => {
    const csp = String((await t.call({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const imgSrc = csp.split(';').find((d) => d.startsWith('img-src'));
    expect(imgSrc?.split(' ')).toEqual(['img-src', "'self'", 'data:', 'blob:']);
    // Scripts stay our own only; so do workers (the live preview's engine runs in one).
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
  });

  it('sends assets brotli- or gzip-compressed, as the client accepts', async () => {
    const br = await t.call({
      method: 'GET',
      url: '/assets/index-4f9a1c2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);

    const gz = await t.call({
      method: 'GET',
      url: '/assets/index-4f9a1c2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.call({ method: 'GET', url: '/assets/index-4f9a1c2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the build's own brotli copy of an asset as it is, with the asset's type and caching", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/assets/chart-77aa01de.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.rawPayload, prebuilt(script))).toBe(0);
    // A client taking no brotli gets the file itself (or gzip, compressed live).
    const plain = await t.call({ method: 'GET', url: '/assets/chart-77aa01de.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses large JSON answers of the API (the OpenAPI document)', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const doc = JSON.parse(gunzipSync(res.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
  });
});
