// The projects' rows kept for access checks (src/projects/project-row-cache.ts): a project's
// calls that check access from memory see every change of the row made before, through another
// process or straight in the database. On PostgreSQL the reader is a second app on the same
// database (test/second-process.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../db/schema';
import { createProject, createUser, signUpCompany } from '../../test/factories';
import { BACKENDS, type TestApp } from '../../test/helper';
import { twoProcesses, type ApiProcess } from '../../test/second-process';

describe.each(BACKENDS)('project rows kept for access checks, on %s', (backend) => {
  let t: TestApp;
  /** Where changes are made (the test app). */
  let writer: ApiProcess;
  /** Where the next request goes: another process on PostgreSQL; the same one on PGlite (one process). */
  let reader: ApiProcess;
  twoProcesses(backend, (p) => ({ t, writer, reader } = p));

  it('unsharing through one process, or deleting in the database, ends access on the other at once', async () => {
    const admin = await signUpCompany(t);
    const member = await createUser(t, admin.companyId, 'User');
    const project = await createProject(t, admin, { name: 'Shared for now' });
    const share = (view: 'shared' | 'private') =>
      writer.call({
        method: 'POST',
        url: '/api/projects/update-Privacy',
        token: admin.token,
        payload: { projectId: project._id, project_view: view },
      });
    const runsOf = () =>
      reader.call({ method: 'GET', url: `/api/projects/project-runs/${project._id}`, token: member.token });

    expect((await runsOf()).statusCode).toBe(404);
    expect((await share('shared')).statusCode).toBe(200);
    const before = { ...reader.app.projectRows.counts };
    expect((await runsOf()).statusCode).toBe(200);
    expect((await runsOf()).statusCode).toBe(200);
    expect(reader.app.projectRows.counts.hits - before.hits).toBe(1);

    expect((await share('private')).statusCode).toBe(200);
    expect((await runsOf()).statusCode).toBe(404);

    expect((await share('shared')).statusCode).toBe(200);
    expect((await runsOf()).statusCode).toBe(200);
    await t.database.db.delete(projects).where(eq(projects.id, project._id));
    expect((await runsOf()).statusCode).toBe(404);
  });
});
