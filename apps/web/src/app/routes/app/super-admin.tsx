import {
  Alert,
  Center,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { COMPANIES_PER_PAGE, CONSOLE_COMPANY_KINDS, type ConsoleCompanyKind } from '@pilewise/contracts';
import { SearchInput } from '../../../components/search-input';
import { usePlatformCompanies } from '../../../features/super-admin/api/super-admin';
import { CompaniesTable } from '../../../features/super-admin/components/companies-table';
import { errorMessage } from '../../../lib/api-client';

const KIND_LABELS: Record<ConsoleCompanyKind, string> = {
  all: 'All companies',
  trial: 'Free trials running',
  pro: 'Pro running',
  ended: 'Plan ended',
  frozen: 'Frozen',
};

// The Super admin's subscription console (issue 14): every customer company's plan and seats,
// found by name or kind, a page at a time (the server matches and pages: a platform of thousands
// of companies sends 50). Company data (projects, users' details) is not here: the server refuses
// it to the Super admin.
export default function SuperAdminRoute() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<ConsoleCompanyKind>('all');
  // A page belongs to the search and the kind it was chosen under: either changed, the first.
  const [paging, setPaging] = useState({ search: '', kind, page: 1 });
  const page = paging.search === debouncedSearch && paging.kind === kind ? paging.page : 1;
  const companies = usePlatformCompanies({ search: debouncedSearch || undefined, kind, page });
  const shown = companies.data;
  const first = shown ? (shown.page - 1) * COMPANIES_PER_PAGE + 1 : 0;
  return (
    <Stack gap="sm">
      <Title order={1} fz={22}>
        Subscription console
      </Title>
      <Text size="sm" c="gray.7">
        Every customer company: its plan, seats and last activity. Every change is written in the
        company&apos;s activity log with your name.
      </Text>
      <Group align="flex-end">
        <SearchInput placeholder="Company name" value={search} onSearch={setSearch} w={280} />
        <NativeSelect
          label="Show"
          data={CONSOLE_COMPANY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as ConsoleCompanyKind)}
          w={220}
        />
      </Group>
      {companies.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the companies" />
        </Center>
      )}
      {companies.isError && (
        <Alert color="red" variant="light" title="Could not load the companies">
          {errorMessage(companies.error)}
        </Alert>
      )}
      {shown && (
        <Paper withBorder>
          {shown.companies.length > 0 ? (
            <CompaniesTable companies={shown.companies} />
          ) : (
            <Text size="sm" p="sm">
              {shown.all === 0
                ? 'No customer company yet.'
                : 'No company matches the search and the kind chosen.'}
            </Text>
          )}
          <Group justify="space-between" p="sm">
            <Text size="sm" c="gray.7">
              {shown.matching === 0
                ? `0 of ${shown.all} companies`
                : `${first}–${first + shown.companies.length - 1} of ${shown.matching}` +
                  (shown.matching < shown.all ? ` (${shown.all} in all)` : '')}
            </Text>
            {shown.pages > 1 && (
              <Pagination
                total={shown.pages}
                value={shown.page}
                onChange={(p) => setPaging({ search: debouncedSearch, kind, page: p })}
                size="sm"
              />
            )}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
