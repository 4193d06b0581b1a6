import { Alert, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useActivityLogs } from '../../../features/activity/api/get-activity-logs';
import { formatDateTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/api-client';
import { TableScroll } from '../../../components/table-scroll';

const PAGE_SIZE = 20;

// The company's log for Admins, one's own otherwise (the server decides).
export default function ActivityLogRoute() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useActivityLogs({ page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <Title order={1} fz={22}>
        Activity Log
      </Title>
      {isError && (
        <Alert color="red" variant="light" title="Could not load the activity log">
          {errorMessage(error)}
        </Alert>
      )}
      {isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the activity log" />
        </Center>
      )}
      {data && data.total === 0 && (
        <Paper withBorder p="lg">
          <Text size="sm">
            Nothing logged yet. Creating, sharing or changing a project adds an entry here.
          </Text>
        </Paper>
      )}
      {data && data.total > 0 && (
        <Paper withBorder>
          <TableScroll minWidth={700} label="Activity log">
            <Table striped withTableBorder aria-label="Activity log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={200}>When</Table.Th>
                  <Table.Th w={200}>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.logs.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                    <Table.Td>{entry.username}</Table.Td>
                    <Table.Td>{entry.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Group justify="space-between" p="sm">
            <Text size="sm" c="gray.7">
              {data.total} entries
            </Text>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
