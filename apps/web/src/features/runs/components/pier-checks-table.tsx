import { Badge, Table } from '@mantine/core';
import { formatDecimals, type DesignCheck, type UnitSystem } from '@pilewise/contracts';
import { TableScroll } from '../../../components/table-scroll';
import { checkValues, combinationText, formatRatio, overLimit } from '../format';

type Props = { checks: DesignCheck[]; unitSystem: UnitSystem; label: string };

// Every check of a pier design with its numbers, the clause it follows and its combination.
// Fixed column widths: the numbers keep theirs, and the three text columns share the rest and
// wrap, so the table fits the result panel of a 1440 px screen; narrower, it scrolls sideways.
export function PierChecksTable({ checks, unitSystem, label }: Props) {
  return (
    <TableScroll minWidth={940} label={label}>
      <Table withTableBorder striped layout="fixed" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Check</Table.Th>
            <Table.Th ta="right" w={76}>
              Demand
            </Table.Th>
            <Table.Th ta="right" w={84}>
              Capacity
            </Table.Th>
            <Table.Th w={64}>Unit</Table.Th>
            <Table.Th ta="right" w={60}>
              Ratio
            </Table.Th>
            <Table.Th ta="right" w={60}>
              Limit
            </Table.Th>
            <Table.Th w={72}>Result</Table.Th>
            <Table.Th w="22%">Reference</Table.Th>
            <Table.Th w="16%">Combination</Table.Th>
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
                <Table.Td fz="xs" style={{ overflowWrap: 'break-word' }}>
                  {c.reference}
                </Table.Td>
                <Table.Td fz="xs" style={{ overflowWrap: 'break-word' }}>
                  {combinationText(c.combination)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
