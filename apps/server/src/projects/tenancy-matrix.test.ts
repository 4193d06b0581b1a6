// THE ROLE AND TENANCY MATRIX: every project call, as every role, as owner / colleague
// (same company) / outsider (another company), on private and shared projects. Each row
// states the expected status code; each case also checks the effect in the database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  COMPANY_ROLES,
  type CompanyRole,
  type Project,
  type ProjectListResponse,
  type ProjectView,
} from '@pilewise/contracts';
import { activityLog, companies, projects, runs } from '../db/schema';
import {
  createProject,
  createUser,
  signInSuperAdmin,
  signUpCompany,
  SUPER_ADMIN_ENV,
  type TestUser,
} from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { smallDesignInput } from '../../test/runs';

type Call =
  'list' | 'get' | 'runInput' | 'update' | 'draft' | 'disable' | 'privacy' | 'handOver' | 'clone' | 'delete';
type Relation = 'owner' | 'colleague' | 'outsider';

/** status code per call; 'list' is 200 when the project is in the list, 0 when left out. */
type Row = Record<Call, number>;
const ALL_OK: Row = {
  list: 200,
  get: 200,
  // The input a run designed: seen by whoever sees the project (compare of revisions).
  runInput: 200,
  update: 200,
  draft: 200,
  disable: 200,
  privacy: 200,
  handOver: 200,
  clone: 200,
  delete: 200,
};
const HIDDEN: Row = {
  list: 0,
  get: 404,
  runInput: 404,
  update: 404,
  draft: 404,
  disable: 404,
  privacy: 404,
  handOver: 404,
  clone: 404,
  delete: 404,
};
const READ_ONLY: Row = {
  list: 200,
  get: 200,
  runInput: 200,
  update: 403,
  draft: 403,
  disable: 403,
  privacy: 403,
  handOver: 403,
  clone: 200,
  delete: 403,
};

/** workflow.md "Tenancy", as a table. */
function expected(role: CompanyRole, relation: Relation, view: ProjectView): Row {
  if (relation === 'outsider') return HIDDEN; // another company: never, whatever the role
  if (relation === 'owner' || role === 'Admin') return ALL_OK; // owner, or the company Admin
  return view === 'shared' ? READ_ONLY : HIDDEN; // colleagues: shared = read-only, private = invisible
}

const CALLS: Call[] = [
  'list',
  'get',
  'runInput',
  'update',
  'draft',
  'disable',
  'privacy',
  'handOver',
  'clone',
  'delete',
];
const RELATIONS: Relation[] = ['owner', 'colleague', 'outsider'];
const VIEWS: ProjectView[] = ['private', 'shared'];
const CASES = COMPANY_ROLES.flatMap((role) =>
  RELATIONS.flatMap((relation) =>
    VIEWS.flatMap((view) =>
      CALLS.map((call) => ({ role, relation, view, call, code: expected(role, relation, view)[call] })),
    ),
  ),
);

