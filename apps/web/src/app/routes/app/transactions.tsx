import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTransactions } from '../../../features/billing/api/billing';
import { TransactionsTable } from '../../../features/billing/components/transactions-table';
import { errorMessage } from '../../../lib/api-client';

// Transactions (spec §2, Admin): the company's invoices and payments.
export default function TransactionsRoute() {
  const transactions = useTransactions();
  return (
    <Stack gap="sm">
      <Title order={1} fz={22}>
        Transactions
      </Title>
      {transactions.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the transactions" />
        </Center>
      )}
      {transactions.isError && (
        <Alert color="red" variant="light" title="Could not load the transactions">
          {errorMessage(transactions.error)}
        </Alert>
      )}
      {transactions.data && (
        <Paper withBorder p="xs">
          <TransactionsTable transactions={transactions.data} />
        </Paper>
      )}
    </Stack>
  );
}
