// Pages of the projects list kept in memory (src/projects/project-list-cache.ts): paging the list
// again is answered from memory, and any change to what a page shows, made through another
// process or straight in the database, is in the very next page that process answers. On
// PostgreSQL the reader is a second app on the same database (test/second-process.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectListResponse } from '@pilewise/contracts';
import { projects, users } from '../db/schema';
import { createProject, createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, type TestApp } from '../../test/helper';
import { twoProcesses, type ApiProcess } from '../../test/second-process';

describe.each(BACKENDS)('projects list pages kept in memory, on %s', (backend) => {
  let t: TestApp;
  /** Where changes are made (the test app). */
  let writer: ApiProcess;
  /** Where the next request goes: another process on PostgreSQL; the same one on PGlite (one process). */
  let reader: ApiProcess;
  twoProcesses(backend, (p) => ({ t, writer, reader } = p));

  const list = async (user: TestUser, query = 'sort=created_desc&page=1&pageSize=10') => {
    const res = await reader.call({ method: 'GET', url: `/api/projects/list?${query}`, token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json<ProjectListResponse>();
  };

  it('answers a page read before from memory, the same as the database would', async () => {
    const admin = await signUpCompany(t);
    await createProject(t, admin, { name: 'P1' });
    await createProject(t, admin, { name: 'P2' });
    const before = { ...reader.app.projectListPages.counts };
    const first = await list(admin);
    const again = await list(admin);
    expect(again).toEqual(first);
    expect(first.projects.map((p) => p.name)).toEqual(['P2', 'P1']);
    expect(reader.app.projectListPages.counts.reads - before.reads).toBe(1);
    expect(reader.app.projectListPages.counts.hits - before.hits).toBe(1);
  });

  it('a project added, renamed, shared or deleted through the other process is in the next page', async () => {
    const admin = await signUpCompany(t);
    const member = await createUser(t, admin.companyId, 'User');
    const first = await createProject(t, admin, { name: 'First' });
    expect((await list(admin)).total).toBe(1);
    expect((await list(member)).total).toBe(0);

    const second = await createProject(t, admin, { name: 'Second' });
    expect((await list(admin)).projects.map((p) => p.name)).toEqual(['Second', 'First']);

    const shared = await writer.call({
      method: 'POST',
      url: '/api/projects/update-Privacy',
      token: admin.token,
      payload: { projectId: first._id, project_view: 'shared' },
    });
    expect(shared.statusCode).toBe(200);
    expect((await list(member)).projects.map((p) => p.name)).toEqual(['First']);

    const deleted = await writer.call({
      method: 'DELETE',
      url: `/api/projects/delete-project/${second._id}`,
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(admin)).projects.map((p) => p.name)).toEqual(['First']);

    // Straight in the database (another path): a project's name, its owner's name.
    await t.database.db.update(projects).set({ name: 'Renamed' }).where(eq(projects.id, first._id));
    await t.database.db.update(users).set({ lastName: 'Lovelace' }).where(eq(users.id, admin.id));
    const page = await list(admin);
    expect(page.projects.map((p) => [p.name, p.username])).toEqual([['Renamed', 'Ada Lovelace']]);
    expect(page.users.map((u) => u.lastName)).toEqual(['Lovelace']);
  });

  it("keeps each viewer's pages apart, and another company's changes leave them be", async () => {
    const admin = await signUpCompany(t);
    const member = await createUser(t, admin.companyId, 'User');
    await createProject(t, admin, { name: 'Admin only' });
    await createProject(t, member, { name: 'Mine' });
    expect((await list(admin)).total).toBe(2);
    expect((await list(member)).projects.map((p) => p.name)).toEqual(['Mine']);
    const before = { ...reader.app.projectListPages.counts };
    const other = await signUpCompany(t);
    await createProject(t, other, { name: 'Elsewhere' });
    expect((await list(admin)).total).toBe(2);
    expect(reader.app.projectListPages.counts.hits - before.hits).toBe(1);
  });

  it('does not keep searches', async () => {
    const admin = await signUpCompany(t);
    await createProject(t, admin, { name: 'Findable' });
    const before = { ...reader.app.projectListPages.counts };
    const query = 'sort=created_desc&page=1&pageSize=10&search=Find';
    expect((await list(admin, query)).total).toBe(1);
    expect((await list(admin, query)).total).toBe(1);
    expect(reader.app.projectListPages.counts).toEqual(before);
  });
});
