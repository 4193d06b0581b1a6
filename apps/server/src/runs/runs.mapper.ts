import type { Run, RunProgressEvent } from '@pilewise/contracts';
import { fullName } from '../shared/full-name';
import { sectionSourcesOf } from '../sections/section-sources';
import type { PackedJson } from '../db/packed-json';
import type { RunRow, RunSummaryRow, RunWithName, RunWithStoredResult } from './runs.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A run as the API returns it; `result` only for a full row (GET one run), left out of lists. */
export function toRun(row: RunSummaryRow | RunWithName): Run {
  const run: Run = {
    _id: row.id,
    projectId: row.projectId,
    status: row.status,
    lane: row.lane,
    elements: row.elements,
    progress: row.progress,
    message: row.message,
    startedBy: row.startedBy,
    startedByName: fullName({ firstName: row.startedByFirstName, lastName: row.startedByLastName }),
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    warnings: row.warnings,
    cachedFrom: row.cachedFrom,
  };
  if ('result' in row) {
    run.result = row.result ?? null;
    run.sectionSources = sectionSourcesOf(row.input);
  }
  return run;
}

/** A run with its result left as kept (GET a run: runs.routes.ts). */
export function toRunWithStoredResult({ storedResult, ...row }: RunWithStoredResult): RunWithResult {
  return { run: { ...toRun(row), sectionSources: sectionSourcesOf(row.input) }, storedResult };
}

/** A run as the API answers it, its result as kept (null: none, or not sent). */
export interface RunWithResult {
  run: Run;
  storedResult: PackedJson | null;
}

/** The socket event (`log-file-update`) of a run's current state. */
export function toProgressEvent(
  row: Pick<RunRow, 'id' | 'projectId' | 'status' | 'progress' | 'message'>,
): RunProgressEvent {
  return {
    runId: row.id,
    projectId: row.projectId,
    status: row.status,
    progress: row.progress,
    message: row.message,
  };
}
