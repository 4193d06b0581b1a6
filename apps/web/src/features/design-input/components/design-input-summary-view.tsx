import { Alert, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { DesignInputSummary, SummaryBlock, SummaryFacts, SummaryTable } from '@pilewise/presentation';

function Facts({ block }: { block: SummaryFacts }) {
  return (
    <Table withTableBorder aria-label={block.title ?? undefined} layout="fixed">
      <Table.Tbody>
        {block.facts.map((item) => (
          <Table.Tr key={item.label}>
            <Table.Th scope="row" w="38%" fw={600}>
              {item.label}
            </Table.Th>
            <Table.Td>{item.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Grid({ block }: { block: SummaryTable }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder striped aria-label={block.title ?? undefined}>
        <Table.Thead>
          <Table.Tr>
            {block.columns.map((c) => (
              <Table.Th key={c.header} ta={c.align}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {block.rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.cells.map((cell, j) => (
                <Table.Td key={j} ta={block.columns[j]?.align}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {block.note && (
        <Text size="xs" c="gray.7" mt={4}>
          {block.note}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}

function Block({ block }: { block: SummaryBlock }) {
  return (
    <Stack gap={6}>
      {block.title && (
        <Title order={3} fz="sm">
          {block.kind === 'table' ? `${block.title} (${block.rows.length})` : block.title}
        </Title>
      )}
      {block.kind === 'facts' ? <Facts block={block} /> : <Grid block={block} />}
    </Stack>
  );
}

// The design input as an engineer checks it: the numbers in the project's units, the same blocks
// as the PDF report's "Design input" section (@pilewise/presentation input-summary).
export function DesignInputSummaryView({ summary }: { summary: DesignInputSummary }) {
  const facts = summary.blocks.filter((b) => b.kind === 'facts' && b.title !== 'Soil profile');
  const rest = summary.blocks.filter((b) => !facts.includes(b));
  return (
    <Stack gap="md">
      {summary.unitsNote && (
        <Alert
          role="note"
          color="blue"
          variant="light"
          title="Unit system"
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          {summary.unitsNote}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {facts.map((b, i) => (
          <Block key={b.title ?? i} block={b} />
        ))}
      </SimpleGrid>
      <Stack gap={6}>
        <Title order={3} fz="sm">
          Pier types ({summary.pierTypes.length})
        </Title>
        {summary.pierTypes.length === 0 ? (
          <Text size="sm">No pier types found in the pile head loads.</Text>
        ) : (
          <List size="sm" aria-label="Pier types" style={{ columns: '16rem auto' }}>
            {summary.pierTypes.map((p) => (
              <List.Item key={p.id}>{p.name === p.id ? p.id : `${p.id}: ${p.name}`}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      {rest.map((b, i) => (
        <Block key={b.title ?? i} block={b} />
      ))}
    </Stack>
  );
}
