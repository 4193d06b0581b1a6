// bytea through the app's database (db/pglite-bytea.ts on PGlite): every byte value goes in and
// comes back as written, and the database itself sees the same bytes (its length and md5 of the
// stored value against Node's own), so the hex text form is the one PostgreSQL means.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../test/helper';
import { parseBytea, serializeBytea } from './pglite-bytea';

describe('bytea hex codec', () => {
  it('reads back every byte string as written', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(new Uint8Array(parseBytea(serializeBytea(bytes)))).toEqual(bytes);
      }),
    );
  });

  it('writes the view it is given, not the whole buffer behind it', () => {
    const view = new Uint8Array([0, 1, 0xab, 0xff, 9]).subarray(1, 4);
    expect(serializeBytea(view)).toBe('\\x01abff');
  });

  it('refuses what is not bytes', () => {
    expect(() => serializeBytea('0102')).toThrow(/bytea/);
  });
});

describe.each(BACKENDS)('bytea through the database on %s', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  }, 120_000);
  afterAll(() => t?.cleanup());

  it('stores every byte value as is and reads it back', async () => {
    const all = Uint8Array.from({ length: 256 * 4 }, (_, i) => (i * 7) % 256);
    const { executeSql } = t.database;
    await executeSql('CREATE TEMP TABLE blobs (n integer, b bytea)');
    await executeSql('INSERT INTO blobs VALUES (1, $1), (2, $2)', [Buffer.from(all), new Uint8Array(0)]);
    const { rows } = await executeSql('SELECT n, b, length(b) AS len, md5(b) AS md5 FROM blobs ORDER BY n');
    const [full, empty] = rows as { b: Uint8Array; len: number; md5: string }[];
    expect(full!.len).toBe(all.length);
    expect(full!.md5).toBe(createHash('md5').update(all).digest('hex'));
    expect(new Uint8Array(full!.b)).toEqual(all);
    expect(empty!.len).toBe(0);
    expect(new Uint8Array(empty!.b)).toEqual(new Uint8Array(0));
  });
});
