import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityListResponseSchema, API_PATHS, type ActivityListQuery } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const getActivityLogs = (query: ActivityListQuery, signal?: AbortSignal) =>
  api.get(API_PATHS.projects.activityLogs, { query, signal, schema: activityListResponseSchema });

export const useActivityLogs = (query: ActivityListQuery) =>
  useQuery({
    queryKey: ['activity', query],
    queryFn: ({ signal }) => getActivityLogs(query, signal),
    placeholderData: keepPreviousData,
  });
