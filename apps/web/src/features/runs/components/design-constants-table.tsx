import { Accordion, Table, Text } from '@mantine/core';
import type { DesignResult, UnitSystem } from '@pilewise/contracts';
import { designConstantRows } from '@pilewise/presentation';
import { TableScroll } from '../../../components/table-scroll';

type Props = { result: DesignResult; unitSystem: UnitSystem; open?: boolean };

/**
 * The constants the design rests on (K of the steel check, corrosion rates, FS or φ, the
 * stiff-clay k): each with its value, its source, the "engineer to confirm" flag and the field
 * that changes it. Folded by default: a checker opens it; the printed output shows it open.
 */
export function DesignConstantsTable({ result, unitSystem, open = false }: Props) {
  const rows = designConstantRows(result, unitSystem);
  if (rows.length === 0) return null;
  const flagged = rows.filter((r) => r.engineerToConfirm).length;
  return (
    <Accordion variant="contained" defaultValue={open ? 'constants' : null}>
      <Accordion.Item value="constants">
        <Accordion.Control>
          <Text size="sm" fw={600} component="span">
            Design constants ({rows.length}
            {flagged > 0 ? `, ${flagged} engineer to confirm` : ''})
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <TableScroll minWidth={760} label="Design constants">
            <Table fz="sm" verticalSpacing={4} striped aria-label="Design constants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Constant</Table.Th>
                  <Table.Th ta="right">Value</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Change it in</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.changeIn}>
                    <Table.Td>
                      {r.name}
                      {r.engineerToConfirm && (
                        <Text span size="xs" fw={700}>
                          {' '}
                          (engineer to confirm)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {r.value}
                    </Table.Td>
                    <Table.Td>{r.source}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.changeIn}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
