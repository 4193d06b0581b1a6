import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { usePlatformCompanies } from '../../../features/super-admin/api/super-admin';
import { CompaniesTable } from '../../../features/super-admin/components/companies-table';
import { errorMessage } from '../../../lib/api-client';

// The Super admin's subscription console (issue 14): every customer company's plan and seats.
// Company data (projects, users' details) is not here: the server refuses it to the Super admin.
export default function SuperAdminRoute() {
  const companies = usePlatformCompanies();
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
        <Paper withBorder>
          <CompaniesTable companies={companies.data} />
        </Paper>
      )}
    </Stack>
  );
}
