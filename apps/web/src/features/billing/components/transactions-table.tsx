import { Anchor, Table, Text } from '@mantine/core';
import type { Transaction } from '@pilewise/contracts';
import { formatDate } from '../../../lib/format-date';

const money = (t: Transaction) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: t.currency.toUpperCase() }).format(
    t.amountCents / 100,
  );
const STATUS: Record<string, string> = { paid: 'Paid', payment_failed: 'Payment failed', open: 'Open' };

// The company's invoices and payments, newest first.
export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  if (transactions.length === 0) return <Text c="gray.7">No invoices yet.</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Invoice</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {transactions.map((t) => (
          <Table.Tr key={t._id}>
            <Table.Td>{formatDate(t.date)}</Table.Td>
            <Table.Td>{t.description}</Table.Td>
            <Table.Td>{money(t)}</Table.Td>
            <Table.Td>{STATUS[t.status] ?? t.status}</Table.Td>
            <Table.Td>
              {t.invoiceUrl ? (
                <Anchor href={t.invoiceUrl} target="_blank" rel="noreferrer">
                  View invoice
                </Anchor>
              ) : (
                '—'
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
