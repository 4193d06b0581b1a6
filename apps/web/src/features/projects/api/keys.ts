import type { ProjectListQuery } from '@pilewise/contracts';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: ProjectListQuery) => [...projectKeys.lists(), query] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
};
