// super-review-update's attachments (spec §3 "Super-review update": geoTechFile, toplFile,
// attachments, stampedReport): stored with the project under their own kinds, listed with the
// step in the review history and with the project's files, downloadable under the file rules
// (the stamped report only by a Super Reviewer, the owner or an Admin).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, ProjectFileListResponse, ReviewHistoryResponse } from '@pilewise/contracts';
import { projectFiles, projects } from '../db/schema';
import { createProject, createUser, shareProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { multipart, ok, PDF_BYTES, type FilePart } from './reviews.test-support';

const CSV_BYTES = Buffer.from('pier,P,V\nSAP,12.4,3.1\n');

describe.each(BACKENDS)('super-review attachments on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let superReviewer: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(t, { companyName: 'Stamp Files Co' });
    owner = await createUser(t, admin.companyId, 'User');
    superReviewer = await createUser(t, admin.companyId, 'SuperReviewer');
    colleague = await createUser(t, admin.companyId, 'User');
  });
  afterAll(() => t?.close());

  /** A project already taken for stamping (the steps before are reviews.test.ts's). */
  const inStamping = async (name: string) => {
    const p = await createProject(t, owner, { name });
    await t.database.db.update(projects).set({ status: 'Sent For Stamping' }).where(eq(projects.id, p._id));
    return p;
  };
  const superUpdate = (fields: Record<string, string>, files: FilePart[]) =>
    t.call({
      method: 'POST',
      url: '/api/projects/super-review-update',
      token: superReviewer.token,
      ...multipart(fields, files),
    });

  it('approve stamping with the stamped report, the geotechnical report and the TOPL file: each stored, listed, downloadable', async () => {
    const p = await inStamping('Stamp With Files');
    const step = ok(
      await superUpdate({ projectId: p._id, action: 'approveStamping', comment: 'Sealed' }, [
        { field: 'stampedReport', fileName: 'stamped.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
        {
          field: 'geoTechFile',
          fileName: 'Geotech R1.pdf',
          contentType: 'application/pdf',
          bytes: PDF_BYTES,
        },
        { field: 'toplFile', fileName: 'topl.csv', contentType: 'text/csv', bytes: CSV_BYTES },
      ]),
    );
    expect(step.status).toBe('Stamping Approved');
    expect(step.review.files.map((f) => [f.kind, f.fileName]).sort()).toEqual([
      ['geoTechFile', 'Geotech R1.pdf'],
      ['stampedReport', 'stamped.pdf'],
      ['toplFile', 'topl.csv'],
    ]);

    const history = await t.call({
      method: 'GET',
      url: `/api/projects/review-history/${p._id}`,
      token: owner.token,
    });
    const last = history.json<ReviewHistoryResponse>().reviews.at(-1)!;
    expect(last.files.map((f) => f.kind).sort()).toEqual(['geoTechFile', 'stampedReport', 'toplFile']);

    const listed = (
      await t.call({ method: 'GET', url: `/api/projects/files/${p._id}`, token: owner.token })
    ).json<ProjectFileListResponse>().files;
    const byKind = Object.fromEntries(listed.map((f) => [f.kind, f]));
    expect(byKind.geoTechFile).toMatchObject({
      label: 'Geotechnical report',
      contentType: 'application/pdf',
    });
    expect(byKind.toplFile).toMatchObject({
      label: 'TOPL file (top-of-pile loads)',
      contentType: 'text/csv',
    });

    const dl = async (who: TestUser, id: string) =>
      t.call({ method: 'GET', url: `/api/files/download/${id}`, token: who.token });
    expect((await dl(owner, byKind.toplFile!._id)).rawPayload.equals(CSV_BYTES)).toBe(true);
    expect((await dl(superReviewer, byKind.geoTechFile!._id)).rawPayload.equals(PDF_BYTES)).toBe(true);
    // Shared with the company: a colleague reads the geotechnical report, not the stamped one.
    await shareProject(t, owner, p._id);
    expect((await dl(colleague, byKind.geoTechFile!._id)).statusCode).toBe(200);
    expect((await dl(colleague, byKind.stampedReport!._id)).statusCode).toBe(403);
  });

  it('a geotechnical report of a refused type, or two TOPL files, is a 400 naming the field; nothing is stored and the status stays', async () => {
    const p = await inStamping('Stamp Refused Files');
    const badType = await superUpdate({ projectId: p._id, action: 'approveStamping' }, [
      { field: 'stampedReport', fileName: 'stamped.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
      { field: 'geoTechFile', fileName: 'geo.exe', contentType: 'application/pdf', bytes: PDF_BYTES },
    ]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json<ErrorResponse>().field).toBe('geoTechFile');
    const two = await superUpdate({ projectId: p._id, action: 'sendBack', comment: 'Fix loads' }, [
      { field: 'toplFile', fileName: 'a.csv', contentType: 'text/csv', bytes: CSV_BYTES },
      { field: 'toplFile', fileName: 'b.csv', contentType: 'text/csv', bytes: CSV_BYTES },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json<ErrorResponse>().field).toBe('toplFile');
    expect(
      (await t.database.db.select().from(projectFiles).where(eq(projectFiles.projectId, p._id))).length,
    ).toBe(0);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(row!.status).toBe('Sent For Stamping');
  });

  it('send back carries a TOPL file too (the loads to revise)', async () => {
    const p = await inStamping('Stamp Send Back');
    const step = ok(
      await superUpdate({ projectId: p._id, action: 'sendBack', comment: 'Loads changed' }, [
        { field: 'toplFile', fileName: 'topl-rev.csv', contentType: 'text/csv', bytes: CSV_BYTES },
      ]),
    );
    expect(step.status).toBe('Requires Revision');
    expect(step.review.files).toMatchObject([{ kind: 'toplFile', fileName: 'topl-rev.csv' }]);
  });
});
