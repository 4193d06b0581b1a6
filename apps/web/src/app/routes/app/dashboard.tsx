import { Alert, Anchor, Center, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { hrefs } from '../../../config/paths';
import { useDashboard } from '../../../features/dashboard/api/dashboard';
import { StatTile } from '../../../features/dashboard/components/stat-tile';
import { errorMessage } from '../../../lib/api-client';
import { preloadable } from '../../../lib/preloadable';
import { formatDate } from '../../../lib/format-date';

// echarts is heavy: the charts come in their own chunks, fetched while the dashboard's numbers
// are (preloadable: loaded by the time the numbers come, they show without a fallback and
// React's ~300 ms reveal wait after it).
const statusPieChart = preloadable(() =>
  import('../../../features/dashboard/components/status-pie-chart').then((m) => m.default),
);
const weeklyActivityChart = preloadable(() =>
  import('../../../features/dashboard/components/weekly-activity-chart').then((m) => m.default),
);
const StatusPieChart = statusPieChart.Component;
const WeeklyActivityChart = weeklyActivityChart.Component;

const chartFallback = (
  <Center h={160}>
    <Loader size="sm" role="status" aria-label="Loading the chart" />
  </Center>
);

// Dashboard (spec §2 tiles) over the projects the signed-in user may see.
export default function DashboardRoute() {
  useEffect(() => {
    void statusPieChart.preload();
    void weeklyActivityChart.preload();
  }, []);
  const { data, isPending, isError, error } = useDashboard();
  const weekTotal = data?.weeklyActivity.reduce((sum, d) => sum + d.count, 0) ?? 0;

  return (
    <Stack gap="sm">
      <Title order={1} fz={22}>
        Dashboard
      </Title>
      {isError && (
        <Alert color="red" variant="light" title="Could not load the dashboard">
          {errorMessage(error)}
        </Alert>
      )}
      {isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the dashboard" />
        </Center>
      )}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <StatTile label="Total projects created" value={data.totalProjects} />
            <StatTile label="Revised" value={data.revisedProjects} hint="Revision 1 or later" />
            <StatTile label="My queue" value={data.myQueue} hint="Assigned to you for review" />
            <StatTile label="Total runs" value={data.totalRuns} />
            <StatTile label="Reports generated" value={data.reportsGenerated} />
            <StatTile label="Projects stamped" value={data.projectsStamped} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md">
              <Text fw={600}>Projects by status</Text>
              {data.totalProjects === 0 ? (
                <Text size="sm" c="gray.7" py="lg">
                  No projects yet.
                </Text>
              ) : (
                <Suspense fallback={chartFallback}>
                  <StatusPieChart counts={data.statusCounts} />
                </Suspense>
              )}
            </Paper>
            <Paper withBorder p="md">
              <Text fw={600}>Weekly activity</Text>
              <Text size="sm" c="gray.7">
                {weekTotal} {weekTotal === 1 ? 'entry' : 'entries'} in the activity log over the last 7 days
              </Text>
              <Suspense fallback={chartFallback}>
                <WeeklyActivityChart days={data.weeklyActivity} />
              </Suspense>
            </Paper>
          </SimpleGrid>
          <Paper withBorder p="md">
            <Text fw={600} mb="xs">
              Projects for stamping
            </Text>
            {data.projectsForStamping.length === 0 ? (
              <Text size="sm" c="gray.7">
                No project is waiting for stamping.
              </Text>
            ) : (
              <Table aria-label="Projects for stamping">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Project</Table.Th>
                    <Table.Th>Client</Table.Th>
                    <Table.Th>Sent</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.projectsForStamping.map((p) => (
                    <Table.Tr key={p._id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.updateProject(p._id)} size="sm">
                          {p.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{p.client}</Table.Td>
                      <Table.Td>{formatDate(p.updatedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
