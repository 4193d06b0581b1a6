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

/**
 * A project's starts that wait for their run (Prefer: wait), and the runs its socket told of
 * meanwhile that the list did not know or that finished: the start's answer is likely to bring
 * them (it brings its run, finished if short), so they are read again only if it does not.
 */
type WaitingStarts = { starts: number; heard: Set<string> };
const startsWaiting = new Map<string, WaitingStarts>();

/**
 * How long a run the list does not know may wait for a start's answer to bring it before the
 * list is read again: a short run answers within it, with no request of its own; a longer one
 * shows its progress after it.
 */
export const UNKNOWN_RUN_GRACE_MS = 300;

/**
 * Marks a start of the project's run as waiting for it until the returned function is called
 * with the run the start answered (null when it failed): meanwhile the socket's events of runs
 * the list lacks, and of runs that finish, fetch nothing (applyRunProgress); once it answered,
 * those that were not its run are read again.
 */
export function markStartWaiting(
  client: QueryClient,
  projectId: string,
): (answeredRunId: string | null) => void {
  const waiting = startsWaiting.get(projectId) ?? { starts: 0, heard: new Set<string>() };
  waiting.starts += 1;
  startsWaiting.set(projectId, waiting);
  let done = false;
  return (answeredRunId) => {
    if (done) return;
    done = true;
    waiting.starts -= 1;
    if (waiting.starts === 0) startsWaiting.delete(projectId);
    const others = [...waiting.heard].filter((runId) => runId !== answeredRunId);
    waiting.heard.clear();
    if (others.length === 0) return;
    void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
    for (const runId of others) void client.invalidateQueries({ queryKey: runKeys.detail(runId) });
  };
}

/** Starts a run, and waits for it while it is short (RUN_START_WAIT_S): answered with its result then. */
export async function startRun(client: QueryClient, body: { projectId: string; lane: RunLane }) {
  const release = markStartWaiting(client, body.projectId);
  let answeredRunId: string | null = null;
  try {
    const res = await api.post(API_PATHS.runs.start, body, {
      schema: runResponseSchema,
      headers: { Prefer: `wait=${RUN_START_WAIT_S}` },
    });
    answeredRunId = res.run._id;
    return res;
  } finally {
    release(answeredRunId);
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

/**
 * The later of two states of one run: `fetched`, unless `held` (the cache's) is further along.
 * A read answered after the start's answer or a socket event may have left the server before the
 * run's end (the list read while a run is short of its end, answered just after it): set as it
 * came, it put a finished run back to running, and nothing told the page otherwise again.
 */
export function laterRunState<T extends { status: RunStatus; progress: number }>(
  fetched: T,
  held: T | undefined,
): T {
  return held && advances(fetched, held) && !sameState(fetched, held) ? held : fetched;
}

const sameState = (a: { status: RunStatus; progress: number }, b: { status: RunStatus; progress: number }) =>
  a.status === b.status && a.progress === b.progress;

/**
 * A project's run list as read, each run no further back than the cache already has it, and
 * with the runs the cache has that the read lacks: a read that left the server before a start
 * wrote its run, answered after the start's answer put the run in, would drop it from the list
 * until the next read. Runs are only deleted with their project (and its list), so a run held
 * and not read is one the read is too old to know.
 */
export function laterRunList(fetched: RunList, held: RunList | undefined): RunList {
  if (!held) return fetched;
  const heldById = new Map(held.runs.map((r) => [r._id, r]));
  const read = new Set(fetched.runs.map((r) => r._id));
  const newer = held.runs.filter((r) => !read.has(r._id));
  const runs = fetched.runs.map((run) => laterRunState(run, heldById.get(run._id)));
  if (newer.length === 0) return { runs };
  // Newest first, as the server orders them (ISO times of one format sort as text; ties keep order).
  return {
    runs: [...newer, ...runs].sort((a, b) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
    ),
  };
}

/** Puts a run's new state into the project's run list (the list never carries results). */
export function patchRunInList(client: QueryClient, run: Run): void {
  client.setQueryData<RunList>(runKeys.project(run.projectId), (old) => {
    if (!old) return old;
    const { result: _result, ...summary } = run;
    const known = old.runs.find((r) => r._id === run._id);
    if (known && laterRunState(summary, known) !== summary) return old; // never back
    return {
      runs: known
        ? old.runs.map((r) => (r._id === run._id ? { ...r, ...summary } : r))
        : [summary, ...old.runs],
    };
  });
}

/** The project's run list is in the cache and does not have the run. */
function listLacks(client: QueryClient, projectId: string, runId: string): boolean {
  const list = client.getQueryData<RunList>(runKeys.project(projectId));
  return list !== undefined && !list.runs.some((r) => r._id === runId);
}

function readListIfStillUnknown(client: QueryClient, projectId: string, runId: string): void {
  if (listLacks(client, projectId, runId))
    void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
}

/**
 * A progress event of the socket into the cache: the run in the list and its detail get the
 * new status, progress and message. A run the list does not know makes the list load again, and
 * a run that finished is fetched again for its result and the list's summary; while a start of
 * its project waits (markStartWaiting), its answer is given the chance to bring them first.
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
  const waiting = startsWaiting.get(projectId);
  if (listLacks(client, projectId, runId)) {
    // Our start's run before its answer, or a run started elsewhere (another tab, a colleague).
    if (!waiting) void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
    else if (!waiting.heard.has(runId)) {
      waiting.heard.add(runId);
      setTimeout(() => readListIfStillUnknown(client, projectId, runId), UNKNOWN_RUN_GRACE_MS);
    }
  } else {
    client.setQueryData<RunList>(runKeys.project(projectId), (old) =>
      old ? { runs: old.runs.map((r) => (r._id === runId ? { ...r, ...patch } : r)) } : old,
    );
  }
  client.setQueryData<{ run: Run }>(runKeys.detail(runId), (old) =>
    old ? { run: { ...old.run, ...patch } } : old,
  );
  if (!isFinished(status)) return;
  if (waiting) {
    waiting.heard.add(runId);
    return;
  }
  void client.invalidateQueries({ queryKey: runKeys.detail(runId) });
  void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
}
