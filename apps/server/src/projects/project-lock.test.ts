// The edit lock (spec §2, workflow.md): one editor at a time on an Active project. The owner
// opens the editor and takes the lock; the company's Admin, who could edit too, gets the project
// read-only with the owner's name, and their saves and runs are refused until the lock goes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_LOCK_TTL_SECONDS, type ProjectLockResponse } from '@pilewise/contracts';
import { projectLocks, projects } from '../db/schema';
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
  /** A save of the version as it stands (these tests are about the lock, not lost updates). */
  const saveDraft = async (user: TestUser, id: string) => {
    const [row] = await t.database.db
      .select({ version: projects.version })
      .from(projects)
      .where(eq(projects.id, id));
    return t.call({
      method: 'POST',
      url: '/api/projects/draft-project',
      token: user.token,
      payload: { _id: id, version: row!.version, notes: 'edited' },
    });
  };

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

  // ---------------------------------------------------------------- lost updates (issue 11)
  const save = (user: TestUser, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/projects/draft-project', token: user.token, payload: body });
  const designOf = async (id: string) =>
    (await t.database.db.select({ design: projects.design }).from(projects).where(eq(projects.id, id)))[0]!
      .design;

  it("an owner whose lock lapsed cannot save a stale copy over the Admin's newer save (409 naming the Admin)", async () => {
    const p = await createProject(t, owner, { name: 'Asleep', design: { note: 'first' } });
    await open(owner, p._id);
    // The owner's laptop sleeps past the lock's time; the Admin takes the lock and saves.
    await t.database.db
      .update(projectLocks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(projectLocks.projectId, p._id));
    expect((await open(admin, p._id)).lock.held).toBe(true);
    const adminSave = await save(admin, { _id: p._id, version: p.version, design: { note: 'admin' } });
    expect(adminSave.statusCode).toBe(200);
    await close(admin, p._id);
    // The owner wakes, renews the lock and saves what they read before.
    expect((await open(owner, p._id)).lock.held).toBe(true);
    const stale = await save(owner, { _id: p._id, version: p.version, design: { note: 'stale' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'PROJECT_CHANGED',
      field: 'version',
      version: p.version + 1,
      changedBy: { _id: admin.id, name: 'Ada Admin' },
      message: expect.stringContaining('Ada Admin saved this project after you opened it'),
    });
    expect(await designOf(p._id)).toEqual({ note: 'admin' });
    // Reloaded (the version it now reads), the owner's save goes through.
    const reloaded = await save(owner, { _id: p._id, version: p.version + 1, design: { note: 'owner' } });
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json<{ project: { version: number } }>().project.version).toBe(p.version + 2);
  });

  it('a save that names no version is refused (400), so an API client cannot wipe a design it never read', async () => {
    const p = await createProject(t, owner, { name: 'Blind', design: { designInput: smallDesignInput() } });
    for (const url of ['/api/projects/draft-project', '/api/projects/add']) {
      const res = await t.call({
        method: 'POST',
        url,
        token: owner.token,
        payload: { _id: p._id, name: 'N', client: 'C', design: {} },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'version', message: expect.stringContaining('version:') });
    }
    expect(await designOf(p._id)).toEqual({ designInput: smallDesignInput() });
  });

  it('two saves of one version at once: one passes, the other is told (409)', async () => {
    const p = await createProject(t, owner, { name: 'Race' });
    const answers = await Promise.all(
      [1, 2].map((n) => save(owner, { _id: p._id, version: p.version, notes: `save ${n}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("disabling or enabling respects another user's edit lock (409 naming them)", async () => {
    const p = await createProject(t, owner, { name: 'Being edited' });
    await open(owner, p._id);
    const status = (user: TestUser, action: 'disable' | 'enable') =>
      t.call({
        method: 'POST',
        url: '/api/projects/update-status',
        token: user.token,
        payload: { projectId: p._id, action },
      });
    const refused = await status(admin, 'disable');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PROJECT_LOCKED',
      message: expect.stringContaining('User Tester'),
    });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(row!.status).toBe('Active');
    // The holder may; once it is let go, so may the Admin.
    expect((await status(owner, 'disable')).statusCode).toBe(200);
    expect((await status(owner, 'enable')).statusCode).toBe(200);
    await close(owner, p._id);
    expect((await status(admin, 'disable')).statusCode).toBe(200);
  });
});
