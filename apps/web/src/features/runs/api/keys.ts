export const runKeys = {
  all: ['runs'] as const,
  project: (projectId: string) => [...runKeys.all, 'project', projectId] as const,
  detail: (runId: string) => [...runKeys.all, 'detail', runId] as const,
};
