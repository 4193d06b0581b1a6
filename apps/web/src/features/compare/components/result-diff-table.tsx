import { Badge, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { formatQuantity, formatWithUnit, unitOf, type UnitSystem } from '@pilewise/contracts';
import {
  formatSignedChange,
  formatTonnage,
  type PierResultDiffRow,
  type PierResultSide,
  type ResultDiff,
} from '@pilewise/presentation';
import { TableScroll } from '../../../components/table-scroll';

type Props = {
  diff: ResultDiff;
  unitSystem: UnitSystem;
  labelA: string;
  labelB: string;
  counts: Readonly<Record<string, number>>;
  onCount: (key: string, count: number | null) => void;
};

const sectionText = (s: PierResultSide | null) =>
  s === null ? '—' : s.status === 'pass' ? s.section : `No solution (${s.section})`;

function SectionCell({ row }: { row: PierResultDiffRow }) {
  return (
    <Table.Td>
      {sectionText(row.before)} → {sectionText(row.after)}
      {row.sectionChanged && (
        <Badge ml={6} variant="light" color="yellow" tt="none">
          changed
        </Badge>
      )}
    </Table.Td>
  );
}

// The results of the two sides per pier type and pile height: the section, embedment and steel
// weight of each, their change (B − A), and the steel of the whole site before (A) and after (B).
export function ResultDiffTable({ diff, unitSystem: u, labelA, labelB, counts, onCount }: Props) {
  const L = unitOf('length', u);
  const W = unitOf('weight', u);
  const len = (s: PierResultSide | null) => (s ? formatQuantity('length', s.embedment_m, u) : '—');
  const weight = (s: PierResultSide | null) => (s ? formatQuantity('weight', s.steelWeight_N, u) : '—');
  const { siteSteelBefore_N: a, siteSteelAfter_N: b } = diff;
  return (
    <Stack gap="sm">
      <Title order={2} fz="md">
        Results per pier type and pile height
      </Title>
      {diff.rows.length === 0 ? (
        <Text size="sm">Neither side has a finished run: run the design of both to compare results.</Text>
      ) : (
        <TableScroll minWidth={980} label="Results per pier type and pile height">
          <Table aria-label="Results per pier type and pile height" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Pier</Table.Th>
                <Table.Th scope="col">Pile height ({L})</Table.Th>
                <Table.Th scope="col">Section A → B</Table.Th>
                <Table.Th scope="col">Embedment A ({L})</Table.Th>
                <Table.Th scope="col">Embedment B ({L})</Table.Th>
                <Table.Th scope="col">Δ embedment ({L})</Table.Th>
                <Table.Th scope="col">Steel A ({W})</Table.Th>
                <Table.Th scope="col">Steel B ({W})</Table.Th>
                <Table.Th scope="col">Δ steel ({W})</Table.Th>
                <Table.Th scope="col">Piles on site</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.rows.map((r) => (
                <Table.Tr
                  key={r.key}
                  data-changed={r.sectionChanged || r.steelWeightDelta_N !== 0 || undefined}
                >
                  <Table.Th scope="row">{r.pier}</Table.Th>
                  <Table.Td>{formatQuantity('length', r.pileHeight_m, u)}</Table.Td>
                  <SectionCell row={r} />
                  <Table.Td>{len(r.before)}</Table.Td>
                  <Table.Td>{len(r.after)}</Table.Td>
                  <Table.Td>
                    {r.embedmentDelta_m === null ? '—' : formatSignedChange('length', r.embedmentDelta_m, u)}
                  </Table.Td>
                  <Table.Td>{weight(r.before)}</Table.Td>
                  <Table.Td>{weight(r.after)}</Table.Td>
                  <Table.Td>
                    {r.steelWeightDelta_N === null
                      ? '—'
                      : formatSignedChange('weight', r.steelWeightDelta_N, u)}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={100}
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      hideControls
                      aria-label={`Piles on site, ${r.pier} at ${formatWithUnit('length', r.pileHeight_m, u)}`}
                      placeholder="1"
                      value={counts[r.key] ?? ''}
                      onChange={(v) => onCount(r.key, typeof v === 'number' ? v : null)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Table aria-label="Steel of the site" withTableBorder w="auto">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Site steel before (A: {labelA})</Table.Th>
            <Table.Td>{a === null ? 'no result' : formatTonnage(a, u)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Site steel after (B: {labelB})</Table.Th>
            <Table.Td>{b === null ? 'no result' : formatTonnage(b, u)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Change</Table.Th>
            <Table.Td>
              {a === null || b === null
                ? '—'
                : `${b - a > 0 ? '+' : b - a < 0 ? '−' : ''}${formatTonnage(Math.abs(b - a), u)}`}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {diff.counted
          ? 'Site steel: the piles on site of each pier type and height times its steel weight; a row left empty counts one pile.'
          : 'Site steel counts one pile of each pier type and height until you enter the piles on site of each.'}
      </Text>
    </Stack>
  );
}
