// The Super admin (issue 14): made from the environment at start-up, never by sign-up; its
// console's powers over every customer company, each in the activity logs with who did it; and
// its refusal to read any company's data. The other roles' refusal is in the role matrix
// (projects/tenancy-matrix.test.ts).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type AuthResponse,
  type BillingSummary,
  type PlatformCompaniesResponse,
  type PlatformCompany,
  type PlatformCompanyResponse,
} from '@pilewise/contracts';
import { ConfigError } from '../config';
import { activityLog, companies, users } from '../db/schema';
import {
  createProject,
  createUser,
  PASSWORD,
  signInSuperAdmin,
  signUpCompany,
  SUPER_ADMIN_ENV,
  type TestUser,
} from '../../test/factories';
import { BACKENDS, buildTestApp, testConfig, type TestApp } from '../../test/helper';
import { ensureSuperAdmin } from './super-admin.bootstrap';
import { PLATFORM_ONLY_MESSAGE } from './platform-guard';

const DAY_MS = 86_400_000;

describe('Super admin configuration', () => {
  it('SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD go together, and the password follows the rule', () => {
    expect(() => testConfig({ SUPER_ADMIN_EMAIL: 'op@example.com' })).toThrow(/SUPER_ADMIN_PASSWORD/);
    expect(() => testConfig({ SUPER_ADMIN_PASSWORD: 'Operator#2026' })).toThrow(/SUPER_ADMIN_EMAIL/);
    expect(() => testConfig({ SUPER_ADMIN_EMAIL: 'op@example.com', SUPER_ADMIN_PASSWORD: 'short' })).toThrow(
      /SUPER_ADMIN_PASSWORD: must be at least 8 characters/,
    );
    expect(() =>
      testConfig({ SUPER_ADMIN_EMAIL: 'not an email', SUPER_ADMIN_PASSWORD: 'Operator#2026' }),
    ).toThrow(/SUPER_ADMIN_EMAIL/);
    expect(testConfig().superAdmin).toBeNull();
    expect(
      testConfig({ SUPER_ADMIN_EMAIL: 'Op@Example.com', SUPER_ADMIN_PASSWORD: 'Operator#2026' }).superAdmin,
    ).toEqual({ email: 'op@example.com', password: 'Operator#2026' });
  });
});

