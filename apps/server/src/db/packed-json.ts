// A JSON value kept compactly in a bytea column: one format byte, then the value's JSON text,
// brotli-compressed (written) or plain (rows a migration converted from jsonb, which SQL cannot
// compress). A run's result is up to a megabyte of JSON (issue 12): as jsonb, PostgreSQL's TOAST
// compression (pglz) kept about 47 % of it; brotli keeps about 22 %, and reading it back skips
// the jsonb → text conversion the database did on every read. Values are never queried inside
// the database, only stored and read whole, so nothing is lost by leaving jsonb.
//
// A run's result is written spliceable (format 2): brotli whose compressed bytes can be sent as
// they are inside a larger brotli answer (the API's `{"run":{...,"result":<this>}}`), with no
// decompression and compression again per read (brotli-splice.ts; issue 12).
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { brotliWithin, packSpliceableBrotli, type SpliceableBrotli } from './brotli-splice';
import { customType } from 'drizzle-orm/pg-core';

/** The first byte of a packed value: how the rest is encoded. */
export const PACKED_JSON_FORMAT = {
  /** UTF-8 JSON text as is (migrated rows: `'\x00'::bytea || convert_to(value::text, 'UTF8')`). */
  plain: 0,
  /** UTF-8 JSON text, brotli-compressed. */
  brotli: 1,
  /**
   * UTF-8 JSON text, brotli-compressed in three parts that another answer can be spliced around
   * (brotli-splice.ts): then a byte with the length of the head, a byte with the length of the
   * tail, and head, body and tail, which together are one brotli stream of the text.
   */
  brotliSpliceable: 2,
} as const;

/**
 * Brotli quality 1: on a design result it compresses as well as qualities 4 to 9 (85.8 kB
 * against 85.3 to 85.7 kB of 388 kB, generic example at 100 elements) in a quarter of the time
 * of quality 4 or less, and a run's result is written on the server's main thread. (Measured
 * before results kept their profiles to 6 significant figures, engine 2026.11.27-3: the same
 * result now packs to 47.7 kB of 301 kB.)
 */
const BROTLI_QUALITY = 1;

const brotliOptionsFor = (utf8: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: utf8.length,
  },
});

/** The value's JSON text packed for the column. */
export function packJsonText(text: string): Buffer {
  const utf8 = Buffer.from(text, 'utf8');
  const compressed = brotliCompressSync(utf8, brotliOptionsFor(utf8));
  return Buffer.concat([Buffer.of(PACKED_JSON_FORMAT.brotli), compressed]);
}

const brotliCompressAsync = promisify(brotliCompress);

/**
 * JSON text already in UTF-8 bytes, packed spliceable (format 2) when the brotli written can be
 * (it is checked: brotli-splice.ts), else as packJsonText packs it; compressed on libuv's thread
 * pool rather than the event loop: a run's result (issue 12).
 */
export async function packJsonBytes(utf8: Buffer): Promise<Buffer> {
  const spliceable = await packSpliceableBrotli(utf8, brotliOptionsFor(utf8));
  if (spliceable) {
    const { head, body, tail } = spliceable;
    return Buffer.concat([
      Buffer.of(PACKED_JSON_FORMAT.brotliSpliceable, head.length, tail.length),
      head,
      body,
      tail,
    ]);
  }
  const compressed = await brotliCompressAsync(utf8, brotliOptionsFor(utf8));
  return Buffer.concat([Buffer.of(PACKED_JSON_FORMAT.brotli), compressed]);
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The parts of a value packed spliceable (format 2), or null when it was packed otherwise. */
function spliceableParts(bytes: Uint8Array): SpliceableBrotli | null {
  const buffer = asBuffer(bytes);
  if (buffer[0] !== PACKED_JSON_FORMAT.brotliSpliceable) return null;
  const headLength = buffer[1]!;
  const tailLength = buffer[2]!;
  const head = buffer.subarray(3, 3 + headLength);
  return {
    head,
    body: buffer.subarray(3 + headLength, buffer.length - tailLength),
    tail: buffer.subarray(buffer.length - tailLength),
  };
}

/**
 * A packed value as read from its column, not unpacked until wanted: its JSON, or the brotli
 * stream of `prefix` + its JSON + `suffix` made of its compressed bytes as they are.
 */
export class PackedJson {
  constructor(private readonly bytes: Uint8Array) {}

  /** The JSON, UTF-8 (a design result's brotli takes some 2 ms to decompress). */
  utf8(): Buffer {
    return unpackJsonBytes(this.bytes);
  }

  /** `prefix` + the JSON + `suffix` as one brotli stream; null when not packed spliceable. */
  brotliWithin(prefix: Buffer, suffix: Buffer): Buffer | null {
    const parts = spliceableParts(this.bytes);
    return parts && brotliWithin(parts, prefix, suffix);
  }
}

/**
 * The JSON of a packed value as UTF-8 bytes, whichever format it was written in: what an answer
 * that sends it on as it is needs (decoding a result's text and encoding it again cost some 2 ms
 * of a run's GET, issue 12).
 */
export function unpackJsonBytes(bytes: Uint8Array): Buffer {
  const buffer = asBuffer(bytes);
  const body = buffer.subarray(1);
  switch (buffer[0]) {
    case PACKED_JSON_FORMAT.plain:
      return body;
    case PACKED_JSON_FORMAT.brotli:
      return brotliDecompressSync(body);
    case PACKED_JSON_FORMAT.brotliSpliceable:
      return brotliDecompressSync(buffer.subarray(3)); // head, body and tail: one stream
    default:
      throw new Error(`packed JSON: unknown format byte ${String(buffer[0])}`);
  }
}

/** The JSON text of a packed value, whichever format it was written in. */
export function unpackJsonText(bytes: Uint8Array): string {
  return unpackJsonBytes(bytes).toString('utf8');
}

/**
 * A bytea column holding a JSON value, read and written as the value (what a jsonb column of
 * the same type gives the code). node-postgres reads bytea as a Buffer, PGlite as a Uint8Array.
 */
export const packedJson = <T>(name: string) =>
  customType<{ data: T; driverData: Uint8Array }>({
    dataType: () => 'bytea',
    toDriver: (value) => packJsonText(JSON.stringify(value)),
    fromDriver: (bytes) => JSON.parse(unpackJsonText(bytes)) as T,
  })(name);
