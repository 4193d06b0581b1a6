// add-reports (spec §3 "Report upload", §7): numbered file/label pairs stored with the project,
// listed and downloaded like its other files; pairs missing a half, wrong types, too large files,
// other roles and other companies refused, with nothing stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_REPORTS_LIMITS,
  type ActivityListResponse,
  type ErrorResponse,
  type ProjectFileListResponse,
} from '@pilewise/contracts';
import { projectFiles } from '../db/schema';
import {
  createProject,
  createUser,
  setCompanyPlan,
  shareProject,
  signUpCompany,
  type TestUser,
} from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { multipart, PDF_BYTES, type FilePart } from '../reviews/reviews.test-support';

const XLSX_BYTES = Buffer.from('PK\u0003\u0004 not really a workbook, stored as given', 'latin1');

describe.each(BACKENDS)('report upload (add-reports) on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(t, { companyName: 'Uploads Co' });
    owner = await createUser(t, admin.companyId, 'User');
    colleague = await createUser(t, admin.companyId, 'Reviewer');
    const other = await signUpCompany(t, { companyName: 'Other Uploads Co' });
    outsider = other;
  });
  afterAll(() => t?.close());

  const upload = (by: TestUser, fields: Record<string, string>, files: FilePart[]) =>
    t.call({
      method: 'POST',
      url: '/api/projects/add-reports',
      token: by.token,
      ...multipart(fields, files),
    });
  const pdf = (field: string, fileName = 'geotech.pdf'): FilePart => ({
    field,
    fileName,
    contentType: 'application/pdf',
    bytes: PDF_BYTES,
  });
  const storedCount = async (projectId: string) =>
    (await t.database.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId))).length;

  it('stores each pair under its label, lists them, downloads them byte for byte, and logs the upload', async () => {
    const p = await createProject(t, owner, { name: 'Upload Site' });
    const res = await upload(
      owner,
      { projectId: p._id, label1: 'Geotechnical report', label2: '  Loads (rev B) ' },
      [
        pdf('file1'),
        {
          field: 'file2',
          fileName: 'loads.xlsx',
          contentType: 'application/octet-stream',
          bytes: XLSX_BYTES,
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
    const { files } = res.json<ProjectFileListResponse>();
    expect(files.map((f) => [f.kind, f.label, f.fileName, f.contentType, f.sizeBytes])).toEqual([
      ['uploadedReport', 'Geotechnical report', 'geotech.pdf', 'application/pdf', PDF_BYTES.length],
      [
        'uploadedReport',
        'Loads (rev B)',
        'loads.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        XLSX_BYTES.length,
      ],
    ]);

    const list = await t.call({ method: 'GET', url: `/api/projects/files/${p._id}`, token: owner.token });
    expect(
      list
        .json<ProjectFileListResponse>()
        .files.map((f) => f.label)
        .sort(),
    ).toEqual(['Geotechnical report', 'Loads (rev B)']);
    const dl = await t.call({
      method: 'GET',
      url: `/api/files/download/${files[0]!._id}`,
      token: owner.token,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF_BYTES)).toBe(true);

    // Shared: a colleague reads and downloads them (the project's own read rule), but cannot upload.
    await shareProject(t, owner, p._id);
    const seen = await t.call({
      method: 'GET',
      url: `/api/files/download/${files[1]!._id}`,
      token: colleague.token,
    });
    expect(seen.rawPayload.equals(XLSX_BYTES)).toBe(true);
    expect((await upload(colleague, { projectId: p._id, label1: 'Mine' }, [pdf('file1')])).statusCode).toBe(
      403,
    );

    const log = await t.call({
      method: 'GET',
      url: '/api/projects/get-activity-logs?pageSize=100',
      token: owner.token,
    });
    expect(
      log
        .json<ActivityListResponse>()
        .logs.some((e) => e.action === 'report.upload' && e.message.includes('Loads (rev B)')),
    ).toBe(true);
  });

  it('an Admin uploads to anyone’s project; another company is a 404 and stores nothing', async () => {
    const p = await createProject(t, owner, { name: 'Admin Upload' });
    expect((await upload(admin, { projectId: p._id, label3: 'Survey' }, [pdf('file3')])).statusCode).toBe(
      200,
    );
    const away = await upload(outsider, { projectId: p._id, label1: 'Sneaky' }, [pdf('file1')]);
    expect(away.statusCode).toBe(404);
    expect(await storedCount(p._id)).toBe(1);
  });

  it('refuses a file without its label, a label without its file, a wrong type, a renamed non-PDF, no pairs: 400 naming the field, nothing stored', async () => {
    const p = await createProject(t, owner, { name: 'Refused Uploads' });
    const cases: [Record<string, string>, FilePart[], string, RegExp][] = [
      [{ label1: 'Good' }, [pdf('file1'), pdf('file2')], 'label2', /label/],
      [{ label1: 'Good', label2: 'No file' }, [pdf('file1')], 'file2', /missing/],
      [
        { label1: 'Script' },
        [{ field: 'file1', fileName: 'x.exe', contentType: 'application/pdf', bytes: PDF_BYTES }],
        'file1',
        /allowed types/,
      ],
      [
        { label1: 'Fake' },
        [
          {
            field: 'file1',
            fileName: 'fake.pdf',
            contentType: 'application/pdf',
            bytes: Buffer.from('hello'),
          },
        ],
        'file1',
        /not a PDF/,
      ],
      [{ label1: '   ' }, [], 'file1', /at least one/],
      [{ label1: 'x'.repeat(ADD_REPORTS_LIMITS.MAX_LABEL_CHARS + 1) }, [pdf('file1')], 'label1', /at most/],
      [{ label9: 'Stray' }, [pdf('file9')], 'file9', /no file is expected/],
    ];
    for (const [fields, files, field, says] of cases) {
      const res = await upload(owner, { projectId: p._id, ...fields }, files);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const err = res.json<ErrorResponse>();
      expect(err.field).toBe(field);
      expect(err.message).toMatch(says);
    }
    expect(await storedCount(p._id)).toBe(0);
    const bad = await upload(owner, { projectId: 'nope', label1: 'A' }, [pdf('file1')]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().field).toBe('projectId');
  });

  it('a file over the size limit is a 400 naming it', async () => {
    const p = await createProject(t, owner, { name: 'Big Upload' });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(ADD_REPORTS_LIMITS.MAX_BYTES)]);
    const res = await upload(owner, { projectId: p._id, label1: 'Huge' }, [
      { field: 'file1', fileName: 'huge.pdf', contentType: 'application/pdf', bytes: big },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>()).toMatchObject({ field: 'file1' });
    expect(res.json<ErrorResponse>().message).toMatch(/at most 20 MB/);
    expect(await storedCount(p._id)).toBe(0);
  });

  it('a plan past its end cannot upload: 402', async () => {
    const ended = await signUpCompany(t, { companyName: 'Ended Uploads Co' });
    const p = await createProject(t, ended, { name: 'Ended' });
    await setCompanyPlan(t, ended.companyId, { planEndsAt: new Date(Date.now() - 86_400_000) });
    const res = await upload(ended, { projectId: p._id, label1: 'Late' }, [pdf('file1')]);
    expect(res.statusCode).toBe(402);
    expect(await storedCount(p._id)).toBe(0);
  });
});
