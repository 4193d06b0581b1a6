// The project screen's answers kept per process (src/projects/project-screen-cache.ts): each is
// answered from memory once read, and every change of a row it is built from, made through
// another process or straight in the database, reaches the next answer (migrations 0015's and
// 0016's triggers). On PostgreSQL the reader is a second app on the same database
// (test/second-process.ts); the access check is still made on every request.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CompanySectionsResponse,
  ProjectFile,
  ProjectResponse,
  ReviewHistoryResponse,
  ReviewReadiness,
  Run,
} from '@pilewise/contracts';
import { companySections, projectFiles, projects, reviews, runs, users } from '../db/schema';
import { runInputOf } from '../reviews/review-readiness';
import { insertRun } from '../runs/runs.repository';
import { createProject, createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, type TestApp } from '../../test/helper';
import { NXT_T9 } from '../../test/nxt-sections';
import { projectWithInput, smallDesignInput, startedRun, waitForStatus } from '../../test/runs';
import { twoProcesses, type ApiProcess } from '../../test/second-process';

const nxtLight = NXT_T9;

describe.each(BACKENDS)('project screen answers kept per process, on %s', (backend) => {
  let t: TestApp;
  /** Where changes are made (the test app). */
  let writer: ApiProcess;
  /** Where the next request goes: another process on PostgreSQL; the same one on PGlite (one process). */
  let reader: ApiProcess;
  twoProcesses(backend, (p) => ({ t, writer, reader } = p));

  /** The reader's answer to GET `url` as `user` (200 expected). */
  async function read<T>(user: TestUser, url: string): Promise<T> {
    const res = await reader.call({ method: 'GET', url, token: user.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  }

  /** Reads `url` twice: the second answer comes from memory, the same as the first. */
  async function readKept<T>(user: TestUser, url: string): Promise<T> {
    const first = await read<T>(user, url);
    const hits = reader.app.projectScreen.counts.hits;
    expect(await read<T>(user, url)).toEqual(first);
    expect(reader.app.projectScreen.counts.hits - hits).toBe(1);
    return first;
  }

  const db = () => t.database.db;

  it("runs: a run's progress and status, its deletion and its starter's name reach the next answer", async () => {
    const admin = await signUpCompany(t);
    const project = await createProject(t, admin, { name: 'Runs kept' });
    const url = `/api/projects/project-runs/${project._id}`;
    const runsOf = () => readKept<{ runs: Run[] }>(admin, url);

    expect((await runsOf()).runs).toEqual([]);
    const run = await insertRun(db(), {
      id: randomUUID(),
      projectId: project._id,
      companyId: admin.companyId,
      startedBy: admin.id,
      status: 'queued',
      lane: 'fast',
      elements: 100,
      input: smallDesignInput(),
    });
    expect((await runsOf()).runs.map((r) => [r._id, r.status])).toEqual([[run.id, 'queued']]);

    await db().update(runs).set({ status: 'running', progress: 0.25 }).where(eq(runs.id, run.id));
    expect((await runsOf()).runs[0]).toMatchObject({ status: 'running', progress: 0.25 });
    await db().update(runs).set({ progress: 0.5, message: 'half way' }).where(eq(runs.id, run.id));
    expect((await runsOf()).runs[0]).toMatchObject({ progress: 0.5, message: 'half way' });

    await db().update(users).set({ firstName: 'Renamed' }).where(eq(users.id, admin.id));
    expect((await runsOf()).runs[0]!.startedByName).toMatch(/^Renamed /);

    await db().delete(runs).where(eq(runs.id, run.id));
    expect((await runsOf()).runs).toEqual([]);
  });

  it("runs: a design run's status and progress, written as it runs, reach the other process's answer", async () => {
    const admin = await signUpCompany(t);
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Run kept');
    const url = `/api/projects/project-runs/${project._id}`;
    expect((await readKept<{ runs: Run[] }>(admin, url)).runs).toEqual([]);

    const run = await startedRun(t, admin, project._id);
    expect((await read<{ runs: Run[] }>(admin, url)).runs.map((r) => r._id)).toEqual([run._id]);
    const done = await waitForStatus(t, admin, run._id, 'succeeded');
    // Once the writer says it finished, the reader's answer (kept or not) says so too.
    expect((await readKept<{ runs: Run[] }>(admin, url)).runs[0]).toMatchObject({
      _id: run._id,
      status: 'succeeded',
      progress: 1,
      finishedAt: done.finishedAt,
    });
  });

  it('files and readiness: a finished run, its report, a design change reach the next answers', async () => {
    const admin = await signUpCompany(t);
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Readiness kept');
    const readinessOf = () =>
      readKept<ReviewReadiness>(admin, `/api/projects/review-readiness/${project._id}`);
    const filesOf = async () =>
      (await readKept<{ files: ProjectFile[] }>(admin, `/api/projects/files/${project._id}`)).files;

    expect((await readinessOf()).missing[0]).toBe('a finished design run');
    expect(await filesOf()).toEqual([]);

    const run = await insertRun(db(), {
      id: randomUUID(),
      projectId: project._id,
      companyId: admin.companyId,
      startedBy: admin.id,
      status: 'succeeded',
      lane: 'fast',
      elements: 100,
      input: await runInputOf(db(), admin.companyId, smallDesignInput(), 100),
    });
    expect(await readinessOf()).toMatchObject({ runId: run.id, reportId: null });

    const reportId = randomUUID();
    await db()
      .insert(projectFiles)
      .values({
        id: reportId,
        projectId: project._id,
        companyId: admin.companyId,
        uploadedBy: admin.id,
        kind: 'generatedReport',
        fileName: 'report.pdf',
        contentType: 'application/pdf',
        sizeBytes: 3,
        storageKey: `test/${reportId}`,
        runId: run.id,
      });
    expect(await readinessOf()).toMatchObject({ runId: run.id, reportId, missing: [] });
    expect((await filesOf()).map((f) => [f._id, f.current])).toEqual([[reportId, true]]);

    // The saved input changes: the run is no longer of the current input, nor its report current.
    await db()
      .update(projects)
      .set({ design: { designInput: { ...smallDesignInput(), pileHeights_m: [1.5] } } })
      .where(eq(projects.id, project._id));
    expect(await readinessOf()).toMatchObject({ runId: null, reportId: null });
    expect((await filesOf()).map((f) => [f._id, f.current])).toEqual([[reportId, false]]);

    await db().update(users).set({ lastName: 'Uploader' }).where(eq(users.id, admin.id));
    expect((await filesOf())[0]!.uploadedByName).toMatch(/ Uploader$/);
    await db().delete(projectFiles).where(eq(projectFiles.id, reportId));
    expect(await filesOf()).toEqual([]);
  });

  it("review history: a workflow step, its file and its actor's name reach the next answer", async () => {
    const admin = await signUpCompany(t);
    const project = await createProject(t, admin, { name: 'History kept' });
    const historyOf = async () =>
      (await readKept<ReviewHistoryResponse>(admin, `/api/projects/review-history/${project._id}`)).reviews;

    expect(await historyOf()).toEqual([]);
    const reviewId = randomUUID();
    await db().insert(reviews).values({
      id: reviewId,
      projectId: project._id,
      companyId: admin.companyId,
      actorId: admin.id,
      action: 'requestReview',
      fromStatus: 'Active',
      toStatus: 'Sent For Review',
      comment: 'please look',
    });
    expect((await historyOf()).map((r) => [r._id, r.comment, r.files.length])).toEqual([
      [reviewId, 'please look', 0],
    ]);

    const fileId = randomUUID();
    await db()
      .insert(projectFiles)
      .values({
        id: fileId,
        projectId: project._id,
        companyId: admin.companyId,
        uploadedBy: admin.id,
        kind: 'attachment',
        fileName: 'note.pdf',
        contentType: 'application/pdf',
        sizeBytes: 3,
        storageKey: `test/${fileId}`,
        reviewId,
      });
    expect((await historyOf())[0]!.files.map((f) => f._id)).toEqual([fileId]);

    await db().update(users).set({ firstName: 'Stepper' }).where(eq(users.id, admin.id));
    expect((await historyOf())[0]!.actor!.name).toMatch(/^Stepper /);
    await db().update(reviews).set({ comment: 'edited' }).where(eq(reviews.id, reviewId));
    expect((await historyOf())[0]!.comment).toBe('edited');
  });

  it("sections: the company's sections, added through the other process or deleted in the database", async () => {
    const admin = await signUpCompany(t);
    const sectionsOf = async () => (await readKept<CompanySectionsResponse>(admin, '/api/sections')).sections;

    expect(await sectionsOf()).toEqual([]);
    const added = await writer.call({
      method: 'POST',
      url: '/api/sections',
      token: admin.token,
      payload: { section: nxtLight },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await sectionsOf()).map((s) => s.name)).toEqual(['NXT T9']);

    // Another company's library is its own.
    const other = await signUpCompany(t);
    expect(await read<CompanySectionsResponse>(other, '/api/sections')).toEqual({ sections: [] });

    await db().delete(companySections).where(eq(companySections.companyId, admin.companyId));
    expect(await sectionsOf()).toEqual([]);
  });

  it('the project: its row, a clone, its owner’s name; the access check on every request', async () => {
    const admin = await signUpCompany(t);
    const member = await createUser(t, admin.companyId, 'User');
    const project = await createProject(t, admin, { name: 'Project kept' });
    const url = `/api/projects/get-project-data/${project._id}`;
    const projectOf = async () => (await readKept<ProjectResponse>(admin, url)).project;

    expect((await projectOf()).name).toBe('Project kept');
    await db().update(projects).set({ name: 'Renamed in the database' }).where(eq(projects.id, project._id));
    expect((await projectOf()).name).toBe('Renamed in the database');

    const clone = await writer.call({
      method: 'POST',
      url: '/api/projects/clone-project',
      token: admin.token,
      payload: { ID: project._id },
    });
    expect(clone.statusCode, clone.body).toBe(200);
    const cloneId = clone.json<ProjectResponse>().project._id;
    expect((await projectOf()).childProjects).toEqual([{ _id: cloneId }]);
    await db().delete(projects).where(eq(projects.id, cloneId));
    expect((await projectOf()).childProjects).toEqual([]);

    await db().update(users).set({ firstName: 'Owner' }).where(eq(users.id, admin.id));
    expect((await projectOf()).username).toMatch(/^Owner /);

    // Kept for the admin, still private: the member is answered 404, another company's admin too.
    const asMember = () => reader.call({ method: 'GET', url, token: member.token });
    expect((await asMember()).statusCode).toBe(404);
    const stranger = await signUpCompany(t);
    expect((await reader.call({ method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    const shared = await writer.call({
      method: 'POST',
      url: '/api/projects/update-Privacy',
      token: admin.token,
      payload: { projectId: project._id, project_view: 'shared' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await asMember()).json<ProjectResponse>().project.name).toBe('Renamed in the database');
  });
});
