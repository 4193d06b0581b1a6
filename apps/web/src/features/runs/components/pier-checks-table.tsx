import { Badge, Table } from '@mantine/core';
import { formatDecimals, type DesignCheck, type UnitSystem } from '@pilewise/contracts';
import { checkValues, formatRatio, overLimit } from '../format';

type Props = { checks: DesignCheck[]; unitSystem: UnitSystem; label: string };

// Every check of a pier design with its numbers, the clause it follows and its combination.
export function PierChecksTable({ checks, unitSystem, label }: Props) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table withTableBorder striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Check</Table.Th>
            <Table.Th ta="right">Demand</Table.Th>
            <Table.Th ta="right">Capacity</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th ta="right">Ratio</Table.Th>
            <Table.Th ta="right">Limit</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Combination</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((c) => {
            const v = checkValues(c, unitSystem);
            const red = overLimit(c.ratio, c.ratioLimit);
            return (
              <Table.Tr key={`${c.id}-${c.combination ?? ''}`}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td ta="right">{v.demand}</Table.Td>
                <Table.Td ta="right">{v.capacity}</Table.Td>
                <Table.Td>{v.unit}</Table.Td>
                <Table.Td ta="right" c={red ? 'red.8' : undefined} fw={red ? 700 : undefined}>
                  {formatRatio(c.ratio)}
                </Table.Td>
                <Table.Td ta="right">{formatDecimals(c.ratioLimit, 2)}</Table.Td>
                <Table.Td>
                  <Badge miw="max-content" color={c.passes ? 'green' : 'red'} variant="light" tt="none">
                    {c.passes ? 'Pass' : 'Fail'}
                  </Badge>
                </Table.Td>
                <Table.Td fz="xs" maw={360}>
                  {c.reference}
                </Table.Td>
                <Table.Td fz="xs">{c.combination ?? 'Once per pile'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
