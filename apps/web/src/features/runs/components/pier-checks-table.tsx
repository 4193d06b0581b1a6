import { Badge, Box, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { formatDecimals, type DesignCheck, type UnitSystem } from '@pilewise/contracts';
import {
  checkValues,
  checkWorking,
  formatRatio,
  overLimit,
  shortCheckReference,
} from '@pilewise/presentation';
import { TableScroll } from '../../../components/table-scroll';
import { combinationText } from '../format';
import { resultTableDensity } from './result-table-density';

type Props = { checks: DesignCheck[]; unitSystem: UnitSystem; label: string };

// Every check of a pier design with its numbers, the clause it follows and its combination; a
// check's name opens its working (the intermediate values), to recompute it by hand.
// Fixed column widths: the numbers keep theirs, and the three text columns share the rest and
// wrap, so the table fits the result panel of a 1440 px screen; narrower, it scrolls sideways.
export function PierChecksTable({ checks, unitSystem, label }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <TableScroll minWidth={880} label={label}>
      {/* Dense as the summary (ui.md); the clause text, the longest, gets the widest column. */}
      <Table withTableBorder striped layout="fixed" {...resultTableDensity} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Check</Table.Th>
            <Table.Th ta="right" w={72}>
              Demand
            </Table.Th>
            <Table.Th ta="right" w={76}>
              Capacity
            </Table.Th>
            <Table.Th w={52}>Unit</Table.Th>
            <Table.Th ta="right" w={56}>
              Ratio
            </Table.Th>
            <Table.Th ta="right" w={52}>
              Limit
            </Table.Th>
            <Table.Th w={64}>Result</Table.Th>
            <Table.Th w="30%">Reference</Table.Th>
            <Table.Th w="14%">Combination</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((c) => {
            const v = checkValues(c, unitSystem);
            const red = overLimit(c.ratio, c.ratioLimit);
            const key = `${c.id}-${c.combination ?? ''}`;
            const working = checkWorking(c.details, unitSystem);
            const expanded = open.has(key);
            // The row's clause text cut to the clauses (a factor's explanation ran to 9 lines): the
            // full text on hover, the explanation in the working ("Factor from").
            const reference = shortCheckReference(c.reference);
            const Chevron = expanded ? IconChevronDown : IconChevronRight;
            return (
              <Fragment key={key}>
                <Table.Tr>
                  <Table.Td>
                    {working.length > 0 ? (
                      <UnstyledButton
                        onClick={() => toggle(key)}
                        aria-expanded={expanded}
                        aria-label={`${c.name}: ${expanded ? 'hide' : 'show'} the working`}
                        fz="inherit"
                        lh="inherit"
                      >
                        <Group gap={4} wrap="nowrap" align="flex-start">
                          {/* flexShrink 0: beside a name in two lines the chevron was squeezed to a sliver */}
                          <Chevron size={16} style={{ flexShrink: 0 }} aria-hidden />
                          <span>{c.name}</span>
                        </Group>
                      </UnstyledButton>
                    ) : (
                      c.name
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{v.demand}</Table.Td>
                  <Table.Td ta="right">{v.capacity}</Table.Td>
                  <Table.Td>{v.unit}</Table.Td>
                  <Table.Td ta="right" c={red ? 'red.8' : undefined} fw={red ? 700 : undefined}>
                    {formatRatio(c.ratio, c.ratioLimit)}
                  </Table.Td>
                  <Table.Td ta="right">{formatDecimals(c.ratioLimit, 2)}</Table.Td>
                  <Table.Td>
                    <Badge miw="max-content" color={c.passes ? 'green' : 'red'} variant="light" tt="none">
                      {c.passes ? 'Pass' : 'Fail'}
                    </Badge>
                  </Table.Td>
                  <Table.Td
                    fz="xs"
                    style={{ overflowWrap: 'break-word' }}
                    title={reference === c.reference ? undefined : c.reference}
                  >
                    {reference}
                  </Table.Td>
                  <Table.Td fz="xs" style={{ overflowWrap: 'break-word' }}>
                    {combinationText(c.combination)}
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={9}>
                      {/* Two newspaper columns: the list reads down, in the engine's order. */}
                      <Box
                        component="dl"
                        aria-label={`Working of ${c.name}`}
                        m={0}
                        style={{ columnCount: 2, columnGap: 'var(--mantine-spacing-xl)' }}
                      >
                        {working.map((w) => (
                          <Group
                            key={w.label}
                            gap="xs"
                            justify="space-between"
                            wrap="nowrap"
                            style={{ breakInside: 'avoid' }}
                          >
                            <Text component="dt" size="xs" c="gray.7">
                              {w.label}
                            </Text>
                            <Text component="dd" size="xs" m={0} ta="right" ff="monospace">
                              {w.value}
                            </Text>
                          </Group>
                        ))}
                      </Box>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
