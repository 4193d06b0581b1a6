import { useQuery } from '@tanstack/react-query';
import { API_PATHS, dashboardResponseSchema } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get(API_PATHS.users.dashboard, { signal, schema: dashboardResponseSchema }),
    select: (res) => res.dashboard,
  });
}
