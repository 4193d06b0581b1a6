import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage } from '../lib/api-client';
import { conflictDiff, useTheirProject, type SaveBody } from '../lib/project-conflict';
import { InputDiffTable } from './input-diff-table';

type Props = {
  projectId: string;
  mine: SaveBody;
  /** Who saved in between (the server's 409 message). */
  message: string;
  onKeepMine: (theirVersion: number) => void;
  onTakeTheirs: () => void;
  onCancel: () => void;
};

// The 409 compare (issue 11): the other person's saved version beside the edits this tab tried
// to save, with the compare screen's diff; keep either.
export function ProjectConflictCompare({
  projectId,
  mine,
  message,
  onKeepMine,
  onTakeTheirs,
  onCancel,
}: Props) {
  const theirs = useTheirProject(projectId);
  const project = theirs.data?.project;
  const diff = useMemo(() => (project ? conflictDiff(project, mine) : null), [project, mine]);

  if (theirs.isError)
    return (
      <Alert color="red" variant="light" title="Their version could not be loaded">
        {errorMessage(theirs.error)}
      </Alert>
    );
  if (!project || !diff)
    return (
      <Center py="md">
        <Loader role="status" aria-label="Loading their version" />
      </Center>
    );
  return (
    <Stack gap="md">
      <Text size="sm">{message}</Text>
      <InputDiffTable diff={diff} beforeLabel="Their saved version" afterLabel="Your unsaved edits" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Decide later
        </Button>
        <Button variant="default" onClick={onTakeTheirs}>
          Take theirs (drop my edits)
        </Button>
        <Button onClick={() => onKeepMine(project.version)}>Keep mine (save over theirs)</Button>
      </Group>
    </Stack>
  );
}
