// bytea through the app's database (db/pglite-bytea.ts on PGlite): every byte value goes in and
// comes back as written, and the database itself sees the same bytes (its length and md5 of the
// stored value against Node's own): bytes bound in binary format are the bytes PostgreSQL keeps,
// and the hex text form read back is the one PostgreSQL means.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../test/helper';
import { parseBytea, serializeBytea } from './pglite-bytea';

describe('bytea codecs', () => {
  it('reads every byte string from its hex text form', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const hex = `\\x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
        expect(new Uint8Array(parseBytea(hex))).toEqual(bytes);
      }),
    );
  });

  it('writes bytes as they are, and refuses what is not bytes', () => {
    const bytes = new Uint8Array([1, 0xab]);
    expect(serializeBytea(bytes)).toBe(bytes);
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

  it('stores a view as the bytes it shows, not the whole buffer behind it', async () => {
    const { executeSql } = t.database;
    await executeSql('CREATE TEMP TABLE views (n integer, b bytea)');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.nat(), fc.nat(), async (bytes, a, b) => {
        const from = bytes.length === 0 ? 0 : a % bytes.length;
        const view = bytes.subarray(from, from + (bytes.length === 0 ? 0 : b % (bytes.length - from + 1)));
        await executeSql('DELETE FROM views');
        await executeSql('INSERT INTO views VALUES (1, $1)', [view]);
        const { rows } = await executeSql('SELECT b, md5(b) AS md5, b = $1 AS same FROM views', [view]);
        const [row] = rows as { b: Uint8Array; md5: string; same: boolean }[];
        expect(new Uint8Array(row!.b)).toEqual(new Uint8Array(view));
        expect(row!.md5).toBe(createHash('md5').update(view).digest('hex'));
        expect(row!.same).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
