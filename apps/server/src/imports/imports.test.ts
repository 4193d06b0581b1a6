// The import calls through HTTP, on the real database: a preview changes nothing; confirm applies
// the groups and keeps the file in one step; bad workbooks are a 400 naming file, sheet, row and
// column and leave the project as it was; files are listed, downloaded and deleted with the
// project's permissions; the inputs and results workbooks and CSV download.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import {
  API_PATHS,
  type ConfirmImportResponse,
  type ImportErrorsResponse,
  type ImportPreviewResponse,
  type ProjectFileListResponse,
  waterTableSinceImport,
} from '@pilewise/contracts';
import { parseDesignInput } from '@pilewise/engine';
import { projects, users } from '../db/schema';
import { createProject, createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { projectWithInput, smallDesignInput, startedRun, waitForStatus } from '../../test/runs';
import { multipart } from '../reviews/reviews.test-support';
import { workbookBytes } from './workbooks/input-workbook';
import { expandingWorkbook } from './excel/zip.test-support';

type Json = Record<string, unknown>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function geotechBytes(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Borehole 1');
  ws.addRows([
    ['Soil name', 'Soil type', 'Top (m)', 'Bottom (m)', 'Gamma (kN/m³)', 'Phi (deg)'],
    ['Sand', 1, 0, 8, 19, 33],
  ]);
  return workbookBytes(wb);
}

describe.each(BACKENDS)('sales-mode imports on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Import Co' });
    owner = await createUser(t, admin.companyId, 'Sales');
    colleague = await createUser(t, admin.companyId, 'User');
    stranger = await signUpCompany(t, { companyName: 'Other Co' });
  });
  afterAll(() => t?.close());

  const upload = (
    user: TestUser,
    url: string,
    fields: Record<string, string>,
    field: string,
    bytes: Buffer,
    fileName = 'site.xlsx',
  ) => {
    const form = multipart(fields, [{ field, fileName, contentType: XLSX, bytes }]);
    return t.call({ method: 'POST', url, token: user.token, ...form });
  };
  const previewGeotech = (user: TestUser, projectId: string, bytes: Buffer, fileName?: string) =>
    upload(user, API_PATHS.imports.convert('geotech'), { projectId }, 'geoTechFile', bytes, fileName);
  const confirmGeotech = (user: TestUser, projectId: string, bytes: Buffer, fileName?: string) =>
    upload(user, API_PATHS.imports.confirm, { projectId, kind: 'geotech' }, 'geoTechFile', bytes, fileName);
  /** The bytes of a workbook of one sheet of these rows. */
  const oneSheet = (rows: unknown[][], sheet = 'S') => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet(sheet).addRows(rows);
    return workbookBytes(wb);
  };
  const designOf = async (id: string) =>
    (await t.database.db.select({ design: projects.design }).from(projects).where(eq(projects.id, id)))[0]!
      .design as Json;

  it('previews without changing anything, then confirms: soil replaced, file kept and named in the payload', async () => {
    const p = await createProject(t, owner, {
      name: 'Sales site',
      design: { designInput: structuredClone(nextracker) },
    });
    const before = await designOf(p._id);
    const bytes = await geotechBytes();
    const read = t.app.documentThreads.completed;
    const res = await upload(
      owner,
      API_PATHS.imports.convert('geotech'),
      { projectId: p._id },
      'geoTechFile',
      bytes,
    );
    expect(res.statusCode).toBe(200);
    // read on the documents thread, not the event loop (imports/read-import-workbook.ts)
    expect(t.app.documentThreads.completed).toBe(read + 1);
    const { preview } = res.json<ImportPreviewResponse>();
    expect(preview.summary[0]).toMatch(/1 soil layer \(sheet Borehole 1, row 2\)/);
    expect(preview.groups.soil).toEqual({
      layers: [{ name: 'Sand', model: 'api-sand', top_m: 0, bottom_m: 8, gamma_N_per_m3: 19000, phiDeg: 33 }],
    });
    expect(preview.warnings).toEqual([]);
    expect(await designOf(p._id)).toEqual(before);
    const files = await t.call({
      method: 'POST',
      url: API_PATHS.imports.pileFiles,
      token: owner.token,
      payload: { projectId: p._id },
    });
    expect(files.json<ProjectFileListResponse>().files).toEqual([]);

    const confirm = await confirmGeotech(owner, p._id, bytes, 'BH-1 report.xlsx');
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json<ConfirmImportResponse>();
    const after = await designOf(p._id);
    expect((after.designInput as Json).soil).toEqual(preview.groups.soil);
    // Everything else of the input is as it was.
    expect({ ...(after.designInput as Json), soil: null }).toEqual({
      ...(before.designInput as Json),
      soil: null,
    });
    expect(after.geoTechFileName).toBe('BH-1 report.xlsx');
    expect(after.Pile_files).toEqual([{ _id: body.file._id, fileName: 'BH-1 report.xlsx', kind: 'geotech' }]);

    // Listed and downloadable by a colleague who may view it (shared), not by another company.
    await t.call({
      method: 'POST',
      url: API_PATHS.projects.updatePrivacy,
      token: owner.token,
      payload: { projectId: p._id, project_view: 'shared' },
    });
    const listed = await t.call({
      method: 'POST',
      url: API_PATHS.imports.pileFiles,
      token: colleague.token,
      payload: { projectId: p._id },
    });
    expect(listed.json<ProjectFileListResponse>().files.map((f) => f.fileName)).toEqual(['BH-1 report.xlsx']);
    const got = await t.call({
      method: 'GET',
      url: API_PATHS.files.download(body.file._id),
      token: colleague.token,
    });
    expect(got.statusCode).toBe(200);
    expect(Buffer.compare(got.rawPayload, bytes)).toBe(0);
    const ndt = await t.call({
      method: 'POST',
      url: API_PATHS.imports.ndtFiles,
      token: colleague.token,
      payload: { projectId: p._id },
    });
    expect(ndt.json<ProjectFileListResponse>().files).toEqual([]);
    const foreign = await t.call({
      method: 'POST',
      url: API_PATHS.imports.pileFiles,
      token: stranger.token,
      payload: { projectId: p._id },
    });
    expect(foreign.statusCode).toBe(404);

    // A viewer may not delete; the owner may, and the payload forgets it.
    const refused = await t.call({
      method: 'POST',
      url: API_PATHS.imports.deleteFile,
      token: colleague.token,
      payload: { projectId: p._id, fileId: body.file._id },
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.call({
      method: 'POST',
      url: API_PATHS.imports.deleteFile,
      token: owner.token,
      payload: { projectId: p._id, fileId: body.file._id },
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await designOf(p._id);
    expect(gone.Pile_files).toEqual([]);
    expect(gone.geoTechFileName).toBe('');
    expect(
      (await t.call({ method: 'GET', url: API_PATHS.files.download(body.file._id), token: owner.token }))
        .statusCode,
    ).toBe(404);
  });

  it('into a project with no input saved yet: the groups read over the input its forms start from', async () => {
    const p = await createProject(t, owner, { name: 'Fresh site', unitSystem: 'imperial' });
    expect((await designOf(p._id)).designInput).toBeUndefined();
    const confirm = await confirmGeotech(owner, p._id, await geotechBytes());
    expect(confirm.statusCode).toBe(200);
    const input = (await designOf(p._id)).designInput as Json;
    expect(input.soil).toEqual({
      layers: [{ name: 'Sand', model: 'api-sand', top_m: 0, bottom_m: 8, gamma_N_per_m3: 19000, phiDeg: 33 }],
    });
    // the forms' starting settings, in the project's units: W6, 5 to 15 ft embedment, ASCE 7-16
    expect(input.project).toMatchObject({
      name: 'Fresh site',
      designCode: 'ASCE 7-16',
      unitSystem: 'imperial',
    });
    expect(input.settings).toMatchObject({
      sectionFamily: 'W6',
      minEmbed_m: 5 * 0.3048,
      maxEmbed_m: 15 * 0.3048,
    });
    // what is left to do is the loads, as on a new project's forms, not "settings is required"
    const checked = parseDesignInput(input);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(new Set(checked.errors.map((e) => e.path.split(/[.[]/)[0]))).toEqual(new Set(['tracker']));
  });

  it('the activity log keeps what an import decided for the engineer to confirm (effective unit weights made total)', async () => {
    const p = await createProject(t, owner, { name: 'LPILE table site', unitSystem: 'imperial' });
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('B-1').addRows([
      ['Depth (ft)', 'Soil type', 'Effective unit weight (pcf)', 'Phi (deg)'],
      ['0 - 4', 'API sand', 115, 30],
      ['4 - 20', 'API sand', 57.6, 34],
      [],
      ['Water table depth (ft)', 4],
    ]);
    const confirm = await confirmGeotech(owner, p._id, await workbookBytes(wb), 'B-1.xlsx');
    expect(confirm.statusCode).toBe(200);
    const design = await designOf(p._id);
    const layers = (design.designInput as { soil: { layers: Json[] } }).soil.layers;
    // the kept workbook's reference carries the same notes, for the Input tab's list of files
    expect((design.Pile_files as { fileName: string; notes?: string[] }[]).at(-1)).toMatchObject({
      fileName: 'B-1.xlsx',
      notes: [expect.stringMatching(/^unit weights: .* engineer to confirm$/)],
      // and the water table they were made total with: 4 ft
      effectiveWeightsWaterTable_m: expect.closeTo(4 * 0.3048, 12),
    });
    // the water table as imported: nothing moved
    expect(waterTableSinceImport(design)).toBeNull();
    // 57.6 pcf + γ_w (9810 N/m³) below the water table at 4 ft
    expect(layers[1]!.gamma_N_per_m3).toBeCloseTo(57.6 * 157.08746384624618 + 9810, 6);
    const log = await t.call({ method: 'GET', url: API_PATHS.projects.activityLogs, token: owner.token });
    const entry = (log.json() as { logs?: { message: string }[] }).logs?.find((l) =>
      l.message.startsWith(
        'Imported Geotechnical report (soil layers, vertical table) from B-1.xlsx into LPILE table site',
      ),
    );
    expect(entry?.message).toMatch(
      /: unit weights: the table gives effective unit weights .* engineer to confirm$/,
    );
  });

  it('the preview tells what the engine will refuse in the groups read (a sand layer without φ)', async () => {
    const p = await createProject(t, owner, {
      name: 'No phi',
      design: { designInput: structuredClone(nextracker) },
    });
    const res = await previewGeotech(
      owner,
      p._id,
      await oneSheet([
        ['Soil type', 'Bottom (m)', 'Gamma (kN/m³)'],
        [1, 8, 19],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportPreviewResponse>().preview.warnings).toEqual([
      expect.stringMatching(/^engine check: soil\.layers\[0\]\.phiDeg: /),
    ]);
  });

  it('the preview tells it into a new project too, whose loads are still to come (a clay without its Cu)', async () => {
    const p = await createProject(t, owner, { name: 'Soil first' });
    const res = await previewGeotech(
      owner,
      p._id,
      await oneSheet([
        ['Soil type', 'Bottom (m)', 'Gamma (kN/m³)', 'Phi (deg)'],
        ['Stiff clay without free water', 2, 18.5, null],
        ['API sand', 8, 19, 32],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportPreviewResponse>().preview.warnings).toEqual([
      'engine check: soil.layers[0].cu_Pa: required by model stiff-clay-no-free-water',
    ]);
  });

  it("a design mode or section type the user may not use is refused, as for a save (the user's designModes, sectionTypes)", async () => {
    const limited = await createUser(t, admin.companyId, 'Sales');
    await t.database.db
      .update(users)
      .set({ designModes: [2, 3], sectionTypes: ['W8'] })
      .where(eq(users.id, limited.id));
    const input = structuredClone(nextracker) as Json;
    input.tracker = (structuredClone(nevados) as Json).tracker;
    const p = await createProject(t, limited, { name: 'Limited', design: { designInput: input } });
    const nxt = await t.call({ method: 'GET', url: API_PATHS.imports.template('nxt'), token: limited.token });
    const refused = await upload(
      limited,
      API_PATHS.imports.convert('nxt'),
      { projectId: p._id },
      'nxtFile',
      nxt.rawPayload,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/Design mode Nextracker is not allowed/);
    const section = await upload(
      limited,
      API_PATHS.imports.convert('geotech'),
      { projectId: p._id, sectionType: 'W6' },
      'geoTechFile',
      await geotechBytes(),
    );
    expect(section.statusCode).toBe(403);
    expect(section.json<{ field: string }>().field).toBe('sectionType');
    const fine = await upload(
      limited,
      API_PATHS.imports.convert('geotech'),
      { projectId: p._id, sectionType: 'W8' },
      'geoTechFile',
      await geotechBytes(),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('a viewer who may not edit cannot preview or confirm', async () => {
    const p = await createProject(t, owner, { name: 'Shared site' });
    await t.call({
      method: 'POST',
      url: API_PATHS.projects.updatePrivacy,
      token: owner.token,
      payload: { projectId: p._id, project_view: 'shared' },
    });
    const res = await upload(
      colleague,
      API_PATHS.imports.convert('geotech'),
      { projectId: p._id },
      'geoTechFile',
      await geotechBytes(),
    );
    expect(res.statusCode).toBe(403);
    // refused before the workbook is read: the documents thread never sees it
    const read = t.app.documentThreads.completed;
    const confirm = await confirmGeotech(colleague, p._id, await geotechBytes());
    expect(confirm.statusCode).toBe(403);
    const foreign = await confirmGeotech(stranger, p._id, await geotechBytes());
    expect(foreign.statusCode).toBe(404);
    expect(t.app.documentThreads.completed).toBe(read);
    expect((await designOf(p._id)).Pile_files).toBeUndefined();
  });

  it('a confirm takes its preview’s read: the workbook is read once; other bytes, or another company’s same file, are read', async () => {
    const p = await createProject(t, owner, {
      name: 'Read once',
      design: { designInput: structuredClone(nextracker) },
    });
    const bytes = await geotechBytes();
    const read = t.app.documentThreads.completed;
    expect((await previewGeotech(owner, p._id, bytes)).statusCode).toBe(200);
    expect(t.app.documentThreads.completed).toBe(read + 1);
    const confirm = await confirmGeotech(owner, p._id, bytes);
    expect(confirm.statusCode).toBe(200);
    expect(t.app.documentThreads.completed).toBe(read + 1); // not read again
    const applied = ((await designOf(p._id)).designInput as Json).soil;
    expect(applied).toEqual(confirm.json<ConfirmImportResponse>().preview.groups.soil);
    expect(applied).toEqual({
      layers: [{ name: 'Sand', model: 'api-sand', top_m: 0, bottom_m: 8, gamma_N_per_m3: 19000, phiDeg: 33 }],
    });

    // Another workbook under the same name is read, and applied as it reads.
    const deeper = await oneSheet(
      [
        ['Soil name', 'Soil type', 'Top (m)', 'Bottom (m)', 'Gamma (kN/m³)', 'Phi (deg)'],
        ['Dense sand', 1, 0, 12, 20, 36],
      ],
      'Borehole 2',
    );
    const other = await confirmGeotech(owner, p._id, deeper);
    expect(other.statusCode).toBe(200);
    expect(t.app.documentThreads.completed).toBe(read + 2);
    expect(
      (((await designOf(p._id)).designInput as Json).soil as { layers: Json[] }).layers[0],
    ).toMatchObject({
      name: 'Dense sand',
      bottom_m: 12,
      phiDeg: 36,
    });

    // The same file in another company is read there: nobody's read answers anyone else's.
    const theirs = await createProject(t, stranger, { name: 'Their site' });
    expect((await previewGeotech(stranger, theirs._id, bytes)).statusCode).toBe(200);
    expect(t.app.documentThreads.completed).toBe(read + 3);
  });

  it('bad workbooks: a 400 naming file, sheet, row and column; the project and its files unchanged', async () => {
    const p = await createProject(t, owner, {
      name: 'Bad files',
      design: { designInput: structuredClone(nextracker) },
    });
    const before = await designOf(p._id);
    const notXlsx = await upload(
      owner,
      API_PATHS.imports.confirm,
      { projectId: p._id, kind: 'nxt' },
      'nxtFile',
      Buffer.from('Pier,P\nA,1\n'),
      'loads.csv',
    );
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json<ImportErrorsResponse>().issues).toEqual([
      {
        file: 'loads.csv',
        sheet: null,
        row: null,
        column: null,
        message: 'this is not an Excel workbook (.xlsx)',
      },
    ]);

    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Loads').addRows([
      ['Pier type', 'Position', 'Load height (ft)', 'Component', 'Unit', 'D'],
      ['A', 'exterior', 4, 'P', 'kip', 'heavy'],
    ]);
    const bad = await upload(
      owner,
      API_PATHS.imports.confirm,
      { projectId: p._id, kind: 'nxt' },
      'nxtFile',
      await workbookBytes(wb),
      'loads.xlsx',
    );
    expect(bad.statusCode).toBe(400);
    const body = bad.json<ImportErrorsResponse>();
    expect(body.message).toBe("loads.xlsx (sheet Loads, row 2, column F): 'D': 'heavy' is not a number");
    expect(body.issues).toHaveLength(1);
    expect(await designOf(p._id)).toEqual(before);
    const files = await t.call({
      method: 'POST',
      url: API_PATHS.imports.pileFiles,
      token: owner.token,
      payload: { projectId: p._id },
    });
    expect(files.json<ProjectFileListResponse>().files).toEqual([]);

    const tooBig = await upload(
      owner,
      API_PATHS.imports.convert('nxt'),
      { projectId: p._id },
      'nxtFile',
      Buffer.alloc(6 * 1024 * 1024, 1),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ message: string }>().message).toMatch(/at most 5 MB/);

    // 80 kB that inflate to 80 MB of sheet (declared as 100 bytes): refused before it is read
    const expanding = await upload(
      owner,
      API_PATHS.imports.confirm,
      { projectId: p._id, kind: 'nxt' },
      'nxtFile',
      expandingWorkbook(80 * 1024 * 1024, 100),
      'loads.xlsx',
    );
    expect(expanding.statusCode).toBe(400);
    expect(expanding.json<ImportErrorsResponse>().issues[0]!.message).toMatch(
      /^the workbook expands to more than 50 MB of sheets/,
    );
    expect(await designOf(p._id)).toEqual(before);
  });

  it("any other company's template is 'Company not supported'", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/projects/convert-sunpower-template',
      token: owner.token,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Company not supported');
  });

  it('a payload whose lists of kept workbooks are not lists (any JSON a client saved) still imports and deletes', async () => {
    const p = await createProject(t, owner, {
      name: 'Odd payload',
      design: { Pile_files: { not: 'a list' }, ndt_files: [null, 'x'] },
    });
    const confirm = await upload(
      owner,
      API_PATHS.imports.confirm,
      { projectId: p._id, kind: 'geotech' },
      'geoTechFile',
      await oneSheet([
        ['Soil type', 'Bottom (m)', 'Gamma (kN/m³)', 'Phi (deg)'],
        ['API sand', 8, 19, 32],
      ]),
      'B-1.xlsx',
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const design = await designOf(p._id);
    const refs = design.Pile_files as { _id: string; fileName: string }[];
    expect(refs.map((r) => r.fileName)).toEqual(['B-1.xlsx']);
    const deleted = await t.call({
      method: 'POST',
      url: API_PATHS.imports.deleteFile,
      token: owner.token,
      payload: { projectId: p._id, fileId: refs[0]!._id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await designOf(p._id)).Pile_files).toEqual([]);
  });

  it('a load file sent as the geotechnical report is refused saying which file kind it reads as', async () => {
    const template = await t.call({
      method: 'GET',
      url: API_PATHS.imports.template('nxt'),
      token: owner.token,
    });
    const p = await createProject(t, owner, { name: 'Wrong kind' });
    const res = await previewGeotech(owner, p._id, template.rawPayload, 'NXT loads.xlsx');
    expect(res.statusCode).toBe(400);
    // the kind as a field too, for the dialog's "Preview as" button
    expect(res.json<ImportErrorsResponse>().readsAs).toBe('nxt');
    const issues = res.json<ImportErrorsResponse>().issues;
    expect(issues[0]).toEqual({
      file: 'NXT loads.xlsx',
      sheet: null,
      row: null,
      column: null,
      message:
        'the workbook reads as Nextracker pile head loads (NXT), not Geotechnical report (soil layers, vertical table): choose that file kind and preview again',
    });
    // what the geotechnical reading found missing follows
    expect(issues.slice(1).map((i) => i.message)).toContain(
      "no sheet has a soil layer table (a header row with 'Soil type')",
    );
    // a workbook of no kind gets no such line
    const none = await previewGeotech(owner, p._id, await oneSheet([['Nothing here']], 'Notes'));
    expect(none.json<ImportErrorsResponse>()).not.toHaveProperty('readsAs');
    expect(none.json<ImportErrorsResponse>().issues.map((i) => i.message)).not.toContainEqual(
      expect.stringMatching(/^the workbook reads as /),
    );
  });

  it('templates, the inputs workbook and a run’s results download; the inputs workbook reads back through confirm', async () => {
    const template = await t.call({
      method: 'GET',
      url: API_PATHS.imports.template('nxt', 'metric'),
      token: owner.token,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe(XLSX);
    const twb = new ExcelJS.Workbook();
    await twb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(twb.worksheets.map((w) => w.name)).toEqual([
      'Pile head loads',
      'Seismic pier loads',
      'Load settings',
    ]);

    const p = await createProject(t, owner, {
      name: 'Round trip',
      design: { designInput: structuredClone(nextracker) },
    });
    const exported = await t.call({
      method: 'GET',
      url: API_PATHS.imports.exportInput(p._id),
      token: owner.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('Round trip inputs.xlsx');
    // Changing the input, then importing the exported workbook, brings it back.
    const original = await designOf(p._id);
    const changed = structuredClone(original);
    delete (changed.designInput as Json).soil;
    await t.database.db.update(projects).set({ design: changed }).where(eq(projects.id, p._id));
    for (const [kind, field] of [
      ['geotech', 'geoTechFile'],
      ['nxt', 'nxtFile'],
    ] as const) {
      const res = await upload(
        owner,
        API_PATHS.imports.confirm,
        { projectId: p._id, kind },
        field,
        exported.rawPayload,
        'inputs.xlsx',
      );
      expect(res.statusCode).toBe(200);
    }
    expect((await designOf(p._id)).designInput).toEqual(original.designInput);

    const none = await t.call({
      method: 'GET',
      url: API_PATHS.imports.exportInput(p._id),
      token: stranger.token,
    });
    expect(none.statusCode).toBe(404);
  });

  it('a finished run’s results: a workbook of summary, checks, profiles and design constants, and each as CSV', async () => {
    const p = await projectWithInput(t, owner, smallDesignInput(), 'Results site');
    const run = await startedRun(t, owner, p._id);
    const done = await waitForStatus(t, owner, run._id, 'succeeded');
    const piers = done.result!.piers;
    const made = t.app.documentThreads.completed;
    const res = await t.call({
      method: 'GET',
      url: API_PATHS.imports.exportResults(run._id),
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    // made on the documents thread, not the event loop (documents/document-threads.ts)
    expect(t.app.documentThreads.completed).toBe(made + 1);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Checks', 'Profiles', 'Design constants']);
    // the run's design constants, E and K of the steel first, with the field that changes each
    const constants = wb.getWorksheet('Design constants')!;
    expect(constants.rowCount).toBe(1 + (done.result!.constants ?? []).length);
    expect([2, 3, 4].map((row) => constants.getCell(row, 5).value)).toEqual([
      'Settings › Steel E',
      'Settings › K, strong axis',
      'Settings › K, weak axis',
    ]);
    expect(constants.getCell(3, 2).value).toBe('2.10');
    const summary = wb.getWorksheet('Summary')!;
    expect(summary.rowCount).toBe(1 + piers.length);
    expect(summary.getCell(2, 1).value).toBe(piers[0]!.pierTypeId);
    expect(summary.getCell(1, 5).value).toBe('Lift (ft)');
    // The lift: how far above the pile top the loads act, load height − pile height, in ft.
    expect(summary.getCell(2, 5).value as number).toBeCloseTo(
      (piers[0]!.loadHeight_m - piers[0]!.pileHeight_m) / 0.3048,
      9,
    );
    expect(summary.getCell(2, 7).value).toBe(piers[0]!.section.name);
    // Embedment in ft (the project is imperial): metres / 0.3048.
    expect(summary.getCell(2, 8).value as number).toBeCloseTo(piers[0]!.embedment_m / 0.3048, 9);
    // The cell keeps every digit and shows what the app shows: ft to 0.1, lb whole, ratios to 0.001.
    expect([8, 10, 13].map((col) => summary.getCell(2, col).numFmt)).toEqual(['0.0', '0', '0.000']);
    expect(wb.getWorksheet('Profiles')!.getCell(2, 6).numFmt).toBe('0.000'); // deflection, in
    expect(wb.getWorksheet('Checks')!.rowCount).toBe(1 + piers.reduce((n, x) => n + x.checks.length, 0));

    const csv = await t.call({
      method: 'GET',
      url: API_PATHS.imports.exportResultsCsv(run._id, 'checks'),
      token: owner.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Pier type,Pile height (ft),Check id,Check,Combination,Demand,Capacity,Unit,Ratio,Ratio limit,Passes,Reference',
    );
    expect(lines).toHaveLength(1 + piers.reduce((n, x) => n + x.checks.length, 0));
    const badTable = await t.call({
      method: 'GET',
      url: `/api/projects/export-results/${run._id}/nonsense.csv`,
      token: owner.token,
    });
    expect(badTable.statusCode).toBe(400);
  });
});
