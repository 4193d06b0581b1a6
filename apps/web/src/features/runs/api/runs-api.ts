import type { QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  FINISHED_RUN_STATUSES,
  RUN_START_WAIT_S,
  runListResponseSchema,
  runResponseSchema,
  type Run,
  type RunLane,
  type RunProgressEvent,
  type RunStatus,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { runKeys } from './keys';

/** Projects whose run start is waiting for its run (Prefer: wait), and how many such starts. */
const startsWaiting = new Map<string, number>();

/**
 * Marks a start of the project's run as waiting for it until the returned function is called:
 * meanwhile the run's end comes with the start's answer, and its `succeeded` event does not
 * fetch the run again (applyRunProgress).
 */
export function markStartWaiting(projectId: string): () => void {
  startsWaiting.set(projectId, (startsWaiting.get(projectId) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const n = (startsWaiting.get(projectId) ?? 1) - 1;
    if (n > 0) startsWaiting.set(projectId, n);
    else startsWaiting.delete(projectId);
  };
}

/** Starts a run, and waits for it while it is short (RUN_START_WAIT_S): answered with its result then. */
export async function startRun(body: { projectId: string; lane: RunLane }) {
  const release = markStartWaiting(body.projectId);
  try {
    return await api.post(API_PATHS.runs.start, body, {
      schema: runResponseSchema,
      headers: { Prefer: `wait=${RUN_START_WAIT_S}` },
    });
  } finally {
    release();
  }
}
export const getRun = (runId: string, signal?: AbortSignal) =>
  api.get(API_PATHS.runs.get(runId), { signal, schema: runResponseSchema });
export const getProjectRuns = (projectId: string, signal?: AbortSignal) =>
  api.get(API_PATHS.runs.projectRuns(projectId), { signal, schema: runListResponseSchema });
export const cancelRun = (runId: string) =>
  api.post(API_PATHS.runs.cancel, { runId }, { schema: runResponseSchema });

const STAGE: Record<RunStatus, number> = { queued: 0, running: 1, succeeded: 2, failed: 2, cancelled: 2 };

/** Whether an event moves a run forward: a later stage, or more progress in the same one. */
export function advances(
  current: { status: RunStatus; progress: number },
  next: { status: RunStatus; progress: number },
): boolean {
  if (isFinished(current.status)) return false;
  const a = STAGE[current.status];
  const b = STAGE[next.status];
  return b > a || (b === a && next.progress >= current.progress);
}

export function isFinished(status: RunStatus): boolean {
  return FINISHED_RUN_STATUSES.includes(status);
}

type RunList = { runs: Run[] };

/** Puts a run's new state into the project's run list (the list never carries results). */
export function patchRunInList(client: QueryClient, run: Run): void {
  client.setQueryData<RunList>(runKeys.project(run.projectId), (old) => {
    if (!old) return old;
    const { result: _result, ...summary } = run;
    const known = old.runs.some((r) => r._id === run._id);
    return {
      runs: known
        ? old.runs.map((r) => (r._id === run._id ? { ...r, ...summary } : r))
        : [summary, ...old.runs],
    };
  });
}

/**
 * A progress event of the socket into the cache: the run in the list and its detail get the
 * new status, progress and message; a run that finished is fetched again for its result, unless
 * a start of its project is waiting for it (its answer brings the result: startRun).
 */
export function applyRunProgress(client: QueryClient, event: RunProgressEvent): void {
  const { runId, projectId, status, progress, message } = event;
  const patch = { status, progress, message };
  // Events of different server processes may arrive out of order (the API's `queued` after the
  // worker's `running`): a run never goes back.
  const known =
    client.getQueryData<{ run: Run }>(runKeys.detail(runId))?.run ??
    client.getQueryData<RunList>(runKeys.project(projectId))?.runs.find((r) => r._id === runId);
  if (known && !advances(known, event)) return;
  const list = client.getQueryData<RunList>(runKeys.project(projectId));
  if (list && !list.runs.some((r) => r._id === runId)) {
    // A run started elsewhere (another tab, a colleague): fetch the list again.
    void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
  } else {
    client.setQueryData<RunList>(runKeys.project(projectId), (old) =>
      old ? { runs: old.runs.map((r) => (r._id === runId ? { ...r, ...patch } : r)) } : old,
    );
  }
  client.setQueryData<{ run: Run }>(runKeys.detail(runId), (old) =>
    old ? { run: { ...old.run, ...patch } } : old,
  );
  if (isFinished(status)) {
    if (!startsWaiting.has(projectId)) void client.invalidateQueries({ queryKey: runKeys.detail(runId) });
    void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
  }
}
