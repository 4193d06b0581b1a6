// Brotli bytes sent as they are inside a larger brotli stream: a run's stored result inside the
// answer to GET a run, `{"run":{...},"result":` + result + `}}`, with no decompression of the
// stored result and compression of the answer per read (some 4 ms of the event loop for a
// 390 kB result; issue 12).
//
// Brotli (RFC 7932) is a stream of meta-blocks, and a flush ends one on a byte boundary. The
// stored value is written as head (the stream header, flushed before any data), body (the
// value's meta-blocks, flushed) and tail (the last, empty meta-block), which together are an
// ordinary brotli stream of the value. An answer is head, the prefix as an uncompressed
// meta-block (RFC 7932 §9.2: ISUNCOMPRESSED), the body, the suffix likewise, and the tail. That
// decodes to prefix + value + suffix when the body's meta-blocks do not depend on what came
// before them in the stream: its backward references stay inside the value, as the encoder
// had nothing before it; but a reference to the static dictionary is told apart by its distance
// from the output's start, and literal context modelling reads the two bytes before each
// literal. Brotli's fast qualities (0 and 1, db/packed-json.ts) use neither, yet the encoder does
// not promise it: each value is checked once, when written (off the event loop), by decoding it
// spliced between a probe prefix and suffix; one that fails is kept as ordinary brotli.
import { promisify } from 'node:util';
import { brotliDecompress, constants, createBrotliCompress, type BrotliOptions } from 'node:zlib';

/** A value's brotli stream in its three parts (head + body + tail: the stream of the value). */
export interface SpliceableBrotli {
  head: Buffer;
  body: Buffer;
  tail: Buffer;
}

const brotliDecompressAsync = promisify(brotliDecompress);

/** An uncompressed meta-block carries at most 2^16 bytes with a 4-nibble length (RFC 7932 §9.2). */
const MAX_UNCOMPRESSED_BLOCK = 1 << 16;

/** `bytes` as uncompressed meta-blocks, each starting and ending on a byte boundary; none if empty. */
export function uncompressedMetaBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += MAX_UNCOMPRESSED_BLOCK) {
    const chunk = bytes.subarray(at, at + MAX_UNCOMPRESSED_BLOCK);
    // Bits, least significant first: ISLAST 0; MNIBBLES 4 (coded 0, 2 bits); MLEN - 1 (16 bits);
    // ISUNCOMPRESSED 1; then zeros to the byte boundary (24 bits in all), then the bytes.
    const header = ((chunk.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.of(header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff), chunk);
  }
  return Buffer.concat(blocks);
}

/** The brotli stream of `prefix` + the value + `suffix`, the value's compressed bytes as they are. */
export function brotliWithin({ head, body, tail }: SpliceableBrotli, prefix: Buffer, suffix: Buffer): Buffer {
  return Buffer.concat([head, uncompressedMetaBlocks(prefix), body, uncompressedMetaBlocks(suffix), tail]);
}

/**
 * zlib hands a stream's output over in chunks of `chunkSize` bytes (16 KiB unless told), each a
 * trip from libuv's thread pool back to the event loop; with the engine's threads busy, each trip
 * waits for a core. Output chunks sized to hold the whole output make it one trip: a design result
 * compresses to under a quarter of its JSON (about 15 % at the Fast Lane, 26 % at the Accuracy
 * Lane), and its check decodes to a length known beforehand. Measured interleaved against the
 * default chunks on the generic example's result (325 kB), compression and check: 5.4-5.9 ->
 * 4.2-4.4 ms idle, 13.4-14.2 -> 8.0-8.2 ms beside two busy threads; at 500 elements (668 kB)
 * 5.9-6.0 -> 4.5-4.6 and 17.6-18.5 -> 9.4-9.7 ms (issue 12; bench/result-packing.ts).
 */
const DEFAULT_CHUNK = 16 * 1024;
const compressedChunkFor = (inputBytes: number) => Math.max(DEFAULT_CHUNK, Math.ceil(inputBytes / 4));
const decodedChunkFor = (outputBytes: number) => Math.max(DEFAULT_CHUNK, outputBytes);

/** Brotli-compresses `utf8` (off the event loop) as head, body and tail (see the top of the file). */
function compressInParts(utf8: Buffer, options: BrotliOptions): Promise<SpliceableBrotli> {
  return new Promise((resolve, reject) => {
    const encoder = createBrotliCompress({ chunkSize: compressedChunkFor(utf8.length), ...options });
    const parts: Buffer[] = [];
    let pending: Buffer[] = [];
    const cut = () => {
      parts.push(Buffer.concat(pending));
      pending = [];
    };
    encoder.on('data', (chunk: Buffer) => pending.push(chunk));
    encoder.on('error', reject);
    encoder.on('end', () => {
      cut();
      const [head, body, tail] = parts;
      resolve({ head: head!, body: body!, tail: tail! });
    });
    encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => {
      cut(); // the stream header
      encoder.write(utf8);
      encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => {
        cut(); // the value's meta-blocks
        encoder.end(); // the last meta-block
      });
    });
  });
}

/**
 * What the check splices the value between: a prefix that moves the value away from the
 * output's start (a reference to the static dictionary would then decode as another word, or
 * fail) and ends in bytes other than the two zero bytes the value's first literals had before
 * them when compressed (literal context), and a suffix.
 */
const PROBE_PREFIX = Buffer.from(`{"probe":"${'é'.repeat(40)}",\u0001"value":`, 'utf8');
const PROBE_SUFFIX = Buffer.from('}', 'utf8');

/**
 * `utf8` compressed with `options` in parts that can be spliced (brotliWithin), checked by
 * decoding a splice of them; null when the check fails (keep it as ordinary brotli then).
 */
export async function packSpliceableBrotli(
  utf8: Buffer,
  options: BrotliOptions,
): Promise<SpliceableBrotli | null> {
  const parts = await compressInParts(utf8, options);
  // The lengths of head and tail are kept in a byte each (packed-json.ts).
  if (parts.head.length > 255 || parts.tail.length > 255) return null;
  try {
    const expected = Buffer.concat([PROBE_PREFIX, utf8, PROBE_SUFFIX]);
    const decoded = await brotliDecompressAsync(brotliWithin(parts, PROBE_PREFIX, PROBE_SUFFIX), {
      chunkSize: decodedChunkFor(expected.length),
    });
    return decoded.equals(expected) ? parts : null;
  } catch {
    return null;
  }
}
