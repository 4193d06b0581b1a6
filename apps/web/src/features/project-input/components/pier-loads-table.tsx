import { Alert, List, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatQuantity, unitOf } from '@pilewise/contracts';
import { displayText } from '../field-units';
import { useInputForm } from '../form-context';
import { listAt } from '../input-path';
import { pierLoadsAt } from '../pier-loads-view';
import { TableScroll } from '../../../components/table-scroll';

// Pier Head Loss tab: every pier type's load cases after the design mode's adapter, at a chosen
// pile height: the numbers the design run starts from, before the ASCE 7 combinations.
export function PierLoadsTable() {
  const f = useInputForm();
  const input = f.input;
  const heights = listAt(input, ['pileHeights_m']).filter((h): h is number => typeof h === 'number' && h > 0);
  const [index, setIndex] = useState(0);
  const height = heights[Math.min(index, heights.length - 1)];
  const view = height === undefined ? null : pierLoadsAt(input, height);
  if (!heights.length) {
    return (
      <Alert variant="light" color="gray" title="No pile height yet">
        Enter the pile heights in Settings to see the pier head loads at each.
      </Alert>
    );
  }
  const u = (q: 'force' | 'moment') => unitOf(q, f.system);
  return (
    <Stack gap="md">
      <NativeSelect
        label={`Pile height (${unitOf('length', f.system)})`}
        w={220}
        value={String(index)}
        data={heights.map((h, i) => ({ value: String(i), label: displayText('length', h, f.system) }))}
        onChange={(e) => setIndex(Number(e.currentTarget.value))}
      />
      {view && !view.ok && (
        <Alert color="red" variant="light" title="The pier head loads cannot be read">
          <List size="sm">
            {view.errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {view?.ok && view.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title="Warnings">
          <List size="sm">
            {view.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {view?.ok && (
        // TableScroll: while it scrolls sideways, a named region the keyboard can scroll (axe
        // scrollable-region-focusable failed on Mantine's ScrollContainer here)
        <TableScroll minWidth={720} label="Pier head loads by pier type and load case">
          <Table striped withTableBorder aria-label="Pier head loads by pier type and load case">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pier type</Table.Th>
                <Table.Th>Load height ({unitOf('length', f.system)})</Table.Th>
                <Table.Th>Load case</Table.Th>
                <Table.Th ta="right">P ({u('force')})</Table.Th>
                <Table.Th ta="right">Vx ({u('force')})</Table.Th>
                <Table.Th ta="right">Vy ({u('force')})</Table.Th>
                <Table.Th ta="right">Mx ({u('moment')})</Table.Th>
                <Table.Th ta="right">My ({u('moment')})</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.pierTypes.flatMap((p) =>
                Object.entries(p.cases).map(([id, c], i) => (
                  <Table.Tr key={`${p.id}-${id}`}>
                    <Table.Td>{i === 0 ? p.name : ''}</Table.Td>
                    <Table.Td>{i === 0 ? formatQuantity('length', p.loadHeight_m, f.system) : ''}</Table.Td>
                    <Table.Td>
                      {id}
                      {c.reversible ? ' (±)' : ''}
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity('force', c.P_N, f.system)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('force', c.Vx_N, f.system)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('force', c.Vy_N, f.system)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('moment', c.Mx_Nm, f.system)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('moment', c.My_Nm, f.system)}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Text size="sm" c="gray.7">
        Service loads per load case, before the load combinations; seismic cases are added by the run when
        seismic is considered.
      </Text>
    </Stack>
  );
}
