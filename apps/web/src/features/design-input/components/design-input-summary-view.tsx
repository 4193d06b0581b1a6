import { Alert, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { DesignInputSummary, SummaryItem } from '../design-input-summary';

function Facts({ items, label }: { items: SummaryItem[]; label: string }) {
  return (
    <Table withTableBorder aria-label={label} layout="fixed">
      <Table.Tbody>
        {items.map((item) => (
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

// The design input as an engineer checks it: the numbers in the project's units.
export function DesignInputSummaryView({ summary }: { summary: DesignInputSummary }) {
  const u = summary.soilUnits;
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
        <Stack gap={6}>
          <Title order={3} fz="sm">
            Project
          </Title>
          <Facts items={summary.project} label="Project" />
          <Title order={3} fz="sm" mt="xs">
            Site conditions
          </Title>
          <Facts items={summary.site} label="Site conditions" />
        </Stack>
        <Stack gap={6}>
          <Title order={3} fz="sm">
            General Settings
          </Title>
          <Facts items={summary.settings} label="General Settings" />
        </Stack>
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

      <Stack gap={6}>
        <Title order={3} fz="sm">
          Soil layers ({summary.soilLayers.length})
        </Title>
        <Table.ScrollContainer minWidth={760}>
          <Table withTableBorder striped aria-label="Soil layers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Layer</Table.Th>
                <Table.Th ta="right">From ({u.depth})</Table.Th>
                <Table.Th ta="right">To ({u.depth})</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Model</Table.Th>
                <Table.Th ta="right">γ ({u.gamma})</Table.Th>
                <Table.Th ta="right">φ (°)</Table.Th>
                <Table.Th ta="right">c_u ({u.strength})</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.soilLayers.map((l) => (
                <Table.Tr key={l.number}>
                  <Table.Td>{l.number}</Table.Td>
                  <Table.Td ta="right">{l.from}</Table.Td>
                  <Table.Td ta="right">{l.to}</Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td>{l.model}</Table.Td>
                  <Table.Td ta="right">{l.gamma}</Table.Td>
                  <Table.Td ta="right">{l.phi}</Table.Td>
                  <Table.Td ta="right">{l.strength}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Facts items={summary.soil} label="Soil profile" />
      </Stack>
    </Stack>
  );
}
