import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Run, RunLane } from '@pilewise/contracts';
import { runKeys } from './keys';
import {
  cancelRun,
  getProjectRuns,
  getRun,
  isFinished,
  laterRunList,
  laterRunState,
  patchRunInList,
  startRun,
} from './runs-api';

/** How often an unfinished run is fetched again when the socket is not connected. */
export const RUN_POLL_INTERVAL_MS = 2000;

/**
 * The read of a project's run list. No run goes back (laterRunList): the read may have left the
 * server before an end the cache already holds (the start's answer, a socket event).
 */
export const projectRunsQuery = (client: QueryClient, projectId: string) => ({
  queryKey: runKeys.project(projectId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    laterRunList(await getProjectRuns(projectId, signal), client.getQueryData(runKeys.project(projectId))),
});

/** The project's runs, newest first, without their results. */
export function useProjectRuns(projectId: string | null) {
  const client = useQueryClient();
  return useQuery({
    ...projectRunsQuery(client, projectId ?? ''),
    enabled: projectId != null,
    staleTime: 0,
  });
}

/**
 * One run with its result. With `poll`, an unfinished run is fetched every 2 s (the fallback when
 * the socket does not deliver progress); every answer also updates the run in the project's list.
 */
export function useRun(runId: string | null, { poll }: { poll: boolean }) {
  const client = useQueryClient();
  return useQuery({
    queryKey: runKeys.detail(runId ?? ''),
    queryFn: async ({ signal }) => {
      const res = await getRun(runId!, signal);
      // No run goes back (laterRunState): a finished one held keeps its state and result.
      const held = client.getQueryData<{ run: Run }>(runKeys.detail(runId!))?.run;
      const run = laterRunState(res.run, held);
      patchRunInList(client, run);
      return { ...res, run };
    },
    enabled: runId != null,
    // A finished run never changes: fetch it once.
    staleTime: (query) => (query.state.data && isFinished(query.state.data.run.status) ? Infinity : 0),
    refetchInterval: (query) =>
      poll && query.state.data && !isFinished(query.state.data.run.status) ? RUN_POLL_INTERVAL_MS : false,
  });
}

function remember(client: ReturnType<typeof useQueryClient>, run: Run) {
  client.setQueryData(runKeys.detail(run._id), (old: { run: Run } | undefined) => ({
    run: { ...old?.run, ...run, result: run.result ?? old?.run.result },
  }));
  patchRunInList(client, run);
}

export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { projectId: string; lane: RunLane }) => startRun(client, body),
    onSuccess: (res) => {
      remember(client, res.run);
      // Answered unfinished (it outlasted the wait, or was queued): its end may have been told
      // while the start waited, so the run is read once more rather than left as answered.
      if (!isFinished(res.run.status))
        void client.invalidateQueries({ queryKey: runKeys.detail(res.run._id) });
    },
    // 409: a run is already going; the list shows which.
    onError: (_err, body) => client.invalidateQueries({ queryKey: runKeys.project(body.projectId) }),
  });
}

export function useCancelRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => cancelRun(runId),
    onSuccess: (res) => remember(client, res.run),
  });
}
