// Test data through the real services (sign-up) or straight into the tables (users of other
// roles: user management is a later issue).
import { randomUUID } from 'node:crypto';
import type { AddProjectBody, AuthResponse, Project, Role } from '@pilewise/contracts';
import { hashPassword } from '../src/auth/passwords';
import { DESIGN_MODE_CODES, SECTION_TYPES } from '@pilewise/contracts';
import type { TestApp } from './helper';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema';
import { insertUser } from '../src/users/users.repository';

export const PASSWORD = 'Secret1!pass';
let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++seq}@example.com`;

export interface TestUser {
  id: string;
  companyId: string;
  email: string;
  role: Role;
  token: string;
}

/** A new company and its Admin, through POST /api/auth/sign-up. */
export async function signUpCompany(
  t: TestApp,
  overrides: Partial<{ email: string; companyName: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail('admin');
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      firstName: 'Ada',
      lastName: 'Admin',
      email,
      password: PASSWORD,
      companyName: overrides.companyName ?? 'Acme Solar',
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { id: body.user._id, companyId: body.user.company._id, email, role: 'Admin', token: body.token };
}

/** A user of any role in an existing company, inserted directly, with a valid token. */
export async function createUser(
  t: TestApp,
  companyId: string,
  role: Role,
  options: { email?: string; isSuspended?: boolean; subscriptionEndsAt?: Date; adminemail?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? uniqueEmail(role.toLowerCase());
  await insertUser(t.database.db, {
    id,
    companyId,
    firstName: role,
    lastName: 'Tester',
    email,
    role,
    userType: role === 'Sales' ? 'Sales' : 'Engineer',
    subscriptionType: 'Trial',
    subscriptionEndsAt: options.subscriptionEndsAt ?? new Date(Date.now() + 30 * 86_400_000),
    designModes: [...DESIGN_MODE_CODES],
    sectionTypes: [...SECTION_TYPES],
    adminemail: options.adminemail ?? 'admin@example.com',
    isSuspended: options.isSuspended ?? false,
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id, companyId, email, role, token: t.app.jwt.sign({ sub: id, cid: companyId, tv: 0 }) };
}

export async function createProject(
  t: TestApp,
  user: TestUser,
  body: Partial<AddProjectBody> = {},
): Promise<Project> {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects/add',
    token: user.token,
    payload: { name: 'Site A', client: 'Sunny Farms', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`add project failed: ${res.statusCode} ${res.body}`);
  return res.json<{ project: Project }>().project;
}

/** Shares the project with its company (update-Privacy), as its owner or an Admin. */
export async function shareProject(t: TestApp, user: TestUser, projectId: string): Promise<void> {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects/update-Privacy',
    token: user.token,
    payload: { projectId, project_view: 'shared' },
  });
  if (res.statusCode !== 200) throw new Error(`share failed: ${res.statusCode} ${res.body}`);
}

/** Sets a company's plan straight in its row (what billing or the Super admin would do). */
export async function setCompanyPlan(
  t: TestApp,
  companyId: string,
  plan: { plan?: 'Trial' | 'Pro'; planEndsAt: Date },
): Promise<void> {
  await t.database.db
    .update(companies)
    .set({ plan: plan.plan ?? 'Trial', planEndsAt: plan.planEndsAt })
    .where(eq(companies.id, companyId));
}

/** The environment that makes the Super admin at start-up (buildTestApp(backend, SUPER_ADMIN_ENV)). */
export const SUPER_ADMIN_ENV = {
  SUPER_ADMIN_EMAIL: 'operator@pilewise.test',
  SUPER_ADMIN_PASSWORD: 'Operator#2026',
};

/** The Super admin, signed in through POST /api/auth/sign-in (the app was built with SUPER_ADMIN_ENV). */
export async function signInSuperAdmin(t: TestApp): Promise<TestUser> {
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: SUPER_ADMIN_ENV.SUPER_ADMIN_EMAIL, password: SUPER_ADMIN_ENV.SUPER_ADMIN_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`super admin sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return {
    id: body.user._id,
    companyId: body.user.company._id,
    email: body.user.email,
    role: 'SuperAdmin',
    token: body.token,
  };
}