describe.each(BACKENDS)('Super admin on %s', (backend) => {
  let t: TestApp;
  let operator: TestUser;
  let admin: TestUser;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, SUPER_ADMIN_ENV);
    operator = await signInSuperAdmin(t);
    admin = await signUpCompany(t, { companyName: 'Alpha Solar' });
    user = await createUser(t, admin.companyId, 'User');
    other = await signUpCompany(t, { companyName: 'Beta Trackers' });
  });
  afterAll(() => t?.close());

  const companiesList = async () => {
    const res = await t.call({ method: 'GET', url: API_PATHS.superAdmin.companies, token: operator.token });
    expect(res.statusCode).toBe(200);
    return res.json<PlatformCompaniesResponse>().companies;
  };
  const companyOf = async (id: string): Promise<PlatformCompany> =>
    (await companiesList()).find((c) => c._id === id)!;
  const post = (url: string, payload: object, token = operator.token) =>
    t.call({ method: 'POST', url, token, payload });
  const companyLog = (companyId: string) =>
    t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.companyId, companyId), like(activityLog.action, 'platform.%')));
  const signIn = (email: string) =>
    t.call({ method: 'POST', url: API_PATHS.auth.signIn, payload: { email, password: PASSWORD } });
  const addProject = (who: TestUser) =>
    t.call({
      method: 'POST',
      url: API_PATHS.projects.add,
      token: who.token,
      payload: { name: 'After the change', client: 'C' },
    });

  it('is made at start-up in the platform row, no tenant; a second start changes nothing', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, operator.id));
    expect(row).toMatchObject({ role: 'SuperAdmin', email: SUPER_ADMIN_ENV.SUPER_ADMIN_EMAIL });
    const [platform] = await t.database.db.select().from(companies).where(eq(companies.id, row!.companyId));
    expect(platform!.kind).toBe('platform');
    expect(
      await ensureSuperAdmin(t.database.db, {
        email: SUPER_ADMIN_ENV.SUPER_ADMIN_EMAIL,
        password: SUPER_ADMIN_ENV.SUPER_ADMIN_PASSWORD,
      }),
    ).toBe('unchanged');
    const list = await companiesList();
    expect(list.map((c) => c._id)).not.toContain(platform!.id);
  });

  it('refuses to make a customer user the Super admin', async () => {
    await expect(
      ensureSuperAdmin(t.database.db, { email: admin.email, password: 'Operator#2026' }),
    ).rejects.toThrow(ConfigError);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.role).toBe('Admin');
  });

  it('lists every customer company with its plan, seats, users and last activity', async () => {
    await createProject(t, user, { name: 'Alpha site' }); // activity of Alpha's own users
    const alpha = await companyOf(admin.companyId);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, admin.companyId));
    expect(alpha).toMatchObject({
      name: 'Alpha Solar',
      plan: 'Trial',
      planEndsAt: row!.planEndsAt.toISOString(),
      ended: false,
      frozen: false,
      users: 2,
      seats: { included: 5, extra: 0, total: 5, used: 2, free: 3 },
      subscribed: false,
    });
    const newestOf = async (companyId: string) =>
      (
        await t.database.db
          .select({ at: activityLog.createdAt })
          .from(activityLog)
          .where(eq(activityLog.companyId, companyId))
          .orderBy(activityLog.createdAt)
      )
        .at(-1)!
        .at.toISOString();
    expect(alpha.lastActivityAt).toBe(await newestOf(admin.companyId));
    // each company its own: the other's sign-up, before Alpha's project
    const theirs = await companyOf(other.companyId);
    expect(theirs.users).toBe(1);
    expect(theirs.lastActivityAt).toBe(await newestOf(other.companyId));
    expect(Date.parse(theirs.lastActivityAt!)).toBeLessThan(Date.parse(alpha.lastActivityAt!));
  });

  it('finds companies by name and kind on the server, 50 to a page, each row with its users and activity', async () => {
    // 120 companies beside Alpha and Beta, every 40th with its plan ended, two frozen
    const now = Date.now();
    await t.database.db.insert(companies).values(
      Array.from({ length: 120 }, (_, i) => ({
        id: crypto.randomUUID(),
        name: `Zeta ${String(i + 1).padStart(3, '0')}${i === 4 ? ' Énergie' : ''}`,
        planEndsAt: new Date(now + (i % 40 === 7 ? -1 : 30) * DAY_MS),
        frozenAt: i === 10 || i === 11 ? new Date(now) : null,
      })),
    );
    const read = async (query: string) => {
      const res = await t.call({
        method: 'GET',
        url: `${API_PATHS.superAdmin.companies}${query}`,
        token: operator.token,
      });
      expect(res.statusCode, query).toBe(200);
      const body = res.json<PlatformCompaniesResponse>();
      return { ...body, names: body.companies.map((c) => c.name) };
    };
    const zetas = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `Zeta ${String(from + i).padStart(3, '0')}`);
    const withAccent = (names: string[]) => names.map((n) => (n === 'Zeta 005' ? 'Zeta 005 Énergie' : n));

    const first = await read('');
    expect(first).toMatchObject({ matching: 122, all: 122, page: 1, pages: 3 });
    expect(first.names).toEqual(['Alpha Solar', 'Beta Trackers', ...withAccent(zetas(1, 48))]);
    expect(first.companies[0]).toMatchObject({ users: 2, seats: { used: 2 } }); // read for the page's rows
    const last = await read('?page=3');
    expect(last.names).toEqual(zetas(99, 120));
    expect(await read('?page=99')).toMatchObject({ page: 3, names: last.names }); // past the end: the last

    // every word, any case, any accent; the count of all beside the matching
    expect(await read('?search=zeta%2000')).toMatchObject({ matching: 10, all: 122 }); // 001 to 009, and 100
    expect((await read(`?search=${encodeURIComponent('ENERGIE zeta')}`)).names).toEqual(['Zeta 005 Énergie']);
    expect((await read('?kind=ended')).names).toEqual(['Zeta 008', 'Zeta 048', 'Zeta 088']);
    expect((await read('?kind=frozen&search=zeta')).names).toEqual(['Zeta 011', 'Zeta 012']);
    expect(await read('?kind=trial')).toMatchObject({ matching: 119 }); // Alpha, Beta, 117 Zetas
    expect(await read('?kind=pro&search=nobody')).toMatchObject({
      matching: 0,
      page: 1,
      pages: 1,
      names: [],
    });

    for (const [query, field] of [
      ['?kind=gold', 'kind'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      [`?search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const res = await t.call({
        method: 'GET',
        url: `${API_PATHS.superAdmin.companies}${query}`,
        token: operator.token,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(field);
    }
    await t.database.db.delete(companies).where(like(companies.name, 'Zeta %'));
  });

  it("extends a trial: the new end is the company's, logged in its log and the platform's with who did it", async () => {
    const endsAt = new Date(Date.now() + 60 * DAY_MS).toISOString();
    const res = await post(API_PATHS.superAdmin.plan(admin.companyId), { plan: 'Trial', planEndsAt: endsAt });
    expect(res.statusCode).toBe(200);
    const body = res.json<PlatformCompanyResponse>();
    expect(body.company).toMatchObject({ plan: 'Trial', planEndsAt: endsAt, ended: false });
    expect(body.message).toMatch(/^Set the plan of Alpha Solar to Trial until /);
    const summary = await t.call({ method: 'GET', url: API_PATHS.billing.summary, token: user.token });
    expect(summary.json<BillingSummary>()).toMatchObject({ plan: 'Trial', planEndsAt: endsAt, ended: false });
    const logged = await companyLog(admin.companyId);
    expect(logged.at(-1)).toMatchObject({
      action: 'platform.plan',
      userId: operator.id,
      details: expect.objectContaining({ by: SUPER_ADMIN_ENV.SUPER_ADMIN_EMAIL }),
    });
    expect(logged.at(-1)!.message).toContain(
      `Super admin Super Admin (${SUPER_ADMIN_ENV.SUPER_ADMIN_EMAIL})`,
    );
    expect((await companyLog(operator.companyId)).map((r) => r.action)).toContain('platform.plan');
    // The Admin reads the change in the company's activity log.
    const seen = await t.call({ method: 'GET', url: API_PATHS.projects.activityLogs, token: admin.token });
    expect(JSON.stringify(seen.json())).toContain('set the plan of Alpha Solar');
    // Its own entries are not the company's activity.
    expect(Date.parse((await companyOf(admin.companyId)).lastActivityAt!)).toBeLessThan(
      logged.at(-1)!.createdAt.getTime(),
    );
  });

  it('ends a trial: users sign in told so, read their projects, and saving answers 402', async () => {
    const project = await createProject(t, user, { name: 'Before the end' });
    const res = await post(API_PATHS.superAdmin.plan(admin.companyId), {
      plan: 'Trial',
      planEndsAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(res.json<PlatformCompanyResponse>().company.ended).toBe(true);
    const signedIn = await signIn(user.email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().subscriptionExpired).toBe(true);
    const read = await t.call({ method: 'GET', url: API_PATHS.projects.get(project._id), token: user.token });
    expect(read.statusCode).toBe(200);
    const save = await addProject(user);
    expect(save.statusCode).toBe(402);
    expect(save.json()).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED', subscriptionExpired: true });
    expect(save.json().message).toMatch(/^Your free trial ended on /);
    // Another company is untouched.
    expect((await addProject(other)).statusCode).toBe(200);
  });

  it('grants Pro until a date, then revokes it', async () => {
    const until = new Date(Date.now() + 365 * DAY_MS).toISOString();
    const granted = await post(API_PATHS.superAdmin.plan(admin.companyId), {
      plan: 'Pro',
      planEndsAt: until,
    });
    expect(granted.json<PlatformCompanyResponse>().company).toMatchObject({
      plan: 'Pro',
      planEndsAt: until,
      ended: false,
    });
    expect((await addProject(user)).statusCode).toBe(200);
    const revoked = await post(API_PATHS.superAdmin.plan(admin.companyId), {
      plan: 'Pro',
      planEndsAt: new Date().toISOString(),
    });
    expect(revoked.json<PlatformCompanyResponse>().company).toMatchObject({ plan: 'Pro', ended: true });
    const refused = await addProject(user);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/^Your Pro plan ended on /);
    await post(API_PATHS.superAdmin.plan(admin.companyId), { plan: 'Pro', planEndsAt: until });
  });

  it('sets the seats: the Admin adds users up to the new total, not one more', async () => {
    const company = await t.call({ method: 'GET', url: API_PATHS.users.seats, token: other.token });
    expect(company.json()).toMatchObject({ seats: { total: 5, used: 1 } });
    const res = await post(API_PATHS.superAdmin.seats(other.companyId), { extraSeats: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json<PlatformCompanyResponse>().company.seats).toMatchObject({
      extra: 1,
      total: 6,
      used: 1,
      free: 5,
    });
    for (let i = 0; i < 5; i++) {
      const added = await post(
        API_PATHS.users.addUser,
        { firstName: 'U', lastName: `${i}`, email: `seat-${i}-${Date.now()}@example.com`, role: 'User' },
        other.token,
      );
      expect(added.statusCode, `user ${i + 2} of 6`).toBe(200);
    }
    const seventh = await post(
      API_PATHS.users.addUser,
      { firstName: 'U', lastName: '7', email: `seat-7-${Date.now()}@example.com`, role: 'User' },
      other.token,
    );
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toMatch(/All 6 seats are in use.*\/manage-subscription/);
    expect((await companyLog(other.companyId)).map((r) => r.action)).toContain('platform.seats');
  });

  it('freezes a company: its users cannot sign in and their sessions end; unfreezing lets them back', async () => {
    const frozen = await post(API_PATHS.superAdmin.freeze(admin.companyId), { frozen: true });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json<PlatformCompanyResponse>().company.frozen).toBe(true);
    const refused = await signIn(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'COMPANY_FROZEN' });
    const session = await t.call({ method: 'GET', url: API_PATHS.projects.list, token: admin.token });
    expect(session.statusCode).toBe(401);
    // Nothing of theirs went away; another company works on.
    expect((await companyOf(admin.companyId)).users).toBe(2);
    expect(
      (await t.call({ method: 'GET', url: API_PATHS.projects.list, token: other.token })).statusCode,
    ).toBe(200);
    // Freezing twice changes nothing more.
    expect((await post(API_PATHS.superAdmin.freeze(admin.companyId), { frozen: true })).json().message).toBe(
      'Nothing to change',
    );
    const thawed = await post(API_PATHS.superAdmin.freeze(admin.companyId), { frozen: false });
    expect(thawed.json<PlatformCompanyResponse>().company.frozen).toBe(false);
    const back = await signIn(user.email);
    expect(back.statusCode).toBe(200);
    user = { ...user, token: back.json<AuthResponse>().token };
    admin = { ...admin, token: (await signIn(admin.email)).json<AuthResponse>().token };
    expect((await companyLog(admin.companyId)).map((r) => r.action)).toEqual(
      expect.arrayContaining(['platform.freeze', 'platform.unfreeze']),
    );
  });

  it('bad input is refused naming the field; unknown and platform companies are 404s', async () => {
    const url = API_PATHS.superAdmin.plan(admin.companyId);
    const cases: [object, string][] = [
      [{ plan: 'Gold', planEndsAt: new Date().toISOString() }, 'plan'],
      [{ plan: 'Pro', planEndsAt: 'next year' }, 'planEndsAt'],
      [{ plan: 'Pro', planEndsAt: new Date(Date.now() + 11 * 366 * DAY_MS).toISOString() }, 'planEndsAt'],
      [{ plan: 'Pro', planEndsAt: new Date(Date.now() - 400 * DAY_MS).toISOString() }, 'planEndsAt'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const seats = await post(API_PATHS.superAdmin.seats(admin.companyId), { extraSeats: -1 });
    expect(seats.statusCode).toBe(400);
    expect(seats.json().message).toContain('extraSeats');
    const freeze = await post(API_PATHS.superAdmin.freeze(admin.companyId), { frozen: 'yes' });
    expect(freeze.statusCode).toBe(400);
    expect(freeze.json().message).toContain('frozen');
    for (const id of [crypto.randomUUID(), operator.companyId]) {
      const res = await post(API_PATHS.superAdmin.seats(id), { extraSeats: 1 });
      expect(res.statusCode).toBe(404);
    }
    expect((await post(`/api/super-admin/companies/not-a-uuid/seats`, { extraSeats: 1 })).statusCode).toBe(
      400,
    );
  });

  it('reads no company data: every call outside the console and its own account answers 403', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const allowed = new Set([
      'GET /api/auth/refresh-user-data',
      'POST /api/auth/sign-out',
      'GET /api/users/profile',
      'POST /api/users/change-password',
    ]);
    const project = await createProject(t, other, { name: 'Not for the operator' });
    let refused = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const call = `${method.toUpperCase()} ${path}`;
        if (!op.security || path.startsWith('/api/super-admin/') || allowed.has(call)) continue;
        // Real ids of another company's project: refused before anything is looked up.
        const url = path.replace(/\{[^}]+\}/g, project._id);
        const res = await t.call({
          method: method.toUpperCase() as 'GET',
          url,
          token: operator.token,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        expect(res.statusCode, call).toBe(403);
        expect(res.json(), call).toEqual({ code: 'PLATFORM_ONLY', message: PLATFORM_ONLY_MESSAGE });
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(50);
    const me = await t.call({ method: 'GET', url: API_PATHS.auth.refreshUserData, token: operator.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { role: 'SuperAdmin' } });
  });
});

describe('Super admin password from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', SUPER_ADMIN_ENV);
  });
  afterAll(() => t?.close());

  it('a new SUPER_ADMIN_PASSWORD at start-up replaces the old one and ends its sessions', async () => {
    const before = await signInSuperAdmin(t);
    const outcome = await ensureSuperAdmin(t.database.db, {
      email: SUPER_ADMIN_ENV.SUPER_ADMIN_EMAIL,
      password: 'Rotated#2027',
    });
    expect(outcome).toBe('password-set');
    const old = await t.call({ method: 'GET', url: API_PATHS.auth.refreshUserData, token: before.token });
    expect(old.statusCode).toBe(401);
    const signIn = (password: string) =>
      t.call({
        method: 'POST',
        url: API_PATHS.auth.signIn,
        payload: { email: SUPER_ADMIN_ENV.SUPER_ADMIN_EMAIL, password },
      });
    expect((await signIn(SUPER_ADMIN_ENV.SUPER_ADMIN_PASSWORD)).statusCode).toBe(400);
    expect((await signIn('Rotated#2027')).statusCode).toBe(200);
  });
});
