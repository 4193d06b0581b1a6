// Stateful fuzz of the saved design payload: the payload is any JSON object a client may save
// (spec §7 add: design), and every call that reads it afterwards (the screens, the exports, the
// imports, the run, the review, the report, a copy) must answer without a 5xx, whatever sits
// where. fuzz.test.ts sends one request at a time, so a payload it saved was never read back by
// the call that trips on it; two 500s of that kind were found by hand (Pile_files {} and null).
// Each sample is the payload of a real project (an example's input, a kept geotechnical
// workbook, its notes) with one to three of its values, at any depth, replaced by any JSON or
// removed. Longer by hand: PAYLOAD_FUZZ_RUNS=500 PAYLOAD_FUZZ_SEED=7 npx vitest run apps/server/src/payload-fuzz.test.ts
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@pilewise/contracts';
import { jsonPathsOf, withValueAt, type JsonPath } from '@pilewise/contracts/testing';
import { signUpCompany, type TestUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { getRun, projectWithInput, smallDesignInput, startedRun } from '../test/runs';
import { junk } from '../test/openapi-arbitrary';
import { workbookBytes } from './imports/workbooks/input-workbook';
import { multipart } from './reviews/reviews.test-support';

const RUNS = Number(process.env.PAYLOAD_FUZZ_RUNS ?? 150);
const SEED = Number(process.env.PAYLOAD_FUZZ_SEED ?? 20261130);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Json = Record<string, unknown>;

interface Sample {
  design: Json;
  /** What was changed, to name in a failure. */
  changes: { path: JsonPath; value: unknown }[];
}

/** One to three changes, each at a path of the payload as it stands after the ones before. */
function mutatedPayloads(base: Json): fc.Arbitrary<Sample> {
  const change = fc.record({
    at: fc.nat(),
    value: fc.oneof(junk, fc.constant(undefined), fc.constantFrom(null, {}, [], '', 0, -1, 1e308, 'x')),
  });
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) =>
    changes.reduce<Sample>(
      (sample, c) => {
        const paths = jsonPathsOf(sample.design);
        if (paths.length === 0) return sample;
        const path = paths[c.at % paths.length]!;
        return {
          design: withValueAt(sample.design, path, c.value),
          changes: [...sample.changes, { path, value: c.value }],
        };
      },
      { design: base, changes: [] },
    ),
  );
}

async function geotechBytes(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Borehole 1').addRows([
    ['Soil name', 'Soil type', 'Top (ft)', 'Bottom (ft)', "Gamma' (pcf)", 'Phi (deg)'],
    ['Dry sand', 'Sand (Reese)', 0, 4, 110, 32],
    ['Wet sand', 'Sand (Reese)', 4, 30, 60, 32],
    ['Water table (ft)', 4],
  ]);
  return workbookBytes(wb);
}

