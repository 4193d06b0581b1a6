// Dashboard tiles on a small company seeded by hand, each number counted in the comments.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, ProjectStatus } from '@pilewise/contracts';
import { activityLog, projectFiles, projects, runs } from '../db/schema';
import { createProject, createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';

const DAY = 86_400_000;

describe.each(BACKENDS)('dashboard on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t?.close());

  const dashboard = async (user: TestUser) => {
    const res = await t.call({ method: 'GET', url: '/api/users/dashboard', token: user.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ dashboard: Dashboard }>().dashboard;
  };

  it('counts what each caller may see in their company', async () => {
    const admin = await signUpCompany(t);
    const user = await createUser(t, admin.companyId, 'User');
    const reviewer = await createUser(t, admin.companyId, 'Reviewer', { adminemail: admin.email });
    const other = await signUpCompany(t);

    const set = (
      id: string,
      patch: {
        status?: ProjectStatus;
        revisionNumber?: number;
        assignedReviewerId?: string;
        projectView?: 'shared';
      },
    ) => t.database.db.update(projects).set(patch).where(eq(projects.id, id));
    // The User's projects: A (Active, rev 2, private), B (Sent For Review to the Reviewer),
    // C (Stamping Approved, rev 1), D (Sent For Stamping, shared).
    const a = await createProject(t, user, { name: 'A' });
    const b = await createProject(t, user, { name: 'B' });
    const c = await createProject(t, user, { name: 'C' });
    const d = await createProject(t, user, { name: 'D' });
    await set(a._id, { revisionNumber: 2 });
    await set(b._id, { status: 'Sent For Review', assignedReviewerId: reviewer.id });
    await set(c._id, { status: 'Stamping Approved', revisionNumber: 1 });
    await set(d._id, { status: 'Sent For Stamping', projectView: 'shared' });
    // The Admin's own private project E (Active); another company's project never counts.
    const e = await createProject(t, admin, { name: 'E' });
    const foreign = await createProject(t, other, { name: 'Foreign' });

    // Runs: 2 on A, 1 on E, 1 on the foreign project.
    const run = (projectId: string, companyId: string, startedBy: string) =>
      t.database.db.insert(runs).values({
        id: randomUUID(),
        projectId,
        companyId,
        startedBy,
        status: 'succeeded',
        lane: 'fast',
        elements: 100,
        input: {},
      });
    await run(a._id, admin.companyId, user.id);
    await run(a._id, admin.companyId, user.id);
    await run(e._id, admin.companyId, admin.id);
    await run(foreign._id, other.companyId, other.id);
    // Reports: 1 generated on C, 1 uploaded (not generated) on C, 1 generated on E.
    const file = (projectId: string, kind: 'generatedReport' | 'uploadedReport') =>
      t.database.db.insert(projectFiles).values({
        id: randomUUID(),
        projectId,
        companyId: admin.companyId,
        kind,
        fileName: 'r.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        storageKey: `reports/${randomUUID()}`,
      });
    await file(c._id, 'generatedReport');
    await file(c._id, 'uploadedReport');
    await file(e._id, 'generatedReport');

    // Activity: replace what the set-up wrote with entries on known days.
    await t.database.db.delete(activityLog).where(eq(activityLog.companyId, admin.companyId));
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const twoDaysAgo = new Date(now - 2 * DAY).toISOString().slice(0, 10);
    const log = (userId: string, at: number) =>
      t.database.db.insert(activityLog).values({
        id: randomUUID(),
        companyId: admin.companyId,
        userId,
        username: 'x',
        action: 'test',
        message: 'test',
        createdAt: new Date(at),
      });
    await log(user.id, now); // today: user
    await log(admin.id, now); // today: admin
    await log(user.id, now - 2 * DAY); // two days ago: user
    await log(user.id, now - 10 * DAY); // too old

    // Admin: every project of the company (A, B, C, D, E = 5), revised A and C, all 3 runs of
    // the company, 2 generated reports, 1 stamped, D for stamping, the company's activity.
    const forAdmin = await dashboard(admin);
    expect(forAdmin).toMatchObject({
      totalProjects: 5,
      revisedProjects: 2,
      myQueue: 0,
      totalRuns: 3,
      reportsGenerated: 2,
      projectsStamped: 1,
    });
    expect(forAdmin.projectsForStamping.map((p) => p.name)).toEqual(['D']);
    const counts = Object.fromEntries(forAdmin.statusCounts.map((s) => [s.status, s.count]));
    expect(counts).toMatchObject({
      Active: 2,
      'Sent For Review': 1,
      'Stamping Approved': 1,
      'Sent For Stamping': 1,
      Inactive: 0,
    });
    expect(forAdmin.statusCounts).toHaveLength(9);
    expect(forAdmin.weeklyActivity).toHaveLength(7);
    expect(forAdmin.weeklyActivity.at(-1)).toEqual({ date: today, count: 2 });
    expect(forAdmin.weeklyActivity.find((d) => d.date === twoDaysAgo)?.count).toBe(1);
    expect(forAdmin.weeklyActivity.reduce((s, d) => s + d.count, 0)).toBe(3);

    // The User sees their own four (not E): A and C revised, A's 2 runs, C's report; their own activity.
    const forUser = await dashboard(user);
    expect(forUser).toMatchObject({
      totalProjects: 4,
      revisedProjects: 2,
      totalRuns: 2,
      reportsGenerated: 1,
      projectsStamped: 1,
      myQueue: 0,
    });
    expect(forUser.weeklyActivity.at(-1)).toEqual({ date: today, count: 1 });

    // A Reviewer who is not the admin does not get the dashboard (spec §2).
    const denied = await t.call({ method: 'GET', url: '/api/users/dashboard', token: reviewer.token });
    expect(denied.statusCode).toBe(403);
    // A Super Reviewer sees the stamping statuses (C, D; D is also shared); nothing assigned yet.
    const superReviewer = await createUser(t, admin.companyId, 'SuperReviewer');
    const forSuper = await dashboard(superReviewer);
    expect(forSuper).toMatchObject({ totalProjects: 2, projectsStamped: 1, myQueue: 0 });
    // Assigned for review: the project joins their queue (and what they see).
    await set(b._id, { assignedReviewerId: superReviewer.id });
    expect((await dashboard(superReviewer)).myQueue).toBe(1);

    // The other company sees only its own project and run.
    expect(await dashboard(other)).toMatchObject({ totalProjects: 1, totalRuns: 1, reportsGenerated: 0 });
  });
});
