import { Badge, Checkbox, Group, Radio, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatQuantity, unitOf, type PierDesign, type UnitSystem } from '@pilewise/contracts';
import { TableScroll } from '../../../components/table-scroll';
import {
  formatGoverningRatio,
  governingCheckName,
  governingCheckShortName,
  overLimit,
  pierLabel,
} from '@pilewise/presentation';
import { combinationText } from '../format';
import { resultTableDensity } from './result-table-density';

type SortKey = 'pier' | 'height' | 'weight' | 'ratio';
type Sort = { key: SortKey; ascending: boolean } | null;

const sortValue: Record<SortKey, (p: PierDesign) => number | string> = {
  pier: (p) => p.pierTypeId,
  height: (p) => p.pileHeight_m,
  weight: (p) => p.steelWeight_N,
  ratio: (p) => p.governing.utilisation ?? Number.POSITIVE_INFINITY,
};

/** A stable key of a pier design within a result. */
export const pierKey = (p: Pick<PierDesign, 'pierTypeId' | 'pileHeight_m'>) =>
  `${p.pierTypeId}@${p.pileHeight_m}`;

type Props = {
  piers: PierDesign[];
  unitSystem: UnitSystem;
  selected: string | null;
  onSelect: (key: string) => void;
};

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  align,
  w,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  align?: 'right';
  w?: string;
}) {
  const active = sort?.key === sortKey;
  const Icon = !active ? IconArrowsSort : sort.ascending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th ta={align} w={w} aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton fz="inherit" onClick={() => onSort(sortKey)} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          <Text fw={700} fz="inherit" lh="inherit">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

// The pile design summary: one row per pier type and pile height, selectable for its checks and
// charts; sortable and filterable (ui.md "Large result tables sort and filter").
export function PierSummaryTable({ piers, unitSystem: u, selected, onSelect }: Props) {
  const [filter, setFilter] = useState('');
  const [onlyFailing, setOnlyFailing] = useState(false);
  const [sort, setSort] = useState<Sort>(null);
  const ft = unitOf('length', u);

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const shown = piers.filter(
      (p) =>
        (!onlyFailing || p.status === 'no-solution') &&
        (!needle || pierLabel(p).toLowerCase().includes(needle)),
    );
    if (!sort) return shown;
    const value = sortValue[sort.key];
    return [...shown].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const c = typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
      return sort.ascending ? c : -c;
    });
  }, [piers, filter, onlyFailing, sort]);

  const onSort = (key: SortKey) =>
    setSort((s) => (s?.key === key ? { key, ascending: !s.ascending } : { key, ascending: true }));

  return (
    <>
      <Group gap="md" align="flex-end">
        <TextInput
          label="Filter by pier type"
          placeholder="e.g. SAP"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={220}
        />
        <Checkbox
          label="Only piers without a solution"
          checked={onlyFailing}
          onChange={(e) => setOnlyFailing(e.currentTarget.checked)}
          mb={6}
        />
        <Text size="sm" c="gray.7" mb={6}>
          {rows.length} of {piers.length} pier designs
        </Text>
      </Group>
      <Radio.Group
        value={selected}
        onChange={onSelect}
        label="Pier design to show"
        labelProps={{ className: 'visually-hidden' }}
      >
        <TableScroll minWidth={880} label="Pile design summary">
          {/* Dense rows (ui.md: density over decoration): a site's pier designs read at a glance,
              the governing check named briefly (in full in the pier's check table and on hover). */}
          <Table withTableBorder highlightOnHover {...resultTableDensity} aria-label="Pile design summary">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <span className="visually-hidden">Show</span>
                </Table.Th>
                {/* The widths the long texts want (pier names, combinations); the rest take what they need. */}
                <SortHeader label="Pier" sortKey="pier" sort={sort} onSort={onSort} w="14%" />
                <SortHeader
                  label={`Pile height (${ft})`}
                  sortKey="height"
                  sort={sort}
                  onSort={onSort}
                  align="right"
                />
                <Table.Th>Status</Table.Th>
                <Table.Th>Section</Table.Th>
                <Table.Th ta="right">Embedment ({ft})</Table.Th>
                <Table.Th ta="right">Total length ({ft})</Table.Th>
                <SortHeader
                  label={`Steel weight (${unitOf('weight', u)})`}
                  sortKey="weight"
                  sort={sort}
                  onSort={onSort}
                  align="right"
                />
                <Table.Th>Governing check</Table.Th>
                <SortHeader label="Ratio" sortKey="ratio" sort={sort} onSort={onSort} align="right" />
                <Table.Th w="16%">Governing combination</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => {
                const key = pierKey(p);
                const height = formatQuantity('length', p.pileHeight_m, u);
                // utilisation = ratio / its limit: over 1 is the one red thing of the row.
                const red = overLimit(p.governing.utilisation, 1);
                return (
                  <Table.Tr
                    key={key}
                    bg={selected === key ? 'blue.0' : undefined}
                    onClick={() => onSelect(key)}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>
                      <Radio value={key} aria-label={`${p.pierTypeId} at ${height} ${ft}`} />
                    </Table.Td>
                    <Table.Td>{pierLabel(p)}</Table.Td>
                    <Table.Td ta="right">{height}</Table.Td>
                    <Table.Td>
                      {p.status === 'pass' ? (
                        <Badge miw="max-content" color="green" variant="light" tt="none">
                          Pass
                        </Badge>
                      ) : (
                        <Badge miw="max-content" color="red" variant="light" tt="none">
                          No solution
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{p.section.name}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('length', p.embedment_m, u)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('length', p.length_m, u)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('weight', p.steelWeight_N, u)}</Table.Td>
                    <Table.Td title={governingCheckName(p)}>{governingCheckShortName(p)}</Table.Td>
                    <Table.Td ta="right" c={red ? 'red.8' : undefined} fw={red ? 700 : undefined}>
                      {formatGoverningRatio(p)}
                    </Table.Td>
                    <Table.Td>{combinationText(p.governing.combination)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Radio.Group>
    </>
  );
}
