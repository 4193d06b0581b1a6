import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ProjectStatusBadge } from '../../../components/project-status-badge';
import { useProject } from '../../../lib/project-query';
import { ReportsPanel } from '../../../features/reports/components/reports-panel';
import { RunOutput } from '../../../features/runs/components/run-output';
import { usePrintAll } from '../../../features/runs/use-print-all';
import { errorMessage } from '../../../lib/api-client';

// /project-output?id= (spec §2, issue 13): a project's output for someone who should see its
// results but not its inputs: the project's name, client and status, the newest finished run's
// summary, checks and profiles, and the reports to download. Read-only; printable: printed, it
// carries every pier case's checks and profiles, a pier case to a page (global.css hides the
// app's header and the buttons in print). The server answers as for results: whoever
// may view the project and its runs.
export default function ProjectOutputRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const project = useProject(id);
  const { printing, print } = usePrintAll();

  if (!id)
    return (
      <Alert color="gray" variant="light" title="Project output">
        Open a project&apos;s output from the projects list (the row&apos;s Output action).
      </Alert>
    );
  if (project.isError)
    return (
      <Alert color="red" variant="light" title="The project could not be loaded">
        {errorMessage(project.error)}
      </Alert>
    );
  if (!project.data)
    return (
      <Center py="md">
        <Loader role="status" aria-label="Loading the project" />
      </Center>
    );
  const p = project.data.project;
  return (
    <Stack gap="lg" className="pw-project-output">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz="h3">
            {p.name}: output
          </Title>
          <Group gap="sm">
            <Text size="sm">
              {p.client} · {p.designer ? `designer ${p.designer}` : 'no designer named'} · revision{' '}
              {p.revisionNumber}
            </Text>
            <ProjectStatusBadge status={p.status} />
          </Group>
        </Stack>
        <Button
          className="pw-no-print"
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={print}
        >
          Print
        </Button>
      </Group>
      <Stack gap="sm">
        <Title order={2} fz="md">
          Result
        </Title>
        <RunOutput project={p} printAll={printing} />
      </Stack>
      <ReportsPanel project={p} hasFinishedRun readOnly />
    </Stack>
  );
}
