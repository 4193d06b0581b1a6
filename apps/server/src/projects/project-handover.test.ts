// projectUser (spec §7 "set project user"): the owner or an Admin hands a project to another user
// of the company. Who may, to whom, under which lock, and what it leaves behind: the new owner
// in the row, an activity entry, notifications to the new and the previous owner.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, NotificationListResponse, ProjectUserResponse } from '@pilewise/contracts';
import { activityLog, projects } from '../db/schema';
import { createProject, createUser, shareProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';

describe.each(BACKENDS)('project handover (projectUser) on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let colleague: TestUser;
  let reviewer: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(t, { companyName: 'Handover Co' });
    owner = await createUser(t, admin.companyId, 'User');
    colleague = await createUser(t, admin.companyId, 'User');
    reviewer = await createUser(t, admin.companyId, 'Reviewer');
    const other = await signUpCompany(t, { companyName: 'Elsewhere Co' });
    outsider = await createUser(t, other.companyId, 'User');
  });
  afterAll(() => t?.close());

  const handOver = (by: TestUser, projectId: string, userId: string) =>
    t.call({
      method: 'POST',
      url: '/api/projects/projectUser',
      token: by.token,
      payload: { projectId, userId },
    });
  const ownerOf = async (id: string) =>
    (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0]!.ownerId;
  const notes = async (user: TestUser, projectId: string) =>
    (await t.call({ method: 'GET', url: '/api/users/get-notifications?pageSize=100', token: user.token }))
      .json<NotificationListResponse>()
      .data.filter((n) => n.projectId === projectId);

  it('the owner hands a project to a colleague: the row, the log, the notification; the colleague edits it, the old owner no longer sees it', async () => {
    const p = await createProject(t, owner, { name: 'Handed by owner' });
    const res = await handOver(owner, p._id, colleague.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProjectUserResponse>();
    expect(body).toMatchObject({ projectId: p._id, ownerId: colleague.id, previousOwnerId: owner.id });
    expect(await ownerOf(p._id)).toBe(colleague.id);

    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.projectId, p._id), eq(activityLog.action, 'project.handOver')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      userId: owner.id,
      details: { fromUserId: owner.id, toUserId: colleague.id },
    });

    const toNew = await notes(colleague, p._id);
    expect(toNew.map((n) => n.title)).toEqual(['Handed by owner is now yours']);
    // The owner handed it themselves: nobody is told what they just did.
    expect(await notes(owner, p._id)).toEqual([]);

    const save = await t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: colleague.token,
      payload: { _id: p._id, version: body.project.version, name: 'Now mine', client: 'X' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const get = await t.call({
      method: 'GET',
      url: `/api/projects/get-project-data/${p._id}`,
      token: owner.token,
    });
    expect(get.statusCode).toBe(404);
  });

  it('an Admin hands a project over: both the new and the previous owner are told', async () => {
    const p = await createProject(t, owner, { name: 'Handed by admin' });
    const res = await handOver(admin, p._id, colleague.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await notes(colleague, p._id)).map((n) => n.title)).toEqual(['Handed by admin is now yours']);
    const toOld = await notes(owner, p._id);
    expect(toOld.map((n) => n.title)).toEqual(['Handed by admin handed over']);
    expect(toOld[0]!.message).toContain('Tester');
  });

  it('a colleague who is neither owner nor Admin is refused (403), even on a shared project', async () => {
    const p = await createProject(t, owner, { name: 'Not yours' });
    await shareProject(t, owner, p._id);
    const res = await handOver(colleague, p._id, reviewer.id);
    expect(res.statusCode).toBe(403);
    expect(await ownerOf(p._id)).toBe(owner.id);
  });

  it("refused to another company's user (as an unknown user), a frozen user, the present owner and a bad id, naming userId", async () => {
    const p = await createProject(t, owner, { name: 'Refusals' });
    const frozen = await createUser(t, admin.companyId, 'User', { isSuspended: true });
    for (const [userId, says] of [
      [outsider.id, /no such user in your company/],
      [frozen.id, /is frozen/],
      [owner.id, /already owns/],
      ['not-a-uuid', /userId/],
    ] as const) {
      const res = await handOver(admin, p._id, userId);
      expect(res.statusCode, userId).toBe(400);
      const err = res.json<ErrorResponse>();
      expect(err.field ?? err.message).toMatch(/userId/);
      expect(err.message).toMatch(says);
    }
    expect(await ownerOf(p._id)).toBe(owner.id);
  });

  it("another company's Admin cannot hand the project over: 404, as if it did not exist", async () => {
    const p = await createProject(t, owner, { name: 'Outside' });
    const res = await handOver(outsider, p._id, outsider.id);
    expect(res.statusCode).toBe(404);
    expect(await ownerOf(p._id)).toBe(owner.id);
  });

  it("refused under another user's edit lock (409 PROJECT_LOCKED); the owner's own lock goes with the project", async () => {
    const p = await createProject(t, owner, { name: 'Locked' });
    const lock = await t.call({ method: 'POST', url: `/api/projects/lock/${p._id}`, token: owner.token });
    expect(lock.statusCode).toBe(200);
    const res = await handOver(admin, p._id, colleague.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().code).toBe('PROJECT_LOCKED');
    expect(await ownerOf(p._id)).toBe(owner.id);
    // The holder hands it over themselves: allowed, and the new owner can take the lock at once.
    expect((await handOver(owner, p._id, colleague.id)).statusCode).toBe(200);
    const taken = await t.call({
      method: 'POST',
      url: `/api/projects/lock/${p._id}`,
      token: colleague.token,
    });
    expect(taken.json<{ lock: { held: boolean } }>().lock.held).toBe(true);
  });

  it('not to the Reviewer assigned to it while it is in review', async () => {
    const p = await createProject(t, owner, { name: 'In review' });
    await t.database.db
      .update(projects)
      .set({ status: 'Under Review', assignedReviewerId: reviewer.id })
      .where(eq(projects.id, p._id));
    const res = await handOver(owner, p._id, reviewer.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().message).toMatch(/reviewing this project/);
    expect((await handOver(owner, p._id, colleague.id)).statusCode).toBe(200);
  });
});
