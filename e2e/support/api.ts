import {
  API_PATHS,
  API_VERSION,
  API_VERSION_HEADER,
  authResponseSchema,
  projectResponseSchema,
  type AddProjectBody,
  type AuthResponse,
  type Project,
  type SignUpBody,
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

export const signUp = (account: SignUpBody): Promise<AuthResponse> =>
  call('POST', API_PATHS.auth.signUp, account, authResponseSchema);

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
