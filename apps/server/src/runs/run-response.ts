// The answer to GET a run: `{ run }` as its schema has it, with the run's stored result put in as
// the JSON it is kept as (UTF-8 bytes). A result is up to a megabyte of JSON the engine wrote; parsing it,
// checking it against the result's schema and serialising it again on every read took longer
// than the rest of the answer together (issue 12). The rest of the run is checked as usual.
// To a client that takes brotli, the stored result's compressed bytes go as they are, the rest
// of the answer around them (db/brotli-splice.ts): no decompression nor compression per read.
import negotiate from '@fastify/accept-negotiator';
import { runResponseSchema, type Run } from '@pilewise/contracts';
import { ANSWER_ENCODINGS } from '../plugins/answer-encodings';
import type { PackedJson } from '../db/packed-json';

/** The answer's bytes around its result: `{"run":{...,"result":` and `}}`. */
function aroundResult(run: Run): { prefix: Buffer; suffix: Buffer } {
  const { result: _result, ...withoutResult } = run;
  const checked = JSON.stringify(runResponseSchema.parse({ run: withoutResult }));
  // The result goes in as the run's last field, before the two closing braces.
  return { prefix: Buffer.from(`${checked.slice(0, -2)},"result":`, 'utf8'), suffix: Buffer.from('}}') };
}

export function runResponseJson(run: Run, resultJson: Buffer | null): Buffer {
  const { prefix, suffix } = aroundResult(run);
  // As bytes, so that a result's megabyte is neither decoded nor encoded again.
  return Buffer.concat([prefix, resultJson ?? Buffer.from('null'), suffix]);
}

/**
 * The answer as brotli, the stored result's bytes as they are; null when the result was not
 * kept spliceable (then runResponseJson, compressed as any answer).
 */
export function runResponseBrotli(run: Run, storedResult: PackedJson): Buffer | null {
  const { prefix, suffix } = aroundResult(run);
  return storedResult.brotliWithin(prefix, suffix);
}

/**
 * Whether @fastify/compress (app.ts) would answer this request in brotli: its own negotiation
 * (the same negotiator, `*` and x-gzip read as gzip as it reads them) picks br from its
 * encodings. A request it leaves uncompressed (no header, `x-no-compression`) gets JSON.
 */
export function takesBrotli(headers: Record<string, string | string[] | undefined>): boolean {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string' || headers['x-no-compression'] !== undefined) return false;
  const asCompressReadsIt = header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
  return negotiate(asCompressReadsIt, [...ANSWER_ENCODINGS]) === 'br';
}
