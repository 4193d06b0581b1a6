// bytea on PGlite as node-postgres has it: a Buffer read back, bytes written as they are. PGlite
// (0.5) writes a bytea parameter as `'\\x' + Array.from(bytes).map(b => b.toString(16).padStart(2,
// '0')).join('')` and reads one back with a parseInt per byte: a design result (about 86 kB
// packed, db/packed-json.ts) took some 50 ms of the main thread each way, the largest single
// share of a run's overhead over the engine on the embedded database (issue 12,
// bench/run-latency.ts). Read: Buffer's hex codec does the same in well under a millisecond.
// Written: PGlite binds a parameter its serializer leaves as bytes in binary format (its Bind
// message's format code 1; PostgreSQL reads it with bytea's receive function), so the bytes are
// not made text at all: a result's final write, 174 kB packed (Accuracy Lane), 6.0 -> 1.6 ms, and
// 51 kB (Fast Lane) 1.3 -> 0.6 ms, where the hex text's transport was the cost (issue 12).
import { types, type PGlite } from '@electric-sql/pglite';

/** The bytes as they are, for PGlite to bind in binary format; refuses what is not bytes. */
export function serializeBytea(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return value;
}

/** The bytes of bytea's hex text form, as a Buffer (node-postgres reads bytea as Buffer too). */
export function parseBytea(text: string): Buffer {
  return Buffer.from(text.slice(2), 'hex');
}

/** Makes the client read and write bytea with the codecs above (its own or one handed in). */
export function useFastBytea(client: Pick<PGlite, 'serializers' | 'parsers'>): void {
  // PGlite types a serializer as answering text, yet binds bytes it answers as bytes (above).
  client.serializers[types.BYTEA] = serializeBytea as unknown as (value: unknown) => string;
  client.parsers[types.BYTEA] = parseBytea;
}
