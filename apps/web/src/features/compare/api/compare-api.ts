// The calls of the compare screen: a side is a project's current input with its latest succeeded
// run, or a run of it (an earlier revision) with the input that run designed.
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  DESIGN_INPUT_KEY,
  projectListResponseSchema,
  runInputResponseSchema,
  runListResponseSchema,
  runResponseSchema,
  type Project,
  type Run,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { projectQueryOptions } from '../../../lib/project-query';

const compareKeys = {
  runs: (projectId: string) => ['compare', 'runs', projectId] as const,
  run: (runId: string) => ['compare', 'run', runId] as const,
  runInput: (runId: string) => ['compare', 'run-input', runId] as const,
  choices: (search: string) => ['compare', 'choices', search] as const,
};

/** One side: a project, and one of its runs (null: its current input and latest succeeded run). */
export type SideRef = { projectId: string; runId: string | null };

export type CompareSide = {
  project: Project | undefined;
  /** The project's runs, newest first (without results). */
  runs: Run[];
  /** The run whose result is shown: the chosen one, else the newest succeeded one. */
  run: Run | null;
  input: unknown;
  isPending: boolean;
  error: Error | null;
};

export function useCompareSide(ref: SideRef): CompareSide {
  const project = useQuery(projectQueryOptions(useQueryClient(), ref.projectId));
  const runs = useQuery({
    queryKey: compareKeys.runs(ref.projectId),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.runs.projectRuns(ref.projectId), { signal, schema: runListResponseSchema }),
  });
  const list = runs.data?.runs ?? [];
  const runId = ref.runId ?? list.find((r) => r.status === 'succeeded')?._id ?? null;
  const run = useQuery({
    queryKey: compareKeys.run(runId ?? ''),
    queryFn: ({ signal }) => api.get(API_PATHS.runs.get(runId!), { signal, schema: runResponseSchema }),
    enabled: runId != null,
    staleTime: Infinity, // a finished run never changes
  });
  const runInput = useQuery({
    queryKey: compareKeys.runInput(ref.runId ?? ''),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.runs.input(ref.runId!), { signal, schema: runInputResponseSchema }),
    enabled: ref.runId != null,
    staleTime: Infinity,
  });
  const input = ref.runId ? runInput.data?.input : project.data?.project.design[DESIGN_INPUT_KEY];
  return {
    project: project.data?.project,
    runs: list,
    run: run.data?.run ?? null,
    input,
    isPending:
      project.isPending ||
      runs.isPending ||
      (runId != null && run.isPending) ||
      (ref.runId != null && runInput.isPending),
    error: project.error ?? runs.error ?? run.error ?? runInput.error ?? null,
  };
}

/** Projects fetched per page of the compare picker. */
export const CHOICES_PAGE_SIZE = 50;

/**
 * Projects to compare with, newest first, page by page: the server filters them by `search` (name,
 * client or designer) and answers only with the caller's company's projects the caller may view,
 * so a company of any size is reachable by typing or by loading further pages.
 */
export function useCompareChoices(search: string) {
  return useInfiniteQuery({
    queryKey: compareKeys.choices(search),
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      api.get(API_PATHS.projects.list, {
        signal,
        query: {
          pageSize: CHOICES_PAGE_SIZE,
          page: pageParam,
          sort: 'created_desc',
          ...(search ? { search } : {}),
        },
        schema: projectListResponseSchema,
      }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // The list stays while the next search's answer comes: the options do not blink empty.
    placeholderData: keepPreviousData,
  });
}