describe.each(BACKENDS)('role and tenancy matrix on %s', (backend) => {
  let t: TestApp;
  const home = {} as Record<CompanyRole, TestUser>;
  const away = {} as Record<CompanyRole, TestUser>;
  let defaultOwner: TestUser;
  let superAdmin: TestUser;
  let heir: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, SUPER_ADMIN_ENV);
    superAdmin = await signInSuperAdmin(t);
    const adminA = await signUpCompany(t, { companyName: 'Home Co' });
    const adminB = await signUpCompany(t, { companyName: 'Away Co' });
    home.Admin = adminA;
    away.Admin = adminB;
    for (const role of COMPANY_ROLES.filter((r) => r !== 'Admin')) {
      home[role] = await createUser(t, adminA.companyId, role);
      away[role] = await createUser(t, adminB.companyId, role);
    }
    // Colleagues act on projects of a plain User who is nobody else in the table.
    defaultOwner = await createUser(t, adminA.companyId, 'User');
    // Whom projects are handed to (projectUser): a User of the home company who owns none of them.
    heir = await createUser(t, adminA.companyId, 'User');
    // A dozen accounts, each a password hash: minutes on a loaded machine.
  }, 240_000);
  afterAll(() => t?.close());

  const row = async (id: string) =>
    (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];

  it.each(CASES)(
    '$role as $relation on a $view project: $call -> $code',
    async ({ role, relation, view, call, code }) => {
      const owner = relation === 'owner' ? home[role] : defaultOwner;
      const actor = relation === 'outsider' ? away[role] : home[role];
      const project = await createProject(t, owner, {
        name: `M ${role} ${relation} ${view} ${call}`,
        notes: 'before',
        design: { soil: [1] },
      });
      if (view === 'shared') {
        const shared = await t.call({
          method: 'POST',
          url: '/api/projects/update-Privacy',
          token: owner.token,
          payload: { projectId: project._id, project_view: 'shared' },
        });
        expect(shared.statusCode).toBe(200);
      }
      const id = project._id;
      const token = actor.token;
      const ok = code === 200;

      switch (call) {
        case 'list': {
          const res = await t.call({
            method: 'GET',
            url: `/api/projects/list?pageSize=100&search=${encodeURIComponent(project.name)}`,
            token,
          });
          expect(res.statusCode).toBe(200);
          const ids = res.json<ProjectListResponse>().projects.map((p) => p._id);
          expect(ids.includes(id)).toBe(ok);
          return;
        }
        case 'get': {
          const res = await t.call({ method: 'GET', url: `/api/projects/get-project-data/${id}`, token });
          expect(res.statusCode).toBe(code);
          if (ok)
            expect(res.json<{ project: Project }>().project).toMatchObject({
              _id: id,
              design: { soil: [1] },
            });
          return;
        }
        case 'runInput': {
          // A finished run of the owner's, stored as a run is (its input as run).
          const runId = crypto.randomUUID();
          await t.database.db.insert(runs).values({
            id: runId,
            projectId: id,
            companyId: owner.companyId,
            startedBy: owner.id,
            status: 'succeeded',
            lane: 'fast',
            elements: 100,
            input: { soil: { layers: [{ name: 'as run' }] } },
          });
          const res = await t.call({ method: 'GET', url: `/api/projects/run-input/${runId}`, token });
          expect(res.statusCode).toBe(code);
          if (ok)
            expect(res.json()).toMatchObject({
              runId,
              projectId: id,
              input: { soil: { layers: [{ name: 'as run' }] } },
            });
          else expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
          return;
        }
        case 'update': {
          const res = await t.call({
            method: 'POST',
            url: '/api/projects/add',
            token,
            payload: { _id: id, version: project.version, name: 'Renamed', client: 'New client' },
          });
          expect(res.statusCode).toBe(code);
          expect((await row(id))!.name).toBe(ok ? 'Renamed' : project.name);
          return;
        }
        case 'draft': {
          const res = await t.call({
            method: 'POST',
            url: '/api/projects/draft-project',
            token,
            payload: { _id: id, version: project.version, notes: 'after' },
          });
          expect(res.statusCode).toBe(code);
          expect((await row(id))!.notes).toBe(ok ? 'after' : 'before');
          return;
        }
        case 'disable': {
          const res = await t.call({
            method: 'POST',
            url: '/api/projects/update-status',
            token,
            payload: { projectId: id, action: 'disable' },
          });
          expect(res.statusCode).toBe(code);
          expect((await row(id))!.status).toBe(ok ? 'Inactive' : 'Active');
          return;
        }
        case 'privacy': {
          const flipped: ProjectView = view === 'shared' ? 'private' : 'shared';
          const res = await t.call({
            method: 'POST',
            url: '/api/projects/update-Privacy',
            token,
            payload: { projectId: id, project_view: flipped },
          });
          expect(res.statusCode).toBe(code);
          expect((await row(id))!.projectView).toBe(ok ? flipped : view);
          return;
        }
        case 'handOver': {
          const res = await t.call({
            method: 'POST',
            url: '/api/projects/projectUser',
            token,
            payload: { projectId: id, userId: heir.id },
          });
          expect(res.statusCode).toBe(code);
          expect((await row(id))!.ownerId).toBe(ok ? heir.id : owner.id);
          return;
        }
        case 'clone': {
          const res = await t.call({
            method: 'POST',
            url: '/api/projects/clone-project',
            token,
            payload: { ID: id },
          });
          expect(res.statusCode).toBe(code);
          const clones = await t.database.db.select().from(projects).where(eq(projects.parentId, id));
          expect(clones.length).toBe(ok ? 1 : 0);
          if (ok)
            expect(clones[0]).toMatchObject({
              ownerId: actor.id,
              companyId: actor.companyId,
              status: 'Active',
              projectView: 'private',
            });
          return;
        }
        case 'delete': {
          const res = await t.call({ method: 'DELETE', url: `/api/projects/delete-project/${id}`, token });
          expect(res.statusCode).toBe(code);
          expect(Boolean(await row(id))).toBe(!ok);
          return;
        }
      }
    },
  );

  // The stamping calculator holds no project: every company role of a running plan may use it
  // (REPORT_GENERATOR_ROLES), in either company; signed out, nobody.
  it.each([...COMPANY_ROLES])(
    '%s computes a stamping calculator sheet (200); signed out: 401',
    async (role) => {
      const payload = {
        input: smallDesignInput(),
        pierTypeId: 'SAP',
        section: 'W6x12',
        embedment_m: 2.5,
        pileHeight_m: 1.37,
      };
      for (const user of [home[role], away[role]]) {
        const res = await t.call({
          method: 'POST',
          url: '/api/stamp-calculator/calculate',
          token: user.token,
          payload,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const anonymous = await t.call({ method: 'POST', url: '/api/stamp-calculator/calculate', payload });
      expect(anonymous.statusCode).toBe(401);
    },
  );

  it('an outsider never learns whether an id exists: same 404 body as an unknown id', async () => {
    const project = await createProject(t, home.User);
    const theirs = await t.call({
      method: 'GET',
      url: `/api/projects/get-project-data/${project._id}`,
      token: away.Admin.token,
    });
    const unknown = await t.call({
      method: 'GET',
      url: `/api/projects/get-project-data/${crypto.randomUUID()}`,
      token: away.Admin.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });

  it("the company's Super Reviewers see projects in the stamping statuses, read-only; other colleagues do not", async () => {
    const project = await createProject(t, defaultOwner);
    await t.database.db
      .update(projects)
      .set({ status: 'Project Approved' })
      .where(and(eq(projects.id, project._id), eq(projects.companyId, defaultOwner.companyId)));
    const get = (u: TestUser) =>
      t.call({ method: 'GET', url: `/api/projects/get-project-data/${project._id}`, token: u.token });
    expect((await get(home.SuperReviewer)).statusCode).toBe(200);
    expect((await get(home.Reviewer)).statusCode).toBe(404);
    expect((await get(away.SuperReviewer)).statusCode).toBe(404);
    const edit = await t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: home.SuperReviewer.token,
      payload: { _id: project._id, name: 'x', client: 'y' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'PROJECT_NOT_EDITABLE' });
    const list = await t.call({
      method: 'GET',
      url: '/api/projects/list?status=Project%20Approved&pageSize=100',
      token: home.SuperReviewer.token,
    });
    expect(list.json<ProjectListResponse>().projects.map((p) => p._id)).toContain(project._id);
  });
  // The Super admin's console (issue 14): no company role reaches it, whatever the company.
  const CONSOLE_CALLS = [
    { name: 'list companies', method: 'GET' as const, url: () => API_PATHS.superAdmin.companies },
    {
      name: 'set plan',
      method: 'POST' as const,
      url: (id: string) => API_PATHS.superAdmin.plan(id),
      payload: { plan: 'Pro', planEndsAt: '2030-01-01T00:00:00.000Z' },
    },
    {
      name: 'set seats',
      method: 'POST' as const,
      url: (id: string) => API_PATHS.superAdmin.seats(id),
      payload: { extraSeats: 7 },
    },
    {
      name: 'freeze',
      method: 'POST' as const,
      url: (id: string) => API_PATHS.superAdmin.freeze(id),
      payload: { frozen: true },
    },
  ];
  const CONSOLE_CASES = COMPANY_ROLES.flatMap((role) =>
    (['own', 'other'] as const).flatMap((target) => CONSOLE_CALLS.map((call) => ({ role, target, call }))),
  );

  it.each(CONSOLE_CASES)(
    '$role on the console ($call.name, $target company) -> 403, nothing changed',
    async ({ role, target, call }) => {
      const actor = home[role];
      const companyId = target === 'own' ? actor.companyId : away.Admin.companyId;
      const before = (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
      const res = await t.call({
        method: call.method,
        url: call.url(companyId),
        token: actor.token,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      const after = (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
      expect(after).toEqual(before);
    },
  );

  it('the console without a token: 401', async () => {
    for (const call of CONSOLE_CALLS) {
      const res = await t.call({
        method: call.method,
        url: call.url(home.Admin.companyId),
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, call.name).toBe(401);
    }
  });

  it.each(CALLS)(
    'the Super admin on a shared project of a company: %s -> 403, nothing read or changed',
    async (call) => {
      const project = await createProject(t, home.Admin, { name: `SA ${call}`, notes: 'before' });
      const shared = await t.call({
        method: 'POST',
        url: '/api/projects/update-Privacy',
        token: home.Admin.token,
        payload: { projectId: project._id, project_view: 'shared' },
      });
      expect(shared.statusCode).toBe(200);
      const id = project._id;
      const runId = crypto.randomUUID();
      await t.database.db.insert(runs).values({
        id: runId,
        projectId: id,
        companyId: home.Admin.companyId,
        startedBy: home.Admin.id,
        status: 'succeeded',
        lane: 'fast',
        elements: 100,
        input: { soil: { layers: [{ name: 'as run' }] } },
      });
      const requests = {
        list: { method: 'GET', url: '/api/projects/list?pageSize=100' },
        get: { method: 'GET', url: `/api/projects/get-project-data/${id}` },
        runInput: { method: 'GET', url: `/api/projects/run-input/${runId}` },
        handOver: {
          method: 'POST',
          url: '/api/projects/projectUser',
          payload: { projectId: id, userId: heir.id },
        },
        update: {
          method: 'POST',
          url: '/api/projects/add',
          payload: { _id: id, name: 'Renamed', client: 'x' },
        },
        draft: { method: 'POST', url: '/api/projects/draft-project', payload: { _id: id, notes: 'after' } },
        disable: {
          method: 'POST',
          url: '/api/projects/update-status',
          payload: { projectId: id, action: 'disable' },
        },
        privacy: {
          method: 'POST',
          url: '/api/projects/update-Privacy',
          payload: { projectId: id, project_view: 'private' },
        },
        clone: { method: 'POST', url: '/api/projects/clone-project', payload: { ID: id } },
        delete: { method: 'DELETE', url: `/api/projects/delete-project/${id}` },
      } as const;
      const r = requests[call];
      const res = await t.call({ ...r, method: r.method, token: superAdmin.token } as Parameters<
        TestApp['call']
      >[0]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PLATFORM_ONLY' });
      expect(res.body).not.toContain(project.name);
      expect(await row(id)).toMatchObject({
        ownerId: home.Admin.id,
        name: project.name,
        notes: 'before',
        status: 'Active',
        projectView: 'shared',
      });
      const clones = await t.database.db.select().from(projects).where(eq(projects.parentId, id));
      expect(clones).toEqual([]);
      const logged = await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.userId, superAdmin.id));
      expect(logged.filter((l) => l.projectId === id)).toEqual([]);
    },
  );
});
