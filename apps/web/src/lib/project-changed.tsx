// Lost updates (issue 11): every save of a project names the version it was read at, and the
// server refuses (409 PROJECT_CHANGED, naming who saved) one made over a newer save. The saver
// is then offered to reload the project, so they see the other person's work before saving.
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { AddProjectBody, DraftProjectBody, ProjectResponse } from '@pilewise/contracts';
import { ApiError } from './api-client';
import { projectKeys } from './query-keys';

type SaveBody = AddProjectBody | DraftProjectBody;

/**
 * The body with the version of the project as this tab last read it (its cached copy), when it
 * saves an existing project and names none itself.
 */
export function withReadVersion(client: QueryClient, body: SaveBody): SaveBody {
  if (!body._id || body.version !== undefined) return body;
  const cached = client.getQueryData<ProjectResponse>(projectKeys.detail(body._id));
  return cached ? { ...body, version: cached.project.version } : body;
}

export function isProjectChanged(err: unknown): err is ApiError {
  return err instanceof ApiError && err.code === 'PROJECT_CHANGED';
}

/** Tells who saved meanwhile and offers to reload the project (the page: forms read it afresh). */
export function offerReload(err: ApiError, reload: () => void = () => window.location.reload()): void {
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
        </Group>
      </Stack>
    ),
  });
}
