import { Table } from '@mantine/core';
import {
  formatDecimals,
  formatQuantity,
  unitOf,
  type PierDesign,
  type UnitSystem,
} from '@pilewise/contracts';
import { profiledAxes } from '@pilewise/presentation';
import { TableScroll } from '../../../components/table-scroll';

const STATUS_TEXT = {
  converged: 'Converged',
  'lateral-capacity-exceeded': 'Lateral capacity exceeded',
  'not-converged': 'Not converged',
} as const;

type Props = { pier: PierDesign; unitSystem: UnitSystem; id?: string };

// The charts' text alternative: the headline numbers of each axis's analysis.
export function ProfileHeadlines({ pier, unitSystem: u, id }: Props) {
  const axes = profiledAxes(pier);
  const f = (q: Parameters<typeof formatQuantity>[0], v: number) => formatQuantity(q, v, u);
  return (
    <TableScroll minWidth={980} label="Headline values of the profiles">
      <Table withTableBorder striped id={id} aria-label="Headline values of the profiles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Axis</Table.Th>
            <Table.Th>Analysis</Table.Th>
            <Table.Th ta="right">H ({unitOf('force', u)})</Table.Th>
            <Table.Th ta="right">M ({unitOf('moment', u)})</Table.Th>
            <Table.Th ta="right">P ({unitOf('force', u)})</Table.Th>
            <Table.Th ta="right">Deflection at head ({unitOf('deflection', u)})</Table.Th>
            <Table.Th ta="right">Deflection at grade ({unitOf('deflection', u)})</Table.Th>
            <Table.Th ta="right">Max moment ({unitOf('moment', u)})</Table.Th>
            <Table.Th ta="right">at depth ({unitOf('length', u)})</Table.Th>
            <Table.Th ta="right">First zero deflection ({unitOf('length', u)})</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {axes.map(({ axis, name, response: r }) => (
            <Table.Tr key={axis}>
              <Table.Th scope="row">{name}</Table.Th>
              <Table.Td>
                {STATUS_TEXT[r.status]}
                {r.loadFraction < 1 ? ` at ${formatDecimals(r.loadFraction * 100, 0)} % of the load` : ''}
              </Table.Td>
              <Table.Td ta="right">{f('force', r.H_N)}</Table.Td>
              <Table.Td ta="right">{f('moment', r.M_Nm)}</Table.Td>
              <Table.Td ta="right">{f('force', r.P_N)}</Table.Td>
              <Table.Td ta="right">{f('deflection', r.headDeflection_m)}</Table.Td>
              <Table.Td ta="right">{f('deflection', r.groundDeflection_m)}</Table.Td>
              <Table.Td ta="right">{f('moment', r.maxMoment_Nm)}</Table.Td>
              <Table.Td ta="right">{f('length', r.maxMomentDepth_m)}</Table.Td>
              <Table.Td ta="right">
                {r.firstZeroDeflectionDepth_m == null ? '—' : f('length', r.firstZeroDeflectionDepth_m)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
