// GET a run puts the stored result's JSON in as it is: the answer must be the one the route's
// schema serializer gave (the run checked, unknown fields dropped, the result unchanged).
import { describe, expect, it } from 'vitest';
import { runResponseSchema, type Run } from '@pilewise/contracts';
import { runDesign } from '@pilewise/engine';
import { smallDesignInput } from '../../test/runs';
import { brotliDecompressSync } from 'node:zlib';
import { packJsonBytes, PackedJson } from '../db/packed-json';
import { runResponseBrotli, runResponseJson, takesBrotli } from './run-response';

const run: Run = {
  _id: '3f1c6a52-7f0e-4e0c-9b1a-1d2e3f405162',
  projectId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  status: 'succeeded',
  lane: 'fast',
  elements: 100,
  progress: 1,
  message: 'Done',
  startedBy: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  startedByName: 'Ada Lovelace',
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: '2026-11-23T10:00:01.000Z',
  finishedAt: '2026-11-23T10:00:02.000Z',
  warnings: ['a warning'],
  cachedFrom: null,
  sectionSources: [],
};

describe('runResponseJson', () => {
  it("equals the schema serializer's answer for an engine result (the small test design)", () => {
    const designed = runDesign(smallDesignInput());
    if (!designed.ok) throw new Error('the input must design');
    const text = runResponseJson(run, Buffer.from(JSON.stringify(designed.result))).toString('utf8');
    const serialized = JSON.stringify(runResponseSchema.parse({ run: { ...run, result: designed.result } }));
    // The engine's result holds nothing its schema would drop, so the two carry the same values.
    expect(JSON.parse(text)).toEqual(JSON.parse(serialized));
  });

  it('puts the result in byte for byte, characters beyond ASCII too', () => {
    const result = '{"note":"loss 12 µm/yr — engineer to confirm","ratio":0.82}';
    const answer = runResponseJson(run, Buffer.from(result, 'utf8'));
    expect(answer.toString('utf8').endsWith(`"result":${result}}}`)).toBe(true);
    expect((JSON.parse(answer.toString('utf8')) as { run: { result: unknown } }).run.result).toEqual(
      JSON.parse(result),
    );
  });

  it('says null without a result, and drops what the schema does not name', () => {
    const leaky = { ...run, status: 'running', passwordHash: 'secret' } as Run;
    const answer = JSON.parse(runResponseJson(leaky, null).toString('utf8')) as {
      run: Record<string, unknown>;
    };
    expect(answer.run.result).toBeNull();
    expect(answer.run).not.toHaveProperty('passwordHash');
    expect(answer).toEqual(runResponseSchema.parse({ run: { ...leaky, result: null } }));
  });
});

describe('the brotli answer', () => {
  it('decodes to the JSON answer, the stored result’s compressed bytes in it as they are', async () => {
    const designed = runDesign(smallDesignInput());
    if (!designed.ok) throw new Error('the input must design');
    const json = Buffer.from(JSON.stringify(designed.result), 'utf8');
    const packed = await packJsonBytes(json);
    const brotli = runResponseBrotli(run, new PackedJson(packed))!;
    expect(brotliDecompressSync(brotli).equals(runResponseJson(run, json))).toBe(true);
    expect(brotli.includes(packed.subarray(packed.length - 200, packed.length - 1))).toBe(true);
  });

  it('goes to a client that takes brotli as @fastify/compress would give it (br first, unless ranked below gzip)', () => {
    const takes = (encoding?: string, more: Record<string, string> = {}) =>
      takesBrotli({ ...(encoding === undefined ? {} : { 'accept-encoding': encoding }), ...more });
    expect(takes('br, gzip')).toBe(true);
    expect(takes('gzip, deflate, br, zstd')).toBe(true);
    expect(takes('BR;q=0.8, gzip;q=0.8')).toBe(true);
    expect(takes('br;q=0.5, gzip')).toBe(false);
    expect(takes('br;q=0, gzip')).toBe(false);
    expect(takes('gzip')).toBe(false);
    expect(takes('identity')).toBe(false);
    expect(takes(undefined)).toBe(false);
    expect(takes('br', { 'x-no-compression': '1' })).toBe(false);
    // as @fastify/compress reads them: `*` and x-gzip are gzip
    expect(takes('*')).toBe(false);
    expect(takes('x-gzip, br;q=0.5')).toBe(false);
  });
});
