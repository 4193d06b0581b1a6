import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_VERSION, API_VERSION_HEADER, type Project } from '@pilewise/contracts';
import {
  addUser,
  baseUrl,
  createProject,
  newAccount,
  runDesignToSuccess,
  signUp,
  type AddedUser,
} from './api';

// The set-up the review specs share (review-guards, review-workflow): a company with every role
// of the review flow, and a project of the small input with a finished run.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Generic mode, two pier types, one pile height (a run of well under a second); its defaults are
 *  flagged "engineer to confirm", so a send, approval or stamp needs them acknowledged. */
export const smallDesignInput: unknown = JSON.parse(
  readFileSync(resolve(repoRoot, 'apps/server/test/fixtures/design-input-small.json'), 'utf8'),
);

/** Status and JSON body of a call, refusals included: the review specs check both. */
export async function apiCall(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      [API_VERSION_HEADER]: API_VERSION,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

export type ReviewCompany = {
  admin: { token: string };
  owner: AddedUser;
  reviewer: AddedUser;
  stamper: AddedUser;
};

/** A new company: its Admin, a User who owns the project, a Reviewer and a Super Reviewer. */
export async function reviewCompany(): Promise<ReviewCompany> {
  const admin = await signUp(newAccount({ firstName: 'Ada', lastName: 'Admin' }));
  const owner = await addUser(admin.token, { role: 'User', firstName: 'Uma', lastName: 'Owner' });
  const reviewer = await addUser(admin.token, { role: 'Reviewer', firstName: 'Rex', lastName: 'Reviewer' });
  const stamper = await addUser(admin.token, {
    role: 'SuperReviewer',
    firstName: 'Sue',
    lastName: 'Stamper',
  });
  return { admin, owner, reviewer, stamper };
}

/** The owner's project of the small input, saved, with a finished Fast Lane run of it. */
export async function projectWithFinishedRun(
  ownerToken: string,
  name: string,
): Promise<{ project: Project; runId: string }> {
  const project = await createProject(ownerToken, {
    name,
    client: 'Solar Co',
    design: { designInput: smallDesignInput },
  });
  const run = await runDesignToSuccess(ownerToken, project._id);
  return { project, runId: run._id };
}
