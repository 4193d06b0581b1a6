// bytea on PGlite as node-postgres has it: hex text through Node's own codec. PGlite (0.5)
// writes a bytea parameter as `'\\x' + Array.from(bytes).map(b => b.toString(16).padStart(2,
// '0')).join('')` and reads one back with a parseInt per byte: a design result (about 86 kB
// packed, db/packed-json.ts) took some 50 ms of the main thread each way, the largest single
// share of a run's overhead over the engine on the embedded database (issue 12,
// bench/run-latency.ts). Buffer's hex codec does the same in well under a millisecond.
import { types, type PGlite } from '@electric-sql/pglite';

/** `\x` + hex, PostgreSQL's bytea_output 'hex' text form (what PGlite sends and receives). */
export function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** The bytes of bytea's hex text form, as a Buffer (node-postgres reads bytea as Buffer too). */
export function parseBytea(text: string): Buffer {
  return Buffer.from(text.slice(2), 'hex');
}

/** Makes the client read and write bytea with the codecs above (its own or one handed in). */
export function useFastBytea(client: Pick<PGlite, 'serializers' | 'parsers'>): void {
  client.serializers[types.BYTEA] = serializeBytea;
  client.parsers[types.BYTEA] = parseBytea;
}
