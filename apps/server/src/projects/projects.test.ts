import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListResponse, Project, ProjectListResponse } from '@pilewise/contracts';
import { activityLog, projects } from '../db/schema';
import { createProject, createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';

describe.each(BACKENDS)('projects on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Trackers Inc' });
  });
  afterAll(() => t?.close());

  const list = async (user: TestUser, query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/projects/list?${query}`, token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json<ProjectListResponse>();
  };
  const countProjects = async () => (await t.database.db.select().from(projects)).length;

  describe('add', () => {
    it('creates an Active private project: name trimmed, company defaulted, design kept', async () => {
      const p = await createProject(t, admin, {
        name: '  North field  ',
        latitude: 33.45,
        longitude: -112.07,
        design: { load_type: 'SAP', piles: [{ h_ft: 5 }] },
      });
      expect(p).toMatchObject({
        name: 'North field',
        client: 'Sunny Farms',
        status: 'Active',
        project_view: 'private',
        isDraft: false,
        company: 'Trackers Inc',
        unitSystem: 'imperial',
        revisionNumber: 0,
        parentId: null,
        childProjects: [],
        owner: admin.id,
        username: 'Ada Admin',
        latitude: 33.45,
        design: { load_type: 'SAP', piles: [{ h_ft: 5 }] },
      });
    });

    it('updates when _id is given; fields left out stay', async () => {
      const p = await createProject(t, admin, { designer: 'D. Signer', notes: 'keep me' });
      const res = await t.call({
        method: 'POST',
        url: '/api/projects/add',
        token: admin.token,
        payload: { _id: p._id, version: p.version, name: 'Renamed', client: 'Other', unitSystem: 'metric' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ project: Project }>().project).toMatchObject({
        _id: p._id,
        name: 'Renamed',
        client: 'Other',
        designer: 'D. Signer',
        notes: 'keep me',
        unitSystem: 'metric',
      });
    });

    it.each([
      [{ client: 'C' }, 'name', 'name: Name is required'],
      [{ name: '   ', client: 'C' }, 'name', 'name: Name is required'],
      [{ name: 'N' }, 'client', 'client: Client is required'],
      [
        { name: 'N', client: 'C', latitude: 91 },
        'latitude',
        'latitude: Latitude must be between -90 and 90 degrees',
      ],
      [{ name: 'N', client: 'C', unitSystem: 'furlongs' }, 'unitSystem', 'unitSystem:'],
      [{ name: 'N', client: 'C', design: [1, 2] }, 'design', 'design:'],
      [{ name: 'N', client: 'C', _id: 'nope' }, '_id', '_id:'],
    ])('refuses %j: 400 naming %s, nothing written', async (payload, field, message) => {
      const before = await countProjects();
      const res = await t.call({ method: 'POST', url: '/api/projects/add', token: admin.token, payload });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; error: string; field: string }>();
      expect(body.field).toBe(field);
      expect(body.message.startsWith(message)).toBe(true);
      expect(body.error).toBe(body.message);
      expect(await countProjects()).toBe(before);
    });

    it('answers 400 to a body that is not JSON, and 404 to an unknown _id', async () => {
      const bad = await t.call({
        method: 'POST',
        url: '/api/projects/add',
        token: admin.token,
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(bad.statusCode).toBe(400);
      const unknown = await t.call({
        method: 'POST',
        url: '/api/projects/add',
        token: admin.token,
        payload: { _id: crypto.randomUUID(), version: 1, name: 'N', client: 'C' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
    });

    it('refuses edits outside Active (409); saving a sent-back project revises it', async () => {
      const p = await createProject(t, admin);
      await t.call({
        method: 'POST',
        url: '/api/projects/update-status',
        token: admin.token,
        payload: { projectId: p._id, action: 'disable' },
      });
      const locked = await t.call({
        method: 'POST',
        url: '/api/projects/add',
        token: admin.token,
        payload: { _id: p._id, version: p.version, name: 'x', client: 'y' },
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({
        code: 'PROJECT_NOT_EDITABLE',
        message: 'Project is read-only in status Inactive',
      });

      await t.database.db.update(projects).set({ status: 'Redesign' }).where(eq(projects.id, p._id));
      const revised = await t.call({
        method: 'POST',
        url: '/api/projects/add',
        token: admin.token,
        payload: { _id: p._id, version: p.version, name: 'Fixed', client: 'y' },
      });
      expect(revised.statusCode).toBe(200);
      expect(revised.json<{ project: Project }>().project).toMatchObject({
        status: 'Active',
        revisionNumber: 1,
        name: 'Fixed',
      });
    });
  });

  describe('draft', () => {
    it('creates a draft with nothing required, updates it, and add finishes it', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/projects/draft-project',
        token: admin.token,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      const draft = res.json<{ project: Project }>().project;
      expect(draft).toMatchObject({ isDraft: true, name: 'Untitled project', client: '', status: 'Active' });
      const again = await t.call({
        method: 'POST',
        url: '/api/projects/draft-project',
        token: admin.token,
        payload: { _id: draft._id, version: draft.version, design: { step: 2 } },
      });
      expect(again.json<{ project: Project }>().project).toMatchObject({
        _id: draft._id,
        isDraft: true,
        design: { step: 2 },
      });
      const done = await t.call({
        method: 'POST',
        url: '/api/projects/add',
        token: admin.token,
        payload: { _id: draft._id, version: draft.version + 1, name: 'Final', client: 'C' },
      });
      expect(done.json<{ project: Project }>().project).toMatchObject({
        isDraft: false,
        name: 'Final',
        design: { step: 2 },
      });
    });
  });

  describe('list', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await createUser(t, admin.companyId, 'User');
      await createProject(t, user, { name: 'Alpha Ridge', client: 'Desert Power', designer: 'Zed' });
      await createProject(t, user, { name: 'Beta Flats', client: 'ACME 100% Solar', designer: 'Yan' });
      const gamma = await createProject(t, user, { name: 'Gamma', client: 'Coastal', designer: 'Xu Alpha' });
      await t.call({
        method: 'POST',
        url: '/api/projects/update-status',
        token: user.token,
        payload: { projectId: gamma._id, action: 'disable' },
      });
    });

    it('searches name, client and designer, case-insensitively, with % taken literally', async () => {
      expect((await list(user, 'search=ALPHA')).projects.map((p) => p.name).sort()).toEqual([
        'Alpha Ridge',
        'Gamma',
      ]);
      expect((await list(user, 'search=desert')).projects.map((p) => p.name)).toEqual(['Alpha Ridge']);
      expect((await list(user, 'search=100%25')).projects.map((p) => p.name)).toEqual(['Beta Flats']);
      expect((await list(user, 'search=%25')).projects.map((p) => p.name)).toEqual(['Beta Flats']);
    });

    it('sorts by created date, filters by status, pages, and returns the owners', async () => {
      const desc = await list(user, 'sort=created_desc');
      expect(desc.projects.map((p) => p.name)).toEqual(['Gamma', 'Beta Flats', 'Alpha Ridge']);
      const asc = await list(user, 'sort=created_asc');
      expect(asc.projects.map((p) => p.name)).toEqual(['Alpha Ridge', 'Beta Flats', 'Gamma']);
      expect((await list(user, 'status=Inactive')).projects.map((p) => p.name)).toEqual(['Gamma']);
      const page2 = await list(user, 'sort=created_asc&page=2&pageSize=2');
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.projects.map((p) => p.name)).toEqual(['Gamma']);
      expect(desc.users).toEqual([
        { _id: user.id, firstName: 'User', lastName: 'Tester', email: user.email, role: 'User' },
      ]);
      expect(desc.projects[0]).not.toHaveProperty('design');
    });

    it.each([
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['status=Done', 'status'],
      ['sort=name', 'sort'],
    ])('refuses %s naming %s', async (query, field) => {
      const res = await t.call({ method: 'GET', url: `/api/projects/list?${query}`, token: user.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field });
    });
  });

  describe('clone and delete', () => {
    it('clone copies the inputs into a new Active project listed in the source childProjects', async () => {
      const src = await createProject(t, admin, {
        name: 'Source',
        design: { soil: [{ type: 1 }] },
        notes: 'n',
      });
      await t.call({
        method: 'POST',
        url: '/api/projects/update-status',
        token: admin.token,
        payload: { projectId: src._id, action: 'disable' },
      });
      const res = await t.call({
        method: 'POST',
        url: '/api/projects/clone-project',
        token: admin.token,
        payload: { ID: src._id },
      });
      expect(res.statusCode).toBe(200);
      const copy = res.json<{ project: Project }>().project;
      expect(copy).toMatchObject({
        name: 'Source (copy)',
        parentId: src._id,
        status: 'Active',
        design: { soil: [{ type: 1 }] },
        notes: 'n',
        revisionNumber: 0,
      });
      expect(copy._id).not.toBe(src._id);
      const source = await t.call({
        method: 'GET',
        url: `/api/projects/get-project-data/${src._id}`,
        token: admin.token,
      });
      expect(source.json<{ project: Project }>().project.childProjects).toEqual([{ _id: copy._id }]);
      const bad = await t.call({
        method: 'POST',
        url: '/api/projects/clone-project',
        token: admin.token,
        payload: { id: src._id },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'ID' });
    });

    it('delete removes the project and its activity, and detaches its clones, in one go', async () => {
      const src = await createProject(t, admin, { name: 'Doomed' });
      const copy = (
        await t.call({
          method: 'POST',
          url: '/api/projects/clone-project',
          token: admin.token,
          payload: { ID: src._id },
        })
      ).json<{ project: Project }>().project;
      const res = await t.call({
        method: 'DELETE',
        url: `/api/projects/delete-project/${src._id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Project deleted', projectId: src._id });
      expect(await t.database.db.select().from(projects).where(eq(projects.id, src._id))).toEqual([]);
      expect(
        await t.database.db.select().from(activityLog).where(eq(activityLog.projectId, src._id)),
      ).toEqual([]);
      const [orphan] = await t.database.db.select().from(projects).where(eq(projects.id, copy._id));
      expect(orphan!.parentId).toBeNull();
      expect(
        (
          await t.call({
            method: 'DELETE',
            url: `/api/projects/delete-project/${src._id}`,
            token: admin.token,
          })
        ).statusCode,
      ).toBe(404);
      const badId = await t.call({
        method: 'DELETE',
        url: '/api/projects/delete-project/123',
        token: admin.token,
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({ field: 'id' });
    });
  });

  describe('status and privacy', () => {
    it('follows the transition table: disable, enable, by action or target status', async () => {
      const p = await createProject(t, admin);
      const call = (payload: object) =>
        t.call({
          method: 'POST',
          url: '/api/projects/update-status',
          token: admin.token,
          payload: { projectId: p._id, ...payload },
        });
      const off = await call({ action: 'disable' });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        projectId: p._id,
        status: 'Inactive',
        project: { status: 'Inactive' },
      });
      const twice = await call({ action: 'disable' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        message: 'status: cannot disable a project in status Inactive',
      });
      expect((await call({ status: 'Active' })).json()).toMatchObject({ status: 'Active' });
      const review = await call({ action: 'requestReview' });
      expect(review.statusCode).toBe(409);
      expect(review.json()).toMatchObject({
        message: 'action: requestReview is not available through update-status',
      });
      expect((await call({ status: 'Stamping Approved' })).statusCode).toBe(409);
      expect((await call({})).json()).toMatchObject({ field: 'action' });
      expect((await call({ action: 'explode' })).statusCode).toBe(400);
    });

    it('share and unshare', async () => {
      const p = await createProject(t, admin);
      const share = await t.call({
        method: 'POST',
        url: '/api/projects/update-Privacy',
        token: admin.token,
        payload: { projectId: p._id, project_view: 'shared' },
      });
      expect(share.json()).toMatchObject({ projectId: p._id, project_view: 'shared' });
      const bad = await t.call({
        method: 'POST',
        url: '/api/projects/update-Privacy',
        token: admin.token,
        payload: { projectId: p._id, project_view: 'public' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'project_view' });
    });
  });

  it('keeps an activity log: Admins read the company, others their own', async () => {
    const user = await createUser(t, admin.companyId, 'Sales');
    await createProject(t, user, { name: 'Logged' });
    const mine = await t.call({ method: 'GET', url: '/api/projects/get-activity-logs', token: user.token });
    expect(mine.statusCode).toBe(200);
    const logs = mine.json<ActivityListResponse>().logs;
    expect(logs.map((l) => l.action)).toEqual(['project.create']);
    expect(logs[0]).toMatchObject({ message: 'Created project Logged', username: 'Sales Tester' });
    const all = await t.call({
      method: 'GET',
      url: '/api/projects/get-activity-logs?pageSize=100',
      token: admin.token,
    });
    expect(all.json<ActivityListResponse>().total).toBeGreaterThan(logs.length);
  });
});
