import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, projectListResponseSchema, type ProjectListQuery } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/query-keys';

export const getProjects = (query: ProjectListQuery, signal?: AbortSignal) =>
  api.get(API_PATHS.projects.list, { query, signal, schema: projectListResponseSchema });

export const projectsQueryOptions = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProjects = (query: ProjectListQuery) => useQuery(projectsQueryOptions(query));
