import { Alert, Center, Chip, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { REVIEW_QUEUE_FILTERS, type ReviewQueueFilter } from '@pilewise/contracts';
import { useReviewCount, useReviewQueue } from '../../../features/reviews/api/review-queries';
import { ReviewQueueTable } from '../../../features/reviews/components/review-queue-table';
import { errorMessage } from '../../../lib/api-client';
import { canReview } from '../../../lib/authorization';
import { useSession } from '../../../stores/session';

const PAGE_SIZE = 20;

// My Queue (spec §2): the projects sent to the signed-in Reviewer, by workflow.md's filters.
export default function ReviewTableRoute() {
  const user = useSession((s) => s.user);
  const [filter, setFilter] = useState<ReviewQueueFilter>('Request for Review');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useReviewQueue({ filter, page, pageSize: PAGE_SIZE });
  const counts = useReviewCount(true);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  if (user && !canReview(user)) {
    return (
      <Alert color="gray" variant="light" title="My Queue">
        The review queue is for Reviewers: projects sent to you for review appear here.
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={1} fz={22}>
        My Queue
      </Title>
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(v) => {
          setFilter(v as ReviewQueueFilter);
          setPage(1);
        }}
      >
        <Group gap="xs" role="group" aria-label="Queue filter">
          {REVIEW_QUEUE_FILTERS.map((f) => (
            <Chip key={f} value={f} variant="outline">
              {f}
              {counts.data ? ` (${counts.data.byFilter[f]})` : ''}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {isError && (
        <Alert color="red" variant="light" title="Could not load the queue">
          {errorMessage(error)}
        </Alert>
      )}
      {isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the queue" />
        </Center>
      )}
      {data && data.total === 0 && (
        <Paper withBorder p="lg">
          <Text size="sm">Nothing here: no project in “{filter}” is waiting for you.</Text>
        </Paper>
      )}
      {data && data.total > 0 && (
        <Paper withBorder>
          <ReviewQueueTable projects={data.projects} />
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
