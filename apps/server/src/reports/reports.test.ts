// The PDF report through the API, on a real finished run of the small fixture: what is stored,
// what the PDF says (its text, extracted by poppler's pdftotext), who may generate, see,
// download and delete reports, and what stops them (no run, an ended trial).
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_USER } from '../documents/document-threads';
import {
  formatQuantity,
  type ActivityListResponse,
  type ErrorResponse,
  type GenerateReportResponse,
  type ProjectFileListResponse,
  type ReportContentResponse,
  type Run,
} from '@pilewise/contracts';
import { projectFiles, projects } from '../db/schema';
import { LocalDiskStorage } from '../files/storage';
import {
  createProject,
  createUser,
  setCompanyPlan,
  shareProject,
  signUpCompany,
  type TestUser,
} from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { getRun, projectWithInput, smallDesignInput, startedRun } from '../../test/runs';

const run = promisify(execFile);

/** The PDF's text as poppler reads it, whitespace collapsed (table cells wrap over lines). */
async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pilewise-report-'));
  const file = join(dir, 'report.pdf');
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', [file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe.each(BACKENDS)('PDF reports on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let storageRoot: string;
  let project: { _id: string; name: string };
  let finished: Run;

  beforeAll(async () => {
    storageRoot = await mkdtemp(join(tmpdir(), 'pilewise-report-files-'));
    t = await buildTestApp(backend, {}, { storage: new LocalDiskStorage(storageRoot) });
    admin = await signUpCompany(t, { companyName: 'Report Co' });
    project = await projectWithInput(t, admin, smallDesignInput(), 'Mesa Verde Solar');
    // Polled by hand: expect.poll works only inside a test.
    const queued = await startedRun(t, admin, project._id, 'fast');
    for (let waited = 0; ; waited += 100) {
      finished = await getRun(t, admin, queued._id);
      if (finished.status === 'succeeded' || waited > 40_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (finished.status !== 'succeeded')
      throw new Error(`the run ended ${finished.status}: ${finished.message}`);
  }, 60_000);
  afterAll(() => t?.close());

  const generate = (user: TestUser, projectId: string) =>
    t.call({ method: 'POST', url: `/api/report/generate/${projectId}`, token: user.token });
  const generateJson = (user: TestUser, projectId: string) =>
    t.call({ method: 'POST', url: `/api/report/generateJson/${projectId}`, token: user.token });
  const list = (user: TestUser, projectId: string) =>
    t.call({ method: 'GET', url: `/api/projects/files/${projectId}`, token: user.token });
  const download = (user: TestUser, fileId: string) =>
    t.call({ method: 'GET', url: `/api/files/download/${fileId}`, token: user.token });
  const deleteReports = (user: TestUser, projectId: string) =>
    t.call({ method: 'GET', url: `/api/report/delete-report/${projectId}`, token: user.token });
  const storedRow = async (fileId: string) => {
    const [row] = await t.database.db.select().from(projectFiles).where(eq(projectFiles.id, fileId));
    return row;
  };

  it('generates the PDF of the latest run, stores it with the project and logs it', async () => {
    const drawn = t.app.documentThreads.completed;
    const res = await generate(admin, project._id);
    expect(res.statusCode, res.body).toBe(200);
    // drawn on the documents thread, not the event loop (documents/document-threads.ts)
    expect(t.app.documentThreads.completed).toBe(drawn + 1);
    const { file } = res.json<GenerateReportResponse>();
    expect(file).toMatchObject({
      projectId: project._id,
      kind: 'generatedReport',
      runId: finished._id,
      revisionNumber: 0,
      fileName: 'Mesa Verde Solar report rev 0.pdf',
      label: 'Pile Foundation Design Report, revision 0',
      contentType: 'application/pdf',
      uploadedBy: admin.id,
      uploadedByName: 'Ada Admin',
    });
    const row = await storedRow(file._id);
    const bytes = await t.app.storage.get(row!.storageKey);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.sizeBytes).toBe(bytes.length);

    const logs = await t.call({ method: 'GET', url: '/api/projects/get-activity-logs', token: admin.token });
    expect(logs.json<ActivityListResponse>().logs.map((l) => l.action)).toContain('report.generate');
  });

  it("the PDF's text names the project, each pier's section and embedment, and the checks' clauses", async () => {
    const { file } = (await generate(admin, project._id)).json<GenerateReportResponse>();
    // The second report of revision 0: numbered, as a browser names a second download.
    expect(file.fileName).toBe('Mesa Verde Solar report rev 0 (2).pdf');
    const text = await pdfText(await t.app.storage.get((await storedRow(file._id))!.storageKey));
    expect(text).toContain('Mesa Verde Solar');
    expect(text).toContain('Pile Foundation Design Report');
    expect(text).toContain('preliminary, informative use only');
    const piers = finished.result!.piers;
    expect(piers.length).toBe(2);
    for (const pier of piers) {
      expect(text).toContain(`Pier design: ${pier.pierTypeId}`);
      expect(text).toContain(pier.section.name);
      // Imperial, the project's default: the embedment in ft at one decimal.
      expect(text).toContain(`Embedment ${formatQuantity('length', pier.embedment_m, 'imperial')} ft`);
      for (const check of pier.checks) {
        // The clause's first words (a long one wraps inside its cell).
        expect(text).toContain(check.reference.split(/\s+/).slice(0, 2).join(' '));
      }
    }
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain('Soil reaction (kip/ft)'); // the charts' axis titles, drawn as text
    // What a checker recomputes from: the loads, the factors, the seismic values; contents; the footer.
    expect(text).toContain('Contents');
    expect(text).toContain('Pile head loads and load combinations');
    expect(text).toContain('SAP: load cases at the load height');
    // The fixture's SAP W0 case as entered: P = −11 500 N, Vx = 6 800 N.
    expect(text).toContain(
      `W0 ${formatQuantity('force', -11500, 'imperial')} ${formatQuantity('force', 6800, 'imperial')}`,
    );
    expect(text).toContain('1 D + 0.6 W0');
    expect(text).toContain('Risk category II');
    expect(text).toContain('Cs governed by Eq. 12.8-2');
    const pages = Number(/Page 1 of (\d+)/.exec(text)![1]);
    const footer = `Revision 0 · Fast Lane run ${finished._id}`;
    expect(text.split(footer).length - 1).toBe(pages);
  });

  it('leaves the load tables out when asked (loadTables: false), says so on the cover and in the label; refuses a bad option', async () => {
    const short = await t.call({
      method: 'POST',
      url: `/api/report/generateJson/${project._id}`,
      token: admin.token,
      payload: { loadTables: false },
    });
    expect(short.statusCode, short.body).toBe(200);
    const { report } = short.json<ReportContentResponse>();
    expect(report.sections.map((s) => s.title).filter((x) => x.startsWith('Appendix'))).toEqual([]);
    expect(report.titlePage.facts.find((f) => f.label === 'Load tables')?.value).toMatch(/^Not included/);
    // the whole report, asked for or by default, keeps them and says nothing of it
    const whole = await t.call({
      method: 'POST',
      url: `/api/report/generateJson/${project._id}`,
      token: admin.token,
      payload: { loadTables: true },
    });
    const full = whole.json<ReportContentResponse>().report;
    expect(full.sections.filter((s) => s.title.startsWith('Appendix'))).toHaveLength(2);
    expect(full.titlePage.facts.some((f) => f.label === 'Load tables')).toBe(false);

    const pdf = await t.call({
      method: 'POST',
      url: `/api/report/generate/${project._id}`,
      token: admin.token,
      payload: { loadTables: false },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json<GenerateReportResponse>().file).toMatchObject({
      label: 'Pile Foundation Design Report, revision 0, without the load tables',
      fileName: 'Mesa Verde Solar report rev 0 without load tables.pdf',
    });

    for (const payload of [{ loadTables: 'no' }, { loadTables: false, colour: 'red' }]) {
      const bad = await t.call({
        method: 'POST',
        url: `/api/report/generate/${project._id}`,
        token: admin.token,
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toMatch(/loadTables|colour/);
    }
  });

  it('answers the same content as JSON', async () => {
    const res = await generateJson(admin, project._id);
    expect(res.statusCode, res.body).toBe(200);
    const { report } = res.json<ReportContentResponse>();
    expect(report).toMatchObject({
      projectName: 'Mesa Verde Solar',
      runId: finished._id,
      unitSystem: 'imperial',
    });
    // The answer first, then the input it rests on, then each pier's working.
    expect(finished.result!.warnings.length).toBeGreaterThan(0);
    expect(report.sections.map((s) => s.title)).toEqual([
      'Design summary',
      'Warnings of the run',
      'Design issues and acknowledgements', // its defaults are flagged "engineer to confirm"
      'Design constants', // with their sources and the fields that change them
      'Design input',
      'Seismic working',
      ...finished.result!.piers.map((p) => `Pier design: ${p.pierTypeId} at pile height 4.5 ft`),
      // the load tables after the piers, whose pages name each combination with its factors
      'Appendix A: Pile head loads as entered',
      'Appendix B: Pile head loads and load combinations',
    ]);
    // Every warning of the run listed once: an "engineer to confirm" one as a design issue.
    const notes = (title: string) =>
      report.sections
        .find((s) => s.title === title)!
        .blocks.flatMap((b) => (b.kind === 'notes' ? b.items : []));
    const listed = [...notes('Warnings of the run'), ...notes('Design issues and acknowledgements')];
    for (const w of finished.result!.warnings)
      expect(
        listed.filter((x) => x === w),
        w,
      ).toHaveLength(1);
    expect(finished.result!.warnings.some((w) => w.includes('engineer to confirm'))).toBe(true);
    // The same loads as the PDF's: the SAP W0 case as entered.
    const loads = report.sections.find(
      (s) => s.title === 'Appendix B: Pile head loads and load combinations',
    )!;
    const cases = loads.blocks.find((b) => b.kind === 'table' && b.title?.startsWith('SAP: load cases'));
    expect(cases?.kind === 'table' && cases.rows.find((r) => r.cells[0] === 'W0')!.cells.slice(1, 3)).toEqual(
      [formatQuantity('force', -11500, 'imperial'), formatQuantity('force', 6800, 'imperial')],
    );
  });

  it("lists what an imported workbook's import decided for the engineer to confirm, from the project's kept files", async () => {
    const [row] = await t.database.db
      .select({ design: projects.design })
      .from(projects)
      .where(eq(projects.id, project._id));
    const design = row!.design as Record<string, unknown>;
    const note =
      'unit weights: the table gives effective unit weights (sheet B-1, column D); …: engineer to confirm';
    // as a confirmed import leaves the payload (imports.service.ts withFile)
    const withImport = {
      ...design,
      Pile_files: [
        {
          _id: '5d0c7d1e-4b7a-4c1e-9c2a-1f7c2b9d8e01',
          fileName: 'B-1.xlsx',
          kind: 'geotech',
          notes: [note],
          // made total with the water table at 4 ft; the run's input has it at 4 m
          effectiveWeightsWaterTable_m: 1.2192,
        },
      ],
    };
    await t.database.db.update(projects).set({ design: withImport }).where(eq(projects.id, project._id));
    try {
      const res = await generateJson(admin, project._id);
      expect(res.statusCode, res.body).toBe(200);
      const section = res
        .json<ReportContentResponse>()
        .report.sections.find((s) => s.title === 'Imported workbooks: what the import decided');
      expect(section?.blocks).toEqual([
        {
          kind: 'notes',
          title: 'B-1.xlsx',
          items: [
            note,
            expect.stringMatching(/water table at 4\.00 ft; it is now 13\.12 ft\. Layers between/),
          ],
          tone: 'warning',
        },
      ]);
    } finally {
      await t.database.db.update(projects).set({ design }).where(eq(projects.id, project._id));
    }
  });

  it('lists the project files and downloads one as an attachment under its name', async () => {
    const { file } = (await generate(admin, project._id)).json<GenerateReportResponse>();
    const listed = (await list(admin, project._id)).json<ProjectFileListResponse>().files;
    expect(listed[0]).toEqual(file); // newest first
    const res = await download(admin, file._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A later report of revision 0: '… rev 0 (N).pdf', N ≥ 2 (the first is 'Mesa Verde Solar report rev 0.pdf').
    const n = /^Mesa Verde Solar report rev 0 \((\d+)\)\.pdf$/.exec(file.fileName)?.[1];
    expect(Number(n)).toBeGreaterThanOrEqual(2);
    expect(new Set(listed.map((f) => f.fileName)).size).toBe(listed.length);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mesa Verde Solar report rev 0 (${n}).pdf"; filename*=UTF-8''Mesa%20Verde%20Solar%20report%20rev%200%20%28${n}%29.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(file.sizeBytes);
  });

  it("another company's project and file are a 404; so are they for a user who may not view the project", async () => {
    const { file } = (await generate(admin, project._id)).json<GenerateReportResponse>();
    const other = await signUpCompany(t, { companyName: 'Other Co' });
    const colleague = await createUser(t, admin.companyId, 'User'); // the project is private
    for (const user of [other, colleague]) {
      expect((await generate(user, project._id)).statusCode).toBe(404);
      expect((await generateJson(user, project._id)).statusCode).toBe(404);
      expect((await list(user, project._id)).statusCode).toBe(404);
      expect((await download(user, file._id)).statusCode).toBe(404);
      expect((await deleteReports(user, project._id)).statusCode).toBe(404);
    }
  });

  it(`one user's reports beyond ${DOCUMENTS_PER_USER} at once: 429 saying so, while another user's is made`, async () => {
    const before = (await list(admin, project._id)).json<ProjectFileListResponse>().files.length;
    const answers = await Promise.all(
      Array.from({ length: DOCUMENTS_PER_USER + 1 }, () => generate(admin, project._id)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(DOCUMENTS_PER_USER).fill(200), 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/wait for one to finish/),
    });
    // nothing stored for the refused one
    const after = (await list(admin, project._id)).json<ProjectFileListResponse>().files.length;
    expect(after).toBe(before + DOCUMENTS_PER_USER);
    // and the limit is the user's: an Admin colleague asks while the first user has their full share
    const colleague = await createUser(t, admin.companyId, 'Admin');
    const busy = Array.from({ length: DOCUMENTS_PER_USER }, () => generate(admin, project._id));
    const theirs = await generate(colleague, project._id);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((await Promise.all(busy)).map((r) => r.statusCode)).toEqual(
      Array<number>(DOCUMENTS_PER_USER).fill(200),
    );
  }, 120_000);

  it('a project without a finished run: 400 naming run', async () => {
    const empty = await createProject(t, admin, { name: 'No run yet' });
    const res = await generate(admin, empty._id);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>()).toMatchObject({ field: 'run', code: 'VALIDATION' });
    expect(res.json<ErrorResponse>().message).toMatch(/^run: .*finished design run/);
  });

  it('a plan past its end cannot generate: 402 saying so (the one subscription rule)', async () => {
    const other = await signUpCompany(t);
    const theirs = await createProject(t, other, { name: 'Ended' });
    await setCompanyPlan(t, other.companyId, { plan: 'Pro', planEndsAt: new Date('2024-01-31T12:00:00Z') });
    const res = await generate(other, theirs._id);
    expect(res.statusCode).toBe(402);
    expect(res.json<ErrorResponse>()).toMatchObject({
      code: 'SUBSCRIPTION_EXPIRED',
      subscriptionExpired: true,
    });
    expect(res.json<ErrorResponse>().message).toMatch(
      /^Your Pro plan ended on 2024-01-31\. .*\/manage-subscription/,
    );
    // A company on a running plan may.
    await shareProject(t, admin, project._id);
    const reviewer = await createUser(t, admin.companyId, 'Reviewer');
    expect((await generate(reviewer, project._id)).statusCode).toBe(200);
  });

  it("deletes the project's generated reports, rows and bytes: its owner or an Admin only", async () => {
    await shareProject(t, admin, project._id);
    const colleague = await createUser(t, admin.companyId, 'User');
    const { file } = (await generate(colleague, project._id)).json<GenerateReportResponse>();
    const key = (await storedRow(file._id))!.storageKey;

    const refused = await deleteReports(colleague, project._id);
    expect(refused.statusCode).toBe(403);
    expect((await list(admin, project._id)).json<ProjectFileListResponse>().files.length).toBeGreaterThan(1);

    const res = await deleteReports(admin, project._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ deleted: number }>().deleted).toBeGreaterThan(1);
    expect((await list(admin, project._id)).json<ProjectFileListResponse>().files).toEqual([]);
    await expect(t.app.storage.get(key)).rejects.toThrow(/ENOENT/);
    expect((await download(admin, file._id)).statusCode).toBe(404);
  });

  it('deleting the project removes its reports, rows and stored bytes, in one go', async () => {
    const doomed = await projectWithInput(t, admin, smallDesignInput(), 'Doomed Flats');
    const queued = await startedRun(t, admin, doomed._id, 'fast');
    for (let waited = 0; (await getRun(t, admin, queued._id)).status !== 'succeeded'; waited += 100) {
      if (waited > 40_000) throw new Error('the run did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { file } = (await generate(admin, doomed._id)).json<GenerateReportResponse>();
    const key = (await storedRow(file._id))!.storageKey;
    expect((await t.app.storage.get(key)).subarray(0, 5).toString()).toBe('%PDF-');

    const res = await t.call({
      method: 'DELETE',
      url: `/api/projects/delete-project/${doomed._id}`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(file._id)).toBeUndefined();
    await expect(t.app.storage.get(key)).rejects.toThrow(/ENOENT/);
  }, 60_000);
});
