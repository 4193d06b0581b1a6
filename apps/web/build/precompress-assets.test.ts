import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress-assets';

describe('precompress (build step)', () => {
  it('writes a brotli and a gzip copy of each text asset of 1 kB or more, both giving the file back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-assets-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i })))};`;
    writeFileSync(join(dir, 'index-1a2b.js'), script);
    writeFileSync(join(dir, 'tiny-3c4d.js'), 'export {};');
    writeFileSync(join(dir, 'logo-5e6f.png'), Buffer.alloc(4096, 7));

    expect(await precompress(dir)).toBe(1);

    expect(readdirSync(dir).sort()).toEqual([
      'index-1a2b.js',
      'index-1a2b.js.br',
      'index-1a2b.js.gz',
      'logo-5e6f.png',
      'tiny-3c4d.js',
    ]);
    const br = readFileSync(join(dir, 'index-1a2b.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index-1a2b.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
  });
});
