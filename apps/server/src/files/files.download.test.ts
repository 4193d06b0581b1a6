// The generic download (GET /api/files/download/:fileId) answers each file kind as that kind's
// own endpoint does: a stamped report is closed to a Reviewer or a Sales user the project is
// shared with, here as at stamp-file-PDF (issue 11: it used to hand it to anyone who could view).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_FILE_KINDS, type ProjectFileKind, type Role } from '@pilewise/contracts';
import { createProject, createUser, shareProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { insertProjectFile } from '../reviews/reviews.repository';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

describe.each(BACKENDS)('file download by kind (%s)', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  const colleagues: Partial<Record<Role, TestUser>> = {};
  let projectId: string;
  const fileOf: Partial<Record<ProjectFileKind, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t);
    owner = await createUser(t, admin.companyId, 'User');
    for (const role of ['User', 'Reviewer', 'SuperReviewer', 'Sales'] as const) {
      colleagues[role] = await createUser(t, admin.companyId, role);
    }
    projectId = (await createProject(t, owner))._id;
    await shareProject(t, owner, projectId);
    for (const kind of PROJECT_FILE_KINDS) {
      const id = randomUUID();
      await insertProjectFile(t.database.db, {
        id,
        projectId,
        companyId: admin.companyId,
        uploadedBy: owner.id,
        kind,
        label: kind,
        fileName: `${kind}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        storageKey: await t.app.storage.put(projectId, PDF),
      });
      fileOf[kind] = id;
    }
  });
  afterAll(() => t?.close());

  const download = (who: TestUser, kind: ProjectFileKind) =>
    t.call({ method: 'GET', url: `/api/files/download/${fileOf[kind]}`, token: who.token });

  it('a stamped report: the Super Reviewer, the owner and the Admin only, as at stamp-file-PDF', async () => {
    const cases: [string, TestUser, number][] = [
      ['Admin', admin, 200],
      ['owner', owner, 200],
      ['Super Reviewer', colleagues.SuperReviewer!, 200],
      ['Reviewer (shared)', colleagues.Reviewer!, 403],
      ['Sales (shared)', colleagues.Sales!, 403],
      ['User (shared)', colleagues.User!, 403],
    ];
    for (const [who, user, status] of cases) {
      const generic = await download(user, 'stampedReport');
      const own = await t.call({
        method: 'GET',
        url: `/api/projects/stamp-file-PDF/${projectId}`,
        token: user.token,
      });
      expect([who, generic.statusCode], generic.body.slice(0, 200)).toEqual([who, status]);
      expect([who, own.statusCode]).toEqual([who, status]);
      if (status === 200) expect(generic.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('every other kind: whoever may view the project', async () => {
    for (const kind of PROJECT_FILE_KINDS.filter((k) => k !== 'stampedReport')) {
      for (const user of [admin, owner, ...Object.values(colleagues)]) {
        expect([kind, user.role, (await download(user, kind)).statusCode]).toEqual([kind, user.role, 200]);
      }
    }
  });

  it('another company: 404, whatever the kind', async () => {
    const outsider = await signUpCompany(t);
    for (const kind of PROJECT_FILE_KINDS) expect((await download(outsider, kind)).statusCode).toBe(404);
  });
});
