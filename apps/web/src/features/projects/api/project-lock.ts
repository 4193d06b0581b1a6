import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  API_PATHS,
  PROJECT_LOCK_RENEW_MS,
  projectLockResponseSchema,
  type ProjectLock,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/query-keys';

const openLock = (id: string) =>
  api.post(API_PATHS.projects.lock(id), undefined, { schema: projectLockResponseSchema });
const closeLock = (id: string) =>
  api.delete(API_PATHS.projects.lock(id), { keepalive: true }).catch(() => {
    // The lock lapses on its own within its time: nothing to tell the user.
  });

/**
 * The project's edit lock while the editor is open: taken at once, renewed every 30 s (and
 * when the tab comes back into view), let go when the editor closes or the tab is closed.
 * Undefined until the server has answered.
 */
export function useProjectLock(projectId: string | null): ProjectLock | undefined {
  const query = useQuery({
    queryKey: [...projectKeys.detail(projectId ?? ''), 'lock'],
    queryFn: () => openLock(projectId!),
    enabled: projectId != null,
    refetchInterval: PROJECT_LOCK_RENEW_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!projectId) return;
    const onPageHide = () => void closeLock(projectId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void closeLock(projectId);
    };
  }, [projectId]);
  return query.data?.lock;
}
