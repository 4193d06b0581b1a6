// Brotli spliced around (brotli-splice.ts): a value written in parts decodes, with any prefix and
// suffix sent as uncompressed meta-blocks around its compressed bytes, to prefix + value +
// suffix; a value whose brotli depends on what came before it in the stream is found out by
// the check when written, not sent broken.
import { brotliDecompressSync, constants } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runDesign } from '@pilewise/engine';
import { smallDesignInput } from '../../test/runs';
import { brotliWithin, packSpliceableBrotli, uncompressedMetaBlocks } from './brotli-splice';

const quality = (q: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});
const resultJson = () => {
  const run = runDesign(smallDesignInput());
  if (!run.ok) throw new Error('the input must design');
  return Buffer.from(JSON.stringify({ ...run.result, note: 'é ≤ 中' }), 'utf8');
};

describe('brotli splicing', () => {
  it('writes an uncompressed meta-block per 64 KiB, each a 3-byte header and the bytes', () => {
    expect(uncompressedMetaBlocks(Buffer.alloc(0))).toHaveLength(0);
    // ISLAST 0, MNIBBLES 4, MLEN - 1 = 0, ISUNCOMPRESSED 1: bit 19.
    expect([...uncompressedMetaBlocks(Buffer.from('x'))]).toEqual([0x00, 0x00, 0x08, 0x78]);
    expect(uncompressedMetaBlocks(Buffer.alloc(65536 * 2 + 1))).toHaveLength(65536 * 2 + 1 + 3 * 3);
  });

  it('a design result at quality 1 decodes, spliced between any prefix and suffix, to them around it', async () => {
    const json = resultJson();
    const parts = await packSpliceableBrotli(json, quality(1));
    if (!parts) throw new Error('quality 1 must splice');
    // On its own: an ordinary brotli stream of the value, about as small as a one-shot one.
    expect(brotliDecompressSync(Buffer.concat([parts.head, parts.body, parts.tail])).equals(json)).toBe(true);
    expect(parts.head.length + parts.tail.length).toBeLessThanOrEqual(4);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (before, after) => {
        const prefix = Buffer.from(before, 'utf8');
        const suffix = Buffer.from(after, 'utf8');
        const decoded = brotliDecompressSync(brotliWithin(parts, prefix, suffix));
        expect(decoded.equals(Buffer.concat([prefix, json, suffix]))).toBe(true);
      }),
      { numRuns: 50 },
    );
    const long = Buffer.alloc(70_000, 'a'); // more than one uncompressed meta-block
    const decoded = brotliDecompressSync(brotliWithin(parts, long, long));
    expect(decoded.equals(Buffer.concat([long, json, long]))).toBe(true);
  });

  it('refuses brotli that depends on what precedes it (higher qualities: dictionary, literal contexts)', async () => {
    const english = Buffer.from(
      'The international community and the government information system of the university. '.repeat(4),
    );
    expect(await packSpliceableBrotli(english, quality(1))).not.toBeNull();
    expect(await packSpliceableBrotli(english, quality(11))).toBeNull();
    expect(await packSpliceableBrotli(resultJson(), quality(5))).toBeNull();
  });
});
