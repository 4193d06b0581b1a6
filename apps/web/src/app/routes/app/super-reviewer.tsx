import { Alert, Center, Chip, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { STAMPING_STATUSES, type ProjectStatus } from '@pilewise/contracts';
import { useSuperReviewList } from '../../../features/reviews/api/review-queries';
import { StampingTable } from '../../../features/reviews/components/stamping-table';
import { errorMessage } from '../../../lib/api-client';
import { canStamp } from '../../../lib/authorization';
import { useSession } from '../../../stores/session';

const PAGE_SIZE = 20;
const ALL = 'All';

// The super-reviewer list (spec §2): the company's projects in the stamping statuses.
export default function SuperReviewerRoute() {
  const user = useSession((s) => s.user);
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useSuperReviewList({
    status: status === ALL ? undefined : (status as ProjectStatus),
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  if (user && !canStamp(user)) {
    return (
      <Alert color="gray" variant="light" title="Stamping">
        The stamping list is for Super Reviewers.
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={1} fz={22}>
        Stamping
      </Title>
      <Chip.Group
        multiple={false}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      >
        <Group gap="xs" role="group" aria-label="Status filter">
          {[ALL, ...STAMPING_STATUSES].map((s) => (
            <Chip key={s} value={s} variant="outline">
              {s}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {isError && (
        <Alert color="red" variant="light" title="Could not load the stamping list">
          {errorMessage(error)}
        </Alert>
      )}
      {isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the stamping list" />
        </Center>
      )}
      {data && data.total === 0 && (
        <Paper withBorder p="lg">
          <Text size="sm">No project here. Projects appear once a Reviewer approves them.</Text>
        </Paper>
      )}
      {data && data.total > 0 && (
        <Paper withBorder>
          <StampingTable projects={data.projects} />
          <Group justify="space-between" p="sm">
            <Text size="sm" c="gray.7">
              {data.total} project{data.total === 1 ? '' : 's'}
            </Text>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
