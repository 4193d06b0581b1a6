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
import { useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { usePlatformCompanies } from '../../../features/super-admin/api/super-admin';
import { CompaniesTable } from '../../../features/super-admin/components/companies-table';
import {
  COMPANY_KIND_LABELS,
  COMPANY_KINDS,
  companiesMatching,
  companiesPage,
  type CompanyKind,
} from '../../../features/super-admin/companies-shown';
import { errorMessage } from '../../../lib/api-client';

// The Super admin's subscription console (issue 14): every customer company's plan and seats,
// found by name or kind, a page at a time. Company data (projects, users' details) is not here:
// the server refuses it to the Super admin.
export default function SuperAdminRoute() {
  const companies = usePlatformCompanies();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<CompanyKind>('all');
  const [page, setPage] = useState(1);
  const matching = companies.data ? companiesMatching(companies.data, { search, kind }) : [];
  const shown = companiesPage(matching, page);
  return (
    <Stack gap="sm">
      <Title order={1} fz={22}>
        Subscription console
      </Title>
      <Text size="sm" c="gray.7">
        Every customer company: its plan, seats and last activity. Every change is written in the
        company&apos;s activity log with your name.
      </Text>
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
      {companies.data && (
        <>
          <Group align="flex-end">
            <SearchInput
              placeholder="Company name"
              value={search}
              onSearch={(text) => {
                setSearch(text);
                setPage(1);
              }}
              w={280}
            />
            <NativeSelect
              label="Show"
              data={COMPANY_KINDS.map((k) => ({ value: k, label: COMPANY_KIND_LABELS[k] }))}
              value={kind}
              onChange={(e) => {
                setKind(e.currentTarget.value as CompanyKind);
                setPage(1);
              }}
              w={220}
            />
          </Group>
          <Paper withBorder>
            {shown.rows.length > 0 ? (
              <CompaniesTable companies={shown.rows} />
            ) : (
              <Text size="sm" p="sm">
                {companies.data.length === 0
                  ? 'No customer company yet.'
                  : 'No company matches the search and the kind chosen.'}
              </Text>
            )}
            <Group justify="space-between" p="sm">
              <Text size="sm" c="gray.7">
                {matching.length === 0
                  ? `0 of ${companies.data.length} companies`
                  : `${shown.first}–${shown.last} of ${matching.length}` +
                    (matching.length < companies.data.length ? ` (${companies.data.length} in all)` : '')}
              </Text>
              {shown.pages > 1 && (
                <Pagination
                  total={shown.pages}
                  value={Math.min(page, shown.pages)}
                  onChange={setPage}
                  size="sm"
                />
              )}
            </Group>
          </Paper>
        </>
      )}
    </Stack>
  );
}
