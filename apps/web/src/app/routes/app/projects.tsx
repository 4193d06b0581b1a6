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
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderPlus } from '@tabler/icons-react';
import { SearchInput } from '../../../components/search-input';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  LIMITS,
  PROJECT_STATUSES,
  projectStatusSchema,
  type ProjectSort,
  type ProjectStatus,
} from '@pilewise/contracts';
import { hrefs, paths } from '../../../config/paths';
import { ExampleProjectMenu } from '../../../features/design-input/components/example-project-menu';
import { exampleProjectBody } from '../../../features/design-input/example-project-body';
import type { ExampleProject } from '../../../features/design-input/examples';
import { notifyError } from '../../../lib/notify';
import { useSaveProject } from '../../../lib/project-save';
import { useProjects } from '../../../features/projects/api/get-projects';
import { ProjectsTable } from '../../../features/projects/components/projects-table';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

// /projects/:query?/:field? — the optional segments pre-fill the search text and the status
// filter (spec §2). The filters live in the address (?q=&status=&sort=&page=): a reload, a
// bookmark or a link keeps them.
export default function ProjectsRoute() {
  const user = useSession((s) => s.user);
  const params = useParams();
  const [searchParams] = useSearchParams();
  const parsedStatus = projectStatusSchema.safeParse(searchParams.get('status') ?? params.field);
  const status: ProjectStatus | null = parsedStatus.success ? parsedStatus.data : null;
  const sort: ProjectSort = searchParams.get('sort') === 'created_asc' ? 'created_asc' : 'created_desc';
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const [search, setSearch] = useState(searchParams.get('q') ?? params.query ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const pageSize = LIMITS.DEFAULT_PAGE_SIZE;

  /**
   * Sets (or, with null, removes) filters in the address, without a new history entry each.
   * The path's segments become ordinary filters once the user changes any.
   */
  const navigate = useNavigate();
  // A first user opens an example as a whole project, on its Result tab, ready to run.
  const saveProject = useSaveProject();
  const [loadingExample, setLoadingExample] = useState(false);
  const openExample = async (example: ExampleProject) => {
    setLoadingExample(true);
    try {
      const body = exampleProjectBody(example.label, await example.load());
      saveProject.mutate(
        { body, draft: false },
        {
          onSuccess: (res) => void navigate(hrefs.updateProject(res.project._id, 'result')),
          onError: (err) => notifyError(err, 'Could not open the example project'),
          onSettled: () => setLoadingExample(false),
        },
      );
    } catch (err) {
      setLoadingExample(false);
      notifyError(err, 'Could not load the example');
    }
  };
  const setFilters = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(searchParams);
      if (params.query && !next.has('q')) next.set('q', params.query);
      if (params.field && !next.has('status')) next.set('status', params.field);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      void navigate({ pathname: paths.projects, search: next.toString() }, { replace: true });
    },
    [navigate, params.field, params.query, searchParams],
  );
  const shownSearch = searchParams.get('q') ?? params.query ?? '';
  useEffect(() => {
    if (shownSearch !== debouncedSearch) setFilters({ q: debouncedSearch || null });
  }, [debouncedSearch, shownSearch, setFilters]);
  const setPage = (n: number) => setFilters({ page: n > 1 ? String(n) : null });
  const setSort = (v: ProjectSort) => setFilters({ sort: v === 'created_asc' ? v : null });

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
        <SearchInput
          placeholder="Name, client or designer"
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          w={320}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={PROJECT_STATUSES.map((s) => ({ value: s, label: s }))}
          value={status}
          onChange={(v) => setFilters({ status: v ? projectStatusSchema.parse(v) : null, page: null })}
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
              A project holds one site: its details, soil, loads and the design runs. To see one designed
              first, open an example: a 100 MW site of one of the tracker makers, ready to run.
            </Text>
            <Group gap="sm" justify="center">
              <Button component={Link} to={paths.newProject} leftSection={<IconFolderPlus size={16} />}>
                Create a project
              </Button>
              <ExampleProjectMenu onPick={(e) => void openExample(e)} loading={loadingExample} />
            </Group>
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
