import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  LIMITS,
  PROJECT_STATUSES,
  projectStatusSchema,
  type ProjectSort,
  type ProjectStatus,
} from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { useProjects } from '../../../features/projects/api/get-projects';
import { ProjectsTable } from '../../../features/projects/components/projects-table';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

// /projects/:query?/:field? — the optional segments pre-fill the search text and the status filter.
export default function ProjectsRoute() {
  const user = useSession((s) => s.user);
  const params = useParams();
  const initialStatus = projectStatusSchema.safeParse(params.field);
  const [search, setSearch] = useState(params.query ?? '');
  const [status, setStatus] = useState<ProjectStatus | null>(
    initialStatus.success ? initialStatus.data : null,
  );
  const [sort, setSort] = useState<ProjectSort>('created_desc');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const pageSize = LIMITS.DEFAULT_PAGE_SIZE;

  const query = {
    search: debouncedSearch || undefined,
    status: status ?? undefined,
    sort,
    page,
    pageSize,
  };
  const { data, isPending, isError, error, isFetching } = useProjects(query);

  if (!user) return null;
  const filtered = Boolean(debouncedSearch || status);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={22}>
          Projects
        </Title>
        <Button component={Link} to={paths.newProject} leftSection={<IconFolderPlus size={16} />}>
          New project
        </Button>
      </Group>

      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, client or designer"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
          type="search"
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={PROJECT_STATUSES.map((s) => ({ value: s, label: s }))}
          value={status}
          onChange={(v) => {
            setStatus(v ? projectStatusSchema.parse(v) : null);
            setPage(1);
          }}
          clearable
          w={220}
        />
        <Select
          label="Sort"
          data={[
            { value: 'created_desc', label: 'Newest first' },
            { value: 'created_asc', label: 'Oldest first' },
          ]}
          value={sort}
          onChange={(v) => setSort(v === 'created_asc' ? 'created_asc' : 'created_desc')}
          allowDeselect={false}
          w={160}
        />
      </Group>

      {isError && (
        <Alert color="red" variant="light" title="Could not load the projects">
          {errorMessage(error)}
        </Alert>
      )}

      {isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading projects" />
        </Center>
      )}

      {data && total === 0 && !filtered && (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center" gap="sm">
            <Title order={2} fz="lg">
              No projects yet: create one
            </Title>
            <Text size="sm" c="gray.7">
              A project holds one site: its details, soil, loads and the design runs.
            </Text>
            <Button component={Link} to={paths.newProject} leftSection={<IconFolderPlus size={16} />}>
              Create a project
            </Button>
          </Stack>
        </Paper>
      )}

      {data && total === 0 && filtered && (
        <Paper withBorder p="lg">
          <Text size="sm">No projects match this search and filter.</Text>
        </Paper>
      )}

      {data && total > 0 && (
        <Paper withBorder style={{ opacity: isFetching ? 0.7 : 1 }}>
          <ProjectsTable projects={data.projects} user={user} sort={sort} onSortChange={setSort} />
          <Group justify="space-between" p="sm">
            <Text size="sm" c="gray.7" aria-live="polite">
              {first}–{last} of {total}
            </Text>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" withEdges />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
