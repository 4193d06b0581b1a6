import {
  API_PATHS,
  API_VERSION,
  API_VERSION_HEADER,
  authResponseSchema,
  projectResponseSchema,
  runResponseSchema,
  type AddProjectBody,
  type Run,
  type AuthResponse,
  type Project,
  type SignUpBody,
  managedUserResponseSchema,
  messageResponseSchema,
  updateUserTourResponseSchema,
  userResponseSchema,
  verifyOtpResponseSchema,
  type AddUserBody,
  type User,
} from '@pilewise/contracts';

// Seeding through the real API (no browser): bearer token only, so the XSRF check does
// not apply (contracts http.ts).

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: global-setup.ts did not run');
  return url;
}

async function call<T>(
  method: string,
  path: string,
  body: unknown,
  schema: { parse: (d: unknown) => T },
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      [API_VERSION_HEADER]: API_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return schema.parse(data);
}

let counter = 0;
/** A unique, valid registration. */
export function newAccount(overrides: Partial<SignUpBody> = {}): Required<SignUpBody> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Erin',
    lastName: 'Engineer',
    email: `erin.${tag}@example.com`,
    password: 'Pile#Wise2025',
    companyName: `Acme Piling ${tag}`,
    ...overrides,
  } as Required<SignUpBody>;
}

/** A new account as a first visit sees it (the project tour not yet seen): tour.spec.ts. */
export const signUpFirstVisit = (account: SignUpBody): Promise<AuthResponse> =>
  call('POST', API_PATHS.auth.signUp, account, authResponseSchema);

/** A new account with the first-visit project tour marked seen, so it covers no screen under test. */
export async function signUp(account: SignUpBody): Promise<AuthResponse> {
  const auth = await signUpFirstVisit(account);
  return { ...auth, user: await skipTours(auth.token, auth.user) };
}

export const signInError = async (email: string, password: string): Promise<string> => {
  const res = await fetch(`${baseUrl()}${API_PATHS.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [API_VERSION_HEADER]: API_VERSION },
    body: JSON.stringify({ email, password }),
  });
  const data = (await res.json()) as { message?: string };
  if (res.ok || !data.message) throw new Error(`Expected sign-in to fail, got ${res.status}`);
  return data.message;
};

export async function createProject(token: string, body: AddProjectBody): Promise<Project> {
  const res = await call('POST', API_PATHS.projects.add, body, projectResponseSchema, token);
  return res.project;
}

/** The last mail sent to `to` (the server keeps an outbox when no SMTP server is configured). */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string }> {
  const res = await fetch(`${baseUrl()}${API_PATHS.dev.outbox}?to=${encodeURIComponent(to)}`);
  const data = (await res.json()) as { mails: { subject: string; text: string }[] };
  const mail = data.mails.at(-1);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

export interface AddedUser {
  user: User;
  /** A signed-in token of the new user (their password set through the invitation code). */
  token: string;
  password: string;
}

/**
 * An Admin adds a user (POST /users/add-user); the new user takes the 6-digit code of the
 * invitation mail (dev outbox) through verify-otp and reset-password, as /verification and
 * /new-password do, then signs in.
 */
export async function addUser(
  adminToken: string,
  body: Partial<AddUserBody> & Pick<AddUserBody, 'role'>,
): Promise<AddedUser> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`;
  const full: AddUserBody = {
    firstName: body.role,
    lastName: 'Tester',
    email: `${body.role.toLowerCase()}.${tag}@example.com`,
    userType: body.role === 'Sales' ? 'Sales' : 'Engineer',
    ...body,
  };
  const email = full.email.toLowerCase();
  await call('POST', API_PATHS.users.addUser, full, managedUserResponseSchema, adminToken);
  const otp = /\b(\d{6})\b/.exec((await lastMailTo(email)).text)?.[1];
  if (!otp) throw new Error(`No invitation code in the mail to ${email}`);
  const { resetToken } = await call(
    'POST',
    API_PATHS.auth.verifyOtp,
    { email, otp },
    verifyOtpResponseSchema,
  );
  const password = 'Pile#Wise2025';
  await call(
    'POST',
    API_PATHS.auth.resetPassword,
    { email, resetToken, password, confirmPassword: password },
    messageResponseSchema,
  );
  const auth = await call('POST', API_PATHS.auth.signIn, { email, password }, authResponseSchema);
  return { user: await skipTours(auth.token, auth.user), token: auth.token, password };
}

/**
 * Marks the first-visit project tour seen (update-user-tour), so it does not cover the screens a
 * spec tests; tour.spec.ts tests the tour itself. The key is PROJECT_TOUR_KEY of apps/web/src/features/tour.
 */
export async function skipTours(token: string, user: User): Promise<User> {
  const { userTour } = await call(
    'POST',
    API_PATHS.auth.updateUserTour,
    { pageKeys: ['project-editor'] },
    updateUserTourResponseSchema,
    token,
  );
  return { ...user, userTour };
}

/** The signed-in user as the server has it (GET /users/profile). */
export async function getProfile(token: string): Promise<User> {
  return (await call('GET', API_PATHS.users.profile, undefined, userResponseSchema, token)).user;
}

/** Adds a user without accepting the invitation (an invited user holds a seat too). */
export async function inviteUser(adminToken: string, body: AddUserBody): Promise<User> {
  return (await call('POST', API_PATHS.users.addUser, body, managedUserResponseSchema, adminToken)).user;
}

/** Status and body of any call: for the refusals a spec expects (402, 403). */
export async function rawCall(
  method: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: { message?: string; code?: string; subscriptionExpired?: boolean } }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      [API_VERSION_HEADER]: API_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as never };
}

/** Clone a project (POST clone-project): the new project, whose parentId is the source. */
export async function cloneProject(token: string, id: string): Promise<Project> {
  const res = await call('POST', API_PATHS.projects.clone, { ID: id }, projectResponseSchema, token);
  return res.project;
}

/** Save a project's design input (draft-project, at the version it was read at). */
export async function saveDesignInput(token: string, project: Project, input: unknown): Promise<Project> {
  const body = {
    _id: project._id,
    version: project.version,
    design: { ...project.design, designInput: input },
  };
  const res = await call('POST', API_PATHS.projects.draft, body, projectResponseSchema, token);
  return res.project;
}

/** Run a project's design in the fast lane and wait until the run succeeded. */
export async function runDesignToSuccess(token: string, projectId: string): Promise<Run> {
  const started = await call(
    'POST',
    API_PATHS.runs.start,
    { projectId, lane: 'fast' },
    runResponseSchema,
    token,
  );
  for (let i = 0; i < 240; i++) {
    const { run } = await call(
      'GET',
      API_PATHS.runs.get(started.run._id),
      undefined,
      runResponseSchema,
      token,
    );
    if (run.status === 'succeeded') return run;
    if (run.status === 'failed' || run.status === 'cancelled')
      throw new Error(`run ${run.status}: ${run.message}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('run did not finish within 60 s');
}
