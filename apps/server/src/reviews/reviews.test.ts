// The review and stamping workflow through the API, end to end, with every wrong actor, the
// preconditions, the queues, the notifications and the files it writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  AllUsersResponse,
  NotificationListResponse,
  Project,
  ProjectFileListResponse,
  ReviewCountResponse,
  ReviewHistoryResponse,
  ReviewQueueResponse,
  ReviewReadiness,
} from '@pilewise/contracts';
import { createProject, createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { activityLog, projectFiles, projects, reviews } from '../db/schema';
import {
  addGeneratedReport,
  addSucceededRun,
  multipart,
  ok,
  PDF_BYTES,
  readyProject,
  requestReview,
  reviewUpdate,
  superReviewUpdate,
} from './reviews.test-support';

describe.each(BACKENDS)('review workflow on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let reviewer: TestUser;
  let otherReviewer: TestUser;
  let superReviewer: TestUser;
  let outsider: TestUser; // Admin of another company
  let outsiderReviewer: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(t, { companyName: 'Sun Co' });
    owner = await createUser(t, admin.companyId, 'User');
    reviewer = await createUser(t, admin.companyId, 'Reviewer');
    otherReviewer = await createUser(t, admin.companyId, 'Reviewer');
    superReviewer = await createUser(t, admin.companyId, 'SuperReviewer');
    outsider = await signUpCompany(t, { companyName: 'Other Co' });
    outsiderReviewer = await createUser(t, outsider.companyId, 'Reviewer');
  });
  afterAll(() => t?.close());

  const get = <T>(user: TestUser, url: string) =>
    t.call({ method: 'GET', url, token: user.token }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });
  const history = (user: TestUser, projectId: string) =>
    get<ReviewHistoryResponse>(user, `/api/projects/review-history/${projectId}`);
  const notificationsOf = (user: TestUser) =>
    get<NotificationListResponse>(user, '/api/users/get-notifications?pageSize=100');
  const queue = (user: TestUser, filter?: string) =>
    get<ReviewQueueResponse>(
      user,
      `/api/projects/reviewprojectList${filter ? `?filter=${encodeURIComponent(filter)}` : ''}`,
    );
  const sendForReview = async (p: Project, to = reviewer) =>
    ok(await requestReview(t, owner, { projectId: p._id, reviewerId: to.id }));

  it('walks the whole path: review, reject, revise, review again, approve, stamp', async () => {
    const p = await readyProject(t, owner, 'Whole Path Solar');

    // Request review: Sent For Review, assigned.
    const sent = await sendForReview(p);
    expect(sent).toMatchObject({
      status: 'Sent For Review',
      revisionNumber: 0,
      assignedReviewerId: reviewer.id,
    });
    expect(sent.review).toMatchObject({
      action: 'requestReview',
      fromStatus: 'Active',
      toStatus: 'Sent For Review',
    });
    // The project itself says whom it was sent to (the web app decides the Reviewer's buttons on it).
    const got = await t.call({
      method: 'GET',
      url: `/api/projects/get-project-data/${p._id}`,
      token: owner.token,
    });
    expect(got.json<{ project: { assignedReviewerId: string | null } }>().project.assignedReviewerId).toBe(
      reviewer.id,
    );

    // Wrong actors for startReview: the owner (403), another Reviewer (404: not theirs), the
    // Super Reviewer (404: not in the stamping statuses), another company (404).
    expect((await reviewUpdate(t, owner, { projectId: p._id, action: 'startReview' })).statusCode).toBe(403);
    expect(
      (await reviewUpdate(t, otherReviewer, { projectId: p._id, action: 'startReview' })).statusCode,
    ).toBe(404);
    expect(
      (await reviewUpdate(t, superReviewer, { projectId: p._id, action: 'startReview' })).statusCode,
    ).toBe(404);
    expect((await reviewUpdate(t, outsider, { projectId: p._id, action: 'startReview' })).statusCode).toBe(
      404,
    );
    // The company Admin sees the project but is not its reviewer.
    expect((await reviewUpdate(t, admin, { projectId: p._id, action: 'startReview' })).statusCode).toBe(403);
    // Approving straight from Sent For Review is not in the table.
    const early = await reviewUpdate(t, reviewer, { projectId: p._id, action: 'approve' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', field: 'status' });

    expect(ok(await reviewUpdate(t, reviewer, { projectId: p._id, action: 'startReview' })).status).toBe(
      'Under Review',
    );

    // Reject needs a comment.
    const bare = await reviewUpdate(t, reviewer, { projectId: p._id, action: 'reject', comment: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'comment', code: 'VALIDATION' });
    const rejected = ok(
      await reviewUpdate(t, reviewer, {
        projectId: p._id,
        action: 'reject',
        comment: 'Embedment too short at row 3',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'Redesign',
      review: { comment: 'Embedment too short at row 3' },
    });

    // The owner revises by saving: Active, revision 1, a 'revise' step, the reviewer told.
    const saved = await t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: owner.token,
      payload: {
        _id: p._id,
        version: p.version,
        name: 'Whole Path Solar',
        client: 'Sunny Farms',
        notes: 'longer piles',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ project: Project }>().project).toMatchObject({ status: 'Active', revisionNumber: 1 });

    // Again: request, start, approve.
    expect(await sendForReview(p)).toMatchObject({ status: 'Sent For Review', revisionNumber: 1 });
    ok(await reviewUpdate(t, reviewer, { projectId: p._id, action: 'startReview' }));
    expect(ok(await reviewUpdate(t, reviewer, { projectId: p._id, action: 'approve' })).status).toBe(
      'Project Approved',
    );

    // The Super Reviewer now sees it; a Reviewer cannot take it.
    expect(
      (await superReviewUpdate(t, reviewer, { projectId: p._id, action: 'takeForStamping' })).statusCode,
    ).toBe(403);
    expect(
      (await superReviewUpdate(t, owner, { projectId: p._id, action: 'takeForStamping' })).statusCode,
    ).toBe(403);
    const list = await get<ReviewQueueResponse>(superReviewer, '/api/projects/superReviewList');
    expect(list.projects.find((x) => x._id === p._id)).toMatchObject({
      status: 'Project Approved',
      revisionNumber: 1,
    });
    expect(
      ok(await superReviewUpdate(t, superReviewer, { projectId: p._id, action: 'takeForStamping' })).status,
    ).toBe('Sent For Stamping');

    // Approve stamping needs the stamped PDF.
    const noFile = await superReviewUpdate(t, superReviewer, { projectId: p._id, action: 'approveStamping' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ field: 'stampedReport' });
    const notPdf = multipart({ projectId: p._id, action: 'approveStamping' }, [
      {
        field: 'stampedReport',
        fileName: 'stamped.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('hello'),
      },
    ]);
    const refused = await t.call({
      method: 'POST',
      url: '/api/projects/super-review-update',
      token: superReviewer.token,
      ...notPdf,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'stampedReport' });
    expect(
      (await t.database.db.select().from(projectFiles).where(eq(projectFiles.kind, 'stampedReport'))).length,
    ).toBe(0);

    const good = multipart(
      { projectId: p._id, action: 'approveStamping', comment: 'Stamped, PE seal 4411' },
      [
        {
          field: 'stampedReport',
          fileName: 'Whole Path (stamped).pdf',
          contentType: 'application/pdf',
          bytes: PDF_BYTES,
        },
      ],
    );
    const approved = ok(
      await t.call({
        method: 'POST',
        url: '/api/projects/super-review-update',
        token: superReviewer.token,
        ...good,
      }),
    );
    expect(approved.status).toBe('Stamping Approved');
    expect(approved.review.files).toMatchObject([
      { kind: 'stampedReport', fileName: 'Whole Path (stamped).pdf' },
    ]);

    // The stamped report downloads for the Super Reviewer, the owner and the Admin, byte for byte.
    for (const who of [superReviewer, owner, admin]) {
      const dl = await t.call({
        method: 'GET',
        url: `/api/projects/stamp-file-PDF/${p._id}`,
        token: who.token,
      });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe('application/pdf');
      expect(dl.headers['content-disposition']).toContain('attachment;');
      expect(dl.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    expect(
      (await t.call({ method: 'GET', url: `/api/projects/stamp-file-PDF/${p._id}`, token: reviewer.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: `/api/projects/stamp-file-PDF/${p._id}`, token: outsider.token }))
        .statusCode,
    ).toBe(404);

    // The history tells the whole story, in order.
    const steps = (await history(owner, p._id)).reviews;
    expect(steps.map((s) => `${s.action}:${s.toStatus}:${s.revisionNumber}`)).toEqual([
      'requestReview:Sent For Review:0',
      'startReview:Under Review:0',
      'reject:Redesign:0',
      'revise:Active:1',
      'requestReview:Sent For Review:1',
      'startReview:Under Review:1',
      'approve:Project Approved:1',
      'takeForStamping:Sent For Stamping:1',
      'approveStamping:Stamping Approved:1',
    ]);
    expect(steps[2]).toMatchObject({ comment: 'Embedment too short at row 3', actor: { _id: reviewer.id } });
    expect(steps[0]!.reviewer).toMatchObject({ _id: reviewer.id, name: 'Reviewer Tester' });

    // Each step left an activity entry.
    const activity = await t.database.db.select().from(activityLog).where(eq(activityLog.projectId, p._id));
    const actions = activity.map((a) => a.action);
    for (const a of [
      'requestReview',
      'startReview',
      'reject',
      'revise',
      'approve',
      'takeForStamping',
      'approveStamping',
    ]) {
      expect(actions).toContain(`project.${a}`);
    }

    // Notifications reached the people each step concerns.
    const ownerNotes = (await notificationsOf(owner)).data.filter((n) => n.projectId === p._id);
    expect(ownerNotes.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Whole Path Solar: Redesign',
        'Whole Path Solar: Project Approved',
        'Whole Path Solar: Stamping Approved',
      ]),
    );
    expect(ownerNotes.find((n) => n.title.endsWith('Redesign'))!.message).toContain(
      'Embedment too short at row 3',
    );
    const reviewerNotes = (await notificationsOf(reviewer)).data.filter((n) => n.projectId === p._id);
    expect(reviewerNotes.filter((n) => n.kind === 'reviewRequest')).toHaveLength(2);
    expect(reviewerNotes.some((n) => n.message.includes('revised'))).toBe(true);
    const superNotes = (await notificationsOf(superReviewer)).data.filter((n) => n.projectId === p._id);
    expect(superNotes.map((n) => n.title)).toContain('Whole Path Solar: Project Approved');
    // Nobody is told of their own step; outsiders hear nothing.
    expect(reviewerNotes.some((n) => n.title.endsWith('Under Review'))).toBe(false);
    expect((await notificationsOf(outsider)).data.filter((n) => n.projectId === p._id)).toEqual([]);
  });

  describe('request review', () => {
    it('needs a finished run of the current input and a report of that run: 409 naming what is missing', async () => {
      const bare = await createProject(t, owner, { name: 'Bare' });
      const readiness = async () =>
        (
          await t.call({
            method: 'GET',
            url: `/api/projects/review-readiness/${bare._id}`,
            token: owner.token,
          })
        ).json<ReviewReadiness>();
      const noRun = await requestReview(t, owner, { projectId: bare._id, reviewerId: reviewer.id });
      expect(noRun.statusCode).toBe(409);
      expect(noRun.json<{ message: string; field: string }>()).toMatchObject({ field: 'run' });
      expect(noRun.json<{ message: string }>().message).toContain('a finished design run');
      expect((await readiness()).missing[0]).toBe('a finished design run');

      const runId = await addSucceededRun(t, owner, bare._id);
      await addGeneratedReport(t, owner, bare._id); // a report, but not of this run
      const noReport = await requestReview(t, owner, { projectId: bare._id, reviewerId: reviewer.id });
      expect(noReport.statusCode).toBe(409);
      expect(noReport.json<{ message: string; field: string }>()).toMatchObject({ field: 'report' });
      expect(noReport.json<{ message: string }>().message).toContain('a report of the latest run');
      expect(await readiness()).toMatchObject({ runId, reportId: null });

      // The input saved after the run: the run and its report are of an older input.
      await addGeneratedReport(t, owner, bare._id, runId);
      expect((await readiness()).missing).toEqual([]);
      const reportsListed = async () =>
        (await t.call({ method: 'GET', url: `/api/projects/files/${bare._id}`, token: owner.token }))
          .json<ProjectFileListResponse>()
          .files.filter((f) => f.kind === 'generatedReport')
          .map((f) => ({ runId: f.runId, current: f.current }));
      // The report of the latest run is current; the one of no run (an older one) is not.
      expect(await reportsListed()).toEqual([
        { runId, current: true },
        { runId: null, current: false },
      ]);
      await t.database.db
        .update(projects)
        .set({ design: { designInput: { settings: { minEmbed_m: 2 } } } })
        .where(eq(projects.id, bare._id));
      const stale = await requestReview(t, owner, { projectId: bare._id, reviewerId: reviewer.id });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ message: string }>().message).toContain('a finished run of the current input');
      expect((await readiness()).runId).toBeNull();
      expect((await reportsListed()).map((r) => r.current)).toEqual([false, false]);
    });

    it('a design with no solution or "engineer to confirm" goes on only acknowledged, recorded in the history', async () => {
      const p = await createProject(t, owner, { name: 'Shaky Solar' });
      // What the guard reads of a result: the piers' status and the warnings.
      const result = {
        piers: [
          { pierTypeId: 'SAP', pileHeight_m: 1.37, status: 'no-solution', warnings: [] },
          { pierTypeId: 'SMP', pileHeight_m: 1.37, status: 'pass', warnings: [] },
        ],
        warnings: ['engineer to confirm: adfreeze bond 65 kPa (default)'],
        constants: [],
      };
      const runId = await addSucceededRun(t, owner, p._id, result);
      await addGeneratedReport(t, owner, p._id, runId);
      const send = (extra: Record<string, unknown>) =>
        requestReview(t, owner, { projectId: p._id, reviewerId: reviewer.id, ...extra });

      const bare = await send({});
      expect(bare.statusCode).toBe(400);
      expect(bare.json<{ field: string; message: string }>()).toMatchObject({ field: 'acknowledgeIssues' });
      expect(bare.json<{ message: string }>().message).toContain(
        'No solution for 1 pier design: SAP at 4.5 ft', // the project's units: 1.37 m / 0.3048
      );
      const noNote = await send({ acknowledgeIssues: true });
      expect(noNote.json<{ field: string }>().field).toBe('acknowledgementNote');

      const sent = ok(
        await send({ acknowledgeIssues: 'true', acknowledgementNote: 'SAP redesigned by hand' }),
      );
      expect(sent.review.comment).toMatch(
        /^Issues acknowledged: No solution for 1 pier design: SAP at 4\.5 ft; engineer to confirm: adfreeze bond/,
      );
      expect(sent.review.comment).toContain('Note: SAP redesigned by hand');

      ok(await reviewUpdate(t, reviewer, { projectId: p._id, action: 'startReview' }));
      const approve = await reviewUpdate(t, reviewer, { projectId: p._id, action: 'approve' });
      expect(approve.statusCode).toBe(400);
      expect(approve.json<{ field: string }>().field).toBe('acknowledgeIssues');
      ok(
        await reviewUpdate(t, reviewer, {
          projectId: p._id,
          action: 'approve',
          comment: 'Checked',
          acknowledgeIssues: true,
          acknowledgementNote: 'Adfreeze bond per the geotech report',
        }),
      );
      ok(await superReviewUpdate(t, superReviewer, { projectId: p._id, action: 'takeForStamping' }));
      const stamp = multipart({ projectId: p._id, action: 'approveStamping' }, [
        { field: 'stampedReport', fileName: 'stamped.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
      ]);
      const refused = await t.call({
        method: 'POST',
        url: '/api/projects/super-review-update',
        token: superReviewer.token,
        ...stamp,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ field: string }>().field).toBe('acknowledgeIssues');

      const history = (
        await t.call({ method: 'GET', url: `/api/projects/review-history/${p._id}`, token: owner.token })
      ).json<ReviewHistoryResponse>().reviews;
      const approved = history.find((r) => r.action === 'approve')!;
      expect(approved.comment).toMatch(
        /^Checked\n\nIssues acknowledged: .*Note: Adfreeze bond per the geotech report$/s,
      );
    });

    it('sends only to a Reviewer of the same company', async () => {
      const p = await readyProject(t, owner);
      for (const who of [superReviewer, admin, outsiderReviewer]) {
        const res = await requestReview(t, owner, { projectId: p._id, reviewerId: who.id });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ field: 'reviewerId' });
      }
      const missing = await requestReview(t, owner, { projectId: p._id });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ field: 'reviewerId' });
    });

    it('is for the owner of an Active project only', async () => {
      const p = await readyProject(t, owner);
      expect((await requestReview(t, admin, { projectId: p._id, reviewerId: reviewer.id })).statusCode).toBe(
        403,
      );
      expect(
        (await requestReview(t, reviewer, { projectId: p._id, reviewerId: reviewer.id })).statusCode,
      ).toBe(404);
      expect(
        (await requestReview(t, outsider, { projectId: p._id, reviewerId: reviewer.id })).statusCode,
      ).toBe(404);
      await t.call({
        method: 'POST',
        url: '/api/projects/update-status',
        token: owner.token,
        payload: { projectId: p._id, action: 'disable' },
      });
      const inactive = await requestReview(t, owner, { projectId: p._id, reviewerId: reviewer.id });
      expect(inactive.statusCode).toBe(409);
    });

    it('takes form data, and the owner may withdraw it', async () => {
      const p = await readyProject(t, owner);
      const form = multipart({
        projectId: p._id,
        reviewerId: reviewer.id,
        email: 'ignored@example.com',
        self: 'false',
      });
      const sent = ok(
        await t.call({ method: 'POST', url: '/api/projects/request-review', token: owner.token, ...form }),
      );
      expect(sent.assignedReviewerId).toBe(reviewer.id);
      // The mail goes to the reviewer's own address, never to the one the form names.
      expect(t.mailer.outbox.at(-1)).toMatchObject({ to: reviewer.email });
      expect((await reviewUpdate(t, reviewer, { projectId: p._id, action: 'withdraw' })).statusCode).toBe(
        403,
      );
      expect(ok(await reviewUpdate(t, owner, { projectId: p._id, action: 'withdraw' })).status).toBe(
        'Active',
      );
    });
  });

  it('of two clicks at once, one wins and the other gets 409', async () => {
    const p = await readyProject(t, owner);
    await sendForReview(p);
    const results = await Promise.all([
      reviewUpdate(t, reviewer, { projectId: p._id, action: 'startReview' }),
      reviewUpdate(t, reviewer, { projectId: p._id, action: 'startReview' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const steps = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.projectId, p._id), eq(reviews.action, 'startReview')));
    expect(steps).toHaveLength(1);
  });

  it('keeps review attachments with the decision; checks their type', async () => {
    const p = await readyProject(t, owner);
    await sendForReview(p);
    ok(await reviewUpdate(t, reviewer, { projectId: p._id, action: 'startReview' }));
    const exe = multipart({ projectId: p._id, action: 'reject', comment: 'see file' }, [
      {
        field: 'attachments',
        fileName: 'virus.exe',
        contentType: 'application/octet-stream',
        bytes: Buffer.from('MZ'),
      },
    ]);
    const bad = await t.call({
      method: 'POST',
      url: '/api/projects/review-update',
      token: reviewer.token,
      ...exe,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'attachments' });

    const notes = Buffer.from('row 3: embedment 8 ft, needs 10 ft\n');
    const form = multipart({ projectId: p._id, action: 'reject', comment: 'see file' }, [
      { field: 'attachments', fileName: 'markup.txt', contentType: 'text/plain', bytes: notes },
    ]);
    const rejected = ok(
      await t.call({ method: 'POST', url: '/api/projects/review-update', token: reviewer.token, ...form }),
    );
    expect(rejected.status).toBe('Redesign');
    const [file] = rejected.review.files;
    expect(file).toMatchObject({ kind: 'attachment', fileName: 'markup.txt', contentType: 'text/plain' });
    const dl = await t.call({
      method: 'GET',
      url: `/api/projects/review-file/${file!._id}`,
      token: owner.token,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(notes)).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: `/api/projects/review-file/${file!._id}`, token: outsider.token }))
        .statusCode,
    ).toBe(404);
  });

  it('sendBack needs a comment and returns the project to its owner for revision', async () => {
    const p = await readyProject(t, owner);
    await sendForReview(p);
    ok(await reviewUpdate(t, reviewer, { projectId: p._id, action: 'startReview' }));
    ok(await reviewUpdate(t, reviewer, { projectId: p._id, action: 'approve' }));
    ok(await superReviewUpdate(t, superReviewer, { projectId: p._id, action: 'takeForStamping' }));
    const bare = await superReviewUpdate(t, superReviewer, { projectId: p._id, action: 'sendBack' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'comment' });
    expect(
      ok(
        await superReviewUpdate(t, superReviewer, {
          projectId: p._id,
          action: 'sendBack',
          comment: 'Seal page missing',
        }),
      ).status,
    ).toBe('Requires Revision');
    const steps = (await history(superReviewer, p._id)).reviews;
    expect(steps.at(-1)).toMatchObject({ action: 'sendBack', comment: 'Seal page missing' });
  });

  it('queues: My Queue by filter for the assigned Reviewer, counts, the stamping list', async () => {
    const q = await createUser(t, admin.companyId, 'Reviewer');
    const fresh = await readyProject(t, owner, 'Queue fresh');
    const inProgress = await readyProject(t, owner, 'Queue in progress');
    const revised = await readyProject(t, owner, 'Queue revised');
    await sendForReview(fresh, q);
    await sendForReview(inProgress, q);
    ok(await reviewUpdate(t, q, { projectId: inProgress._id, action: 'startReview' }));
    await sendForReview(revised, q);
    ok(await reviewUpdate(t, q, { projectId: revised._id, action: 'startReview' }));
    ok(await reviewUpdate(t, q, { projectId: revised._id, action: 'reject', comment: 'again' }));
    await t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: owner.token,
      payload: { _id: revised._id, version: revised.version, name: 'Queue revised', client: 'Sunny Farms' },
    });
    await sendForReview(revised, q);

    const names = (r: ReviewQueueResponse) => r.projects.map((x) => x.name).sort();
    expect(names(await queue(q, 'Request for Review'))).toEqual(['Queue fresh']);
    expect(names(await queue(q, 'Revise Project'))).toEqual(['Queue revised']);
    expect(names(await queue(q, 'Review in Progress'))).toEqual(['Queue in progress']);
    expect(names(await queue(q))).toEqual(['Queue fresh', 'Queue in progress', 'Queue revised']);
    const row = (await queue(q, 'Revise Project')).projects[0]!;
    expect(row).toMatchObject({
      revisionNumber: 1,
      owner: { _id: owner.id, name: 'User Tester' },
      status: 'Sent For Review',
    });
    expect(Date.parse(row.requestedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Another Reviewer's queue holds none of them.
    expect((await queue(otherReviewer)).projects.filter((x) => x.name.startsWith('Queue'))).toEqual([]);

    expect(await get<ReviewCountResponse>(q, '/api/projects/getProjectReviewCount')).toEqual({
      projectReviewCount: 3,
      byFilter: { 'Request for Review': 1, 'Revise Project': 1, 'Review in Progress': 1 },
    });
    const bad = await t.call({
      method: 'GET',
      url: '/api/projects/reviewprojectList?filter=Everything',
      token: q.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'filter' });

    // Only Reviewers have a queue, only Super Reviewers the stamping list.
    for (const who of [owner, admin, superReviewer]) {
      expect(
        (await t.call({ method: 'GET', url: '/api/projects/reviewprojectList', token: who.token }))
          .statusCode,
      ).toBe(403);
    }
    for (const who of [owner, admin, reviewer]) {
      expect(
        (await t.call({ method: 'GET', url: '/api/projects/superReviewList', token: who.token })).statusCode,
      ).toBe(403);
    }
    // Another company's Super Reviewer sees none of this company's projects.
    const outsiderSuper = await createUser(t, outsider.companyId, 'SuperReviewer');
    expect((await get<ReviewQueueResponse>(outsiderSuper, '/api/projects/superReviewList')).total).toBe(0);
  });

  it("AllUsers lists the company's users who are not suspended", async () => {
    const frozen = await createUser(t, admin.companyId, 'Reviewer', { isSuspended: true });
    const { users } = await get<AllUsersResponse>(owner, '/api/projects/AllUsers');
    const ids = users.map((u) => u._id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, owner.id, reviewer.id, superReviewer.id]));
    expect(ids).not.toContain(frozen.id);
    expect(ids).not.toContain(outsiderReviewer.id);
    expect(users.find((u) => u._id === reviewer.id)).toEqual({
      _id: reviewer.id,
      name: 'Reviewer Tester',
      email: reviewer.email,
      role: 'Reviewer',
    });
  });

  it('comments: anyone who may view the project reads and writes; others get 404', async () => {
    const p = await readyProject(t, owner, 'Chatty');
    await sendForReview(p);
    const add = (who: TestUser, body: string) =>
      t.call({
        method: 'POST',
        url: '/api/projects/add-comment',
        token: who.token,
        payload: { projectId: p._id, body },
      });
    expect((await add(reviewer, 'Which soil report is this?')).statusCode).toBe(200);
    expect((await add(owner, 'The 2024 one')).statusCode).toBe(200);
    const empty = await add(owner, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'body' });
    expect((await add(otherReviewer, 'sneaky')).statusCode).toBe(404);
    expect((await add(outsider, 'sneaky')).statusCode).toBe(404);

    const res = await t.call({
      method: 'POST',
      url: '/api/projects/getComments',
      token: admin.token,
      payload: { projectId: p._id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ comments: { authorName: string; body: string }[] }>().comments).toMatchObject([
      { authorName: 'Reviewer Tester', body: 'Which soil report is this?' },
      { authorName: 'User Tester', body: 'The 2024 one' },
    ]);
    const outsiderRead = await t.call({
      method: 'POST',
      url: '/api/projects/getComments',
      token: outsider.token,
      payload: { projectId: p._id },
    });
    expect(outsiderRead.statusCode).toBe(404);
    // The owner hears of the reviewer's comment, the reviewer of the owner's.
    expect(
      (await notificationsOf(owner)).data.some(
        (n) => n.kind === 'comment' && n.message.includes('Which soil report'),
      ),
    ).toBe(true);
    expect(
      (await notificationsOf(reviewer)).data.some(
        (n) => n.kind === 'comment' && n.message.includes('The 2024 one'),
      ),
    ).toBe(true);
  });
});
