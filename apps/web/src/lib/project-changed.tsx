// Lost updates (issue 11): every save of a project names the version it was read at, and the
// server refuses (409 PROJECT_CHANGED, naming who saved) one made over a newer save. The saver
// is then offered to reload the project, or to compare the other person's work with theirs and keep
// either (project-conflict.ts).
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { ProjectResponse } from '@pilewise/contracts';
import { ProjectConflictCompare } from '../components/project-conflict-compare';
import { ApiError } from './api-client';
import type { SaveBody } from './project-conflict';
import { projectKeys } from './query-keys';

/**
 * The body with the version of the project as this tab last read it (its cached copy), when it
 * saves an existing project and names none itself. The editors name their own (the version
 * their edits started from): a background refetch moves the cached copy on, and a version taken
 * from it would let an edit made on an older one go over a newer save without a 409.
 */
export function withReadVersion(client: QueryClient, body: SaveBody): SaveBody {
  if (!body._id || body.version !== undefined) return body;
  const cached = client.getQueryData<ProjectResponse>(projectKeys.detail(body._id));
  return cached ? { ...body, version: cached.project.version } : body;
}

/**
 * The saves this tab made, per query client (one per tab) and project: version named → version
 * it made. A successful save naming version v means the server was at v, so v → v' is exactly
 * this tab's own change, and another editor of the tab whose edits started at v (the Details
 * form while the design input was saved, say: draft saves patch only the fields they carry)
 * names v' instead of meeting a 409 over its own tab's save. A save by anyone else is never in it.
 */
const ownSaves = new WeakMap<QueryClient, Map<string, Map<number, number>>>();

export function recordOwnSave(client: QueryClient, projectId: string, named: number, made: number): void {
  const byProject = ownSaves.get(client) ?? new Map<string, Map<number, number>>();
  ownSaves.set(client, byProject);
  const saves = byProject.get(projectId) ?? new Map<number, number>();
  byProject.set(projectId, saves);
  saves.set(named, made);
}

/** The body's version moved past this tab's own saves since it (see ownSaves). */
export function pastOwnSaves(client: QueryClient, body: SaveBody): SaveBody {
  if (!body._id || body.version === undefined) return body;
  const saves = ownSaves.get(client)?.get(body._id);
  let version = body.version;
  for (let next = saves?.get(version); next !== undefined; next = saves?.get(version)) version = next;
  return version === body.version ? body : { ...body, version };
}

export function isProjectChanged(err: unknown): err is ApiError {
  return err instanceof ApiError && err.code === 'PROJECT_CHANGED';
}

/** What the 409 compare needs: the project, the body this tab tried to save, and how to save it over theirs. */
export type ConflictCompare = {
  projectId: string;
  mine: SaveBody;
  keepMine: (theirVersion: number) => void;
};

/**
 * Tells who saved meanwhile and offers to reload the project (the page: forms read it afresh),
 * or, given `compare`, to compare their version with the edits first and keep either.
 */
export function offerReload(
  err: ApiError,
  reload: () => void = () => window.location.reload(),
  compare?: ConflictCompare,
): void {
  const openCompare = () => {
    if (!compare) return;
    notifications.hide('project-changed');
    const id = modals.open({
      title: 'Their version and your edits',
      size: 'xl',
      children: (
        <ProjectConflictCompare
          projectId={compare.projectId}
          mine={compare.mine}
          message={err.message}
          onKeepMine={(version) => {
            modals.close(id);
            compare.keepMine(version);
          }}
          onTakeTheirs={reload}
          onCancel={() => modals.close(id)}
        />
      ),
    });
  };
  notifications.show({
    id: 'project-changed',
    color: 'orange',
    title: 'This project was saved by someone else',
    autoClose: false,
    message: (
      <Stack gap={6}>
        <Text size="sm">{err.message}</Text>
        <Group>
          <Button size="xs" variant="light" onClick={reload}>
            Reload the project
          </Button>
          {compare && (
            <Button size="xs" variant="light" onClick={openCompare}>
              Compare
            </Button>
          )}
        </Group>
      </Stack>
    ),
  });
}
