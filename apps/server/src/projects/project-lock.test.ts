// The edit lock (spec §2, workflow.md): one editor at a time on an Active project. The owner
// opens the editor and takes the lock; the company's Admin, who could edit too, gets the project
// read-only with the owner's name, and their saves and runs are refused until the lock goes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_LOCK_TTL_SECONDS, type ProjectLockResponse } from '@pilewise/contracts';
import { projectLocks } from '../db/schema';
import { createProject, createUser, shareProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { smallDesignInput } from '../../test/runs';

describe.each(BACKENDS)('project edit lock on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Lock Co' });
    owner = await createUser(t, admin.companyId, 'User');
    viewer = await createUser(t, admin.companyId, 'User');
    stranger = await signUpCompany(t, { companyName: 'Elsewhere Inc' });
  });
  afterAll(() => t?.close());

  const open = async (user: TestUser, id: string) => {
    const res = await t.call({ method: 'POST', url: `/api/projects/lock/${id}`, token: user.token });
    return { status: res.statusCode, lock: res.json<ProjectLockResponse>().lock };
  };
  const close = (user: TestUser, id: string) =>
    t.call({ method: 'DELETE', url: `/api/projects/lock/${id}`, token: user.token });
  const saveDraft = (user: TestUser, id: string) =>
    t.call({
      method: 'POST',
      url: '/api/projects/draft-project',
      token: user.token,
      payload: { _id: id, notes: 'edited' },
    });

  it('the first editor holds it; the Admin is told who, and cannot save or run until it is let go', async () => {
    const p = await createProject(t, owner, {
      name: 'Locked site',
      design: { designInput: smallDesignInput() },
    });
    const first = await open(owner, p._id);
    expect(first.status).toBe(200);
    expect(first.lock).toMatchObject({ held: true, holder: null });
    // Renewing keeps it (the editor calls again every 30 s).
    expect((await open(owner, p._id)).lock.held).toBe(true);

    const second = await open(admin, p._id);
    expect(second.lock).toEqual({
      held: false,
      holder: { _id: owner.id, name: 'User Tester' },
      expiresAt: expect.any(String),
    });
    const refused = await saveDraft(admin, p._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PROJECT_LOCKED',
      message: expect.stringContaining('User Tester'),
    });
    const run = await t.call({
      method: 'POST',
      url: '/api/projects/run',
      token: admin.token,
      payload: { projectId: p._id, lane: 'fast' },
    });
    expect(run.statusCode).toBe(409);
    expect(run.json()).toMatchObject({ code: 'PROJECT_LOCKED' });
    // The holder saves as usual.
    expect((await saveDraft(owner, p._id)).statusCode).toBe(200);

    expect((await close(owner, p._id)).statusCode).toBe(200);
    expect((await open(admin, p._id)).lock.held).toBe(true);
    expect((await saveDraft(admin, p._id)).statusCode).toBe(200);
    // Now the owner is the one told.
    expect((await open(owner, p._id)).lock.holder?._id).toBe(admin.id);
  });

  it('a lock left behind (a closed tab) lapses after its time and is taken over', async () => {
    const p = await createProject(t, owner, { name: 'Left open' });
    const taken = await open(owner, p._id);
    const lapse = new Date(taken.lock.expiresAt!).getTime() - Date.now();
    // 90 s from the database's now (a second either way for the two clocks).
    expect(Math.abs(lapse - PROJECT_LOCK_TTL_SECONDS * 1000)).toBeLessThan(2000);
    expect((await open(admin, p._id)).lock.held).toBe(false);
    // The owner's browser went away: no renewal. Age the lock past its time.
    await t.database.db
      .update(projectLocks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(projectLocks.projectId, p._id));
    expect((await open(admin, p._id)).lock.held).toBe(true);
    expect((await saveDraft(admin, p._id)).statusCode).toBe(200);
  });

  it('someone who may only view takes no lock but sees who edits; another company sees nothing', async () => {
    const p = await createProject(t, owner, { name: 'Shared site' });
    await shareProject(t, owner, p._id);
    expect((await open(viewer, p._id)).lock).toEqual({ held: false, holder: null, expiresAt: null });
    await open(owner, p._id);
    expect((await open(viewer, p._id)).lock.holder?.name).toBe('User Tester');
    const rows = await t.database.db.select().from(projectLocks).where(eq(projectLocks.projectId, p._id));
    expect(rows.map((r) => r.userId)).toEqual([owner.id]);
    // A viewer's release lets nothing go.
    await close(viewer, p._id);
    expect((await open(admin, p._id)).lock.held).toBe(false);

    const foreign = await t.call({
      method: 'POST',
      url: `/api/projects/lock/${p._id}`,
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('deleting the project removes its lock', async () => {
    const p = await createProject(t, owner, { name: 'Short lived' });
    await open(owner, p._id);
    await close(owner, p._id);
    await open(owner, p._id);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/projects/delete-project/${p._id}`,
      token: owner.token,
    });
    expect(del.statusCode).toBe(200);
    const rows = await t.database.db.select().from(projectLocks).where(eq(projectLocks.projectId, p._id));
    expect(rows).toEqual([]);
  });
});
