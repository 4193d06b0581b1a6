// Design inputs and calls for the run tests.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { FINISHED_RUN_STATUSES, type Run, type RunLane } from '@pilewise/contracts';
import type { DesignInputRaw } from '@pilewise/engine';
import full from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { runs } from '../src/db/schema';
import { insertRun, type RunRow } from '../src/runs/runs.repository';
import { createProject, type TestUser } from './factories';
import small from './fixtures/design-input-small.json';
import type { TestApp } from './helper';

/** The generic example cut to two pier types (SAP, SMP) and one pile height: well under a second. */
export const smallDesignInput = () => structuredClone(small) as unknown as DesignInputRaw;

/**
 * The whole generic example (8 pier types) over sixteen pile heights (1.00 to 1.75 m): seconds
 * of work at the accuracy lane, time to cancel it while it runs. The cancel tests need it to
 * outlast a progress tick after it is seen working (a cancel written by another process is
 * heard at the next tick, once a second): four heights took under a second on two warm
 * threads once the engine got faster, sixteen take some 1.5 s there and more on cold test threads.
 */
export const largeDesignInput = () =>
  ({
    ...structuredClone(full),
    pileHeights_m: Array.from({ length: 16 }, (_, i) => Number((1 + 0.05 * i).toFixed(2))),
  }) as unknown as DesignInputRaw;

/** Polls generously (runs share two cores with the other test files), within the 30 s test timeout. */
export const SLOW = { timeout: 25_000, interval: 50 };

export async function projectWithInput(t: TestApp, user: TestUser, input: unknown, name = 'Run site') {
  return createProject(t, user, { name, design: { designInput: input } });
}

export function startRun(t: TestApp, user: TestUser, projectId: string, lane?: RunLane) {
  return t.call({
    method: 'POST',
    url: '/api/projects/run',
    token: user.token,
    payload: { projectId, lane },
  });
}

export async function startedRun(
  t: TestApp,
  user: TestUser,
  projectId: string,
  lane?: RunLane,
): Promise<Run> {
  const res = await startRun(t, user, projectId, lane);
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ run: Run }>().run;
}

export function cancelRun(t: TestApp, user: TestUser, runId: string) {
  return t.call({
    method: 'POST',
    url: '/api/projects/kill-child-process',
    token: user.token,
    payload: { runId },
  });
}

export async function getRun(t: TestApp, user: TestUser, runId: string): Promise<Run> {
  const res = await t.call({ method: 'GET', url: `/api/projects/runs/${runId}`, token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ run: Run }>().run;
}

/** Polls the API until the run's status is `status`; the run then. */
/**
 * Polls until the run has `status`. A run that ended in another final state fails the test at
 * once, with the run's message (a run that failed under load said nothing but its status at the
 * time-out, and the tests run with the logger off).
 */
export async function waitForStatus(t: TestApp, user: TestUser, runId: string, status: Run['status']) {
  const deadline = Date.now() + SLOW.timeout;
  for (;;) {
    const run = await getRun(t, user, runId);
    if (run.status === status) return run;
    const said = `run ${runId} is ${run.status} (${JSON.stringify(run.message)}), not ${status}`;
    if (FINISHED_RUN_STATUSES.includes(run.status)) throw new Error(said);
    if (Date.now() > deadline) throw new Error(`${said} after ${SLOW.timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, SLOW.interval));
  }
}

/** Polls until the run is running and has reported progress (its thread is working). */
export async function waitUntilWorking(t: TestApp, user: TestUser, runId: string) {
  await expect
    .poll(async () => {
      const run = await getRun(t, user, runId);
      return run.status === 'running' && run.progress > 0;
    }, SLOW)
    .toBe(true);
}

export async function runRow(t: TestApp, runId: string): Promise<RunRow> {
  const [row] = await t.database.db.select().from(runs).where(eq(runs.id, runId));
  if (!row) throw new Error(`no run ${runId}`);
  return row;
}

/** A run row as a server process that died mid-way left it (no job, unless the test queues one). */
export async function insertRunLeftBehind(
  t: TestApp,
  user: TestUser,
  name: string,
  status: Run['status'],
  fields: { startedAt?: Date; heartbeatAt?: Date } = {},
): Promise<{ project: { _id: string }; row: RunRow }> {
  const project = await projectWithInput(t, user, smallDesignInput(), name);
  const row = await insertRun(t.database.db, {
    id: randomUUID(),
    projectId: project._id,
    companyId: user.companyId,
    startedBy: user.id,
    status,
    lane: 'fast',
    elements: 100,
    input: smallDesignInput(),
    ...fields,
  });
  return { project, row };
}