describe('any saved design payload, then every call that reads it (PGlite)', () => {
  let t: TestApp;
  let admin: TestUser;
  let base: Json;
  let projectId: string;
  let bytes: Buffer;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    admin = await signUpCompany(t, { companyName: 'Payload fuzz Co' });
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Payload fuzz');
    projectId = project._id;
    // A finished run, so that the report reads the payload's import notes beside it.
    const run = await startedRun(t, admin, projectId, 'fast');
    for (let i = 0; i < 500 && (await getRun(t, admin, run._id)).status !== 'succeeded'; i++)
      await new Promise((r) => setTimeout(r, 50));
    bytes = await geotechBytes();
    const imported = await t.call({
      method: 'POST',
      url: API_PATHS.imports.confirm,
      token: admin.token,
      ...multipart({ projectId, kind: 'geotech' }, [
        { field: 'geoTechFile', fileName: 'BH-1.xlsx', contentType: XLSX, bytes },
      ]),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const got = await t.call({ method: 'GET', url: API_PATHS.projects.get(projectId), token: admin.token });
    base = got.json<{ project: { design: Json } }>().project.design;
  }, 120_000);
  afterAll(() => t?.close());

  it('the base payload holds a kept workbook and its notes, so the samples reach them', () => {
    expect(Array.isArray(base.Pile_files)).toBe(true);
    expect(JSON.stringify(base)).toMatch(/effectiveWeightsWaterTable_m/);
  });

  it(`${RUNS} payloads, seed ${SEED}: no call answers 5xx`, async () => {
    const failures: string[] = [];
    let sample = 0;
    let savedCount = 0;
    const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, rest: object = {}) => {
      const res = await t.call({ method, url, token: admin.token, ...rest });
      if (res.statusCode >= 500)
        failures.push(
          `${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 300)} after ${JSON.stringify(current.changes)}`,
        );
      return res;
    };
    // First the payloads that answered 500 once (soil details, import preview and confirm).
    const known: Sample['changes'][] = [
      [{ path: ['designInput', 'soil', 'layers', 0], value: null }],
      [{ path: ['designInput'], value: 'x' }],
      // a depth that overflows once in feet (soil details' response had Infinity for a number)
      [{ path: ['designInput', 'soil', 'layers', 1, 'bottom_m'], value: 1e308 }],
      [{ path: ['designInput', 'soil', 'waterTableDepth_m'], value: 1e308 }],
    ];
    const samples = [
      ...known.map((changes) => ({
        design: changes.reduce((d, c) => withValueAt(d, c.path, c.value), base),
        changes,
      })),
      ...fc.sample(mutatedPayloads(base), { seed: SEED, numRuns: RUNS }),
    ];
    let current: Sample = { design: base, changes: [] };
    for (const s of samples) {
      current = s;
      const { design } = s;
      sample++;
      const read = await call('GET', API_PATHS.projects.get(projectId));
      const { version } = read.json<{ project: { version: number } }>().project;
      const saved = await call('POST', API_PATHS.projects.add, {
        payload: { _id: projectId, version, name: 'Payload fuzz', client: 'Fuzz', design },
      });
      if (saved.statusCode !== 200) {
        console.log('SAVE', saved.statusCode, saved.body.slice(0, 200));
        continue;
      }
      savedCount++;
      await call('GET', API_PATHS.projects.get(projectId));
      await call('GET', API_PATHS.imports.exportInput(projectId));
      await call('GET', API_PATHS.reviews.readiness(projectId));
      await call('GET', API_PATHS.files.projectFiles(projectId));
      await call('POST', API_PATHS.imports.pileFiles, { payload: { projectId } });
      await call('POST', API_PATHS.imports.ndtFiles, { payload: { projectId } });
      await call('POST', API_PATHS.projects.soilDetails, { payload: { projectId } });
      await call('GET', API_PATHS.reports.generateJson(projectId));
      // The PDF lays out what generateJson answers: a tenth of the samples (each takes ~0.2 s).
      if (sample % 10 === 1) await call('POST', API_PATHS.reports.generate(projectId), { payload: {} });
      const copy = await call('POST', API_PATHS.projects.clone, { payload: { ID: projectId } });
      if (copy.statusCode === 200)
        await call(
          'DELETE',
          API_PATHS.projects.delete(copy.json<{ project: { _id: string } }>().project._id),
        );
      await call('POST', API_PATHS.imports.convert('geotech'), {
        ...multipart({ projectId }, [
          { field: 'geoTechFile', fileName: 'BH-2.xlsx', contentType: XLSX, bytes },
        ]),
      });
      // Last, as they change the payload: an import over it, then the delete of what it kept.
      const confirmed = await call('POST', API_PATHS.imports.confirm, {
        ...multipart({ projectId, kind: 'geotech' }, [
          { field: 'geoTechFile', fileName: 'BH-2.xlsx', contentType: XLSX, bytes },
        ]),
      });
      if (confirmed.statusCode === 200)
        await call('POST', API_PATHS.imports.deleteFile, {
          payload: { projectId, fileId: confirmed.json<{ file: { _id: string } }>().file._id },
        });
      await call('POST', API_PATHS.runs.start, { payload: { projectId, lane: 'fast' } });
    }
    expect(sample).toBe(samples.length);
    // Each payload was saved (the calls above read it), not refused at the door.
    expect(savedCount).toBe(samples.length);
    expect(failures).toEqual([]);
  }, 600_000);
});
