// Packed JSON (a run's result in bytea): every JSON value reads back as written, whichever
// format; rows the migration converted from jsonb read back to what the jsonb gave; unknown
// formats are refused rather than misread.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDesign } from '@pilewise/engine';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../test/helper';
import { smallDesignInput } from '../../test/runs';
import { MIGRATIONS_DIR } from '../shared/paths';
import { brotliDecompressSync } from 'node:zlib';
import { packJsonBytes, PackedJson, packJsonText, PACKED_JSON_FORMAT, unpackJsonText } from './packed-json';

const designResult = () => {
  const run = runDesign(smallDesignInput());
  if (!run.ok) throw new Error('the input must design');
  return run.result;
};

describe('packed JSON', () => {
  it('reads back every JSON value as written', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(unpackJsonText(packJsonText(text))).toBe(text);
      }),
    );
  });

  it('keeps a design result in under a third of its JSON, and reads it back exactly', () => {
    const text = JSON.stringify(designResult());
    const packed = packJsonText(text);
    expect(packed[0]).toBe(PACKED_JSON_FORMAT.brotli);
    expect(packed.length).toBeLessThan(text.length / 3);
    expect(unpackJsonText(packed)).toBe(text);
    // PGlite hands bytea over as a Uint8Array, node-postgres as a Buffer.
    expect(unpackJsonText(new Uint8Array(packed))).toBe(text);
  });

  it('packs UTF-8 bytes off the event loop, spliceable, about as small, and reads them back exactly', async () => {
    const text = JSON.stringify({ ...designResult(), note: 'é ü 中' });
    const packed = await packJsonBytes(Buffer.from(text, 'utf8'));
    expect(packed[0]).toBe(PACKED_JSON_FORMAT.brotliSpliceable);
    expect(packed.length).toBeLessThanOrEqual(packJsonText(text).length + 6);
    expect(unpackJsonText(packed)).toBe(text);
    const stored = new PackedJson(new Uint8Array(packed)); // as PGlite reads bytea
    expect(stored.utf8().toString('utf8')).toBe(text);
    const within = stored.brotliWithin(Buffer.from('{"run":{"a":"é"},"result":'), Buffer.from('}}'));
    expect(brotliDecompressSync(within!).toString('utf8')).toBe(`{"run":{"a":"é"},"result":${text}}}`);
    // Packed otherwise (one brotli stream, or plain): no splice, its JSON only.
    expect(new PackedJson(packJsonText(text)).brotliWithin(Buffer.from('['), Buffer.from(']'))).toBeNull();
    expect(new PackedJson(packJsonText(text)).utf8().toString('utf8')).toBe(text);
  });

  it('reads the plain format and refuses an unknown one', () => {
    expect(unpackJsonText(Buffer.from('\u0000{"a":[1,"é"]}', 'utf8'))).toBe('{"a":[1,"é"]}');
    expect(() => unpackJsonText(Buffer.from('\u0007{}', 'utf8'))).toThrow(/unknown format byte 7/);
  });
});

describe.each(BACKENDS)('the migration of run results to packed JSON on %s', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  }, 120_000);
  afterAll(() => t?.cleanup());

  it('converts jsonb results to values that read back as the jsonb did', async () => {
    const values = [designResult(), { piers: [], note: 'ünïcode', tiny: 1e-7, big: 12345678901234.5 }];
    const { executeSql } = t.database;
    // The table as it was before the migration, in a schema of its own, with the app's values.
    await executeSql('CREATE SCHEMA legacy; CREATE TABLE legacy.runs (n integer, result jsonb)');
    for (const [n, value] of values.entries()) {
      await executeSql('INSERT INTO legacy.runs VALUES ($1, $2::jsonb)', [n, JSON.stringify(value)]);
    }
    await executeSql('INSERT INTO legacy.runs VALUES (2, NULL)');
    const asJsonb = (await executeSql('SELECT result FROM legacy.runs ORDER BY n')).rows;

    const migration = readFileSync(join(MIGRATIONS_DIR, '0013_runs_result_packed.sql'), 'utf8');
    await executeSql(`SET search_path TO legacy; ${migration}; SET search_path TO public`);

    const { rows } = await executeSql('SELECT result FROM legacy.runs ORDER BY n');
    const read = (rows as { result: Uint8Array | null }[]).map(({ result }) =>
      result === null ? null : (JSON.parse(unpackJsonText(result)) as unknown),
    );
    expect(read).toEqual((asJsonb as { result: unknown }[]).map((r) => r.result));
    expect(read[0]).toEqual(JSON.parse(JSON.stringify(values[0])));
  });
});
