import { Badge, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { onlyDifferences, type DiffChange, type InputDiff } from '@pilewise/presentation';
import { TableScroll } from './table-scroll';

type Props = {
  diff: InputDiff;
  /** Column headers of the two sides ('Ada's version', 'Your unsaved edits'). */
  beforeLabel: string;
  afterLabel: string;
  /** Title of the whole table (default 'Input differences'). */
  title?: string;
};

const CHANGE_TEXT: Record<Exclude<DiffChange, 'same'>, string> = {
  changed: 'changed',
  added: 'added',
  removed: 'removed',
};
const CHANGE_COLOR: Record<Exclude<DiffChange, 'same'>, string> = {
  changed: 'yellow',
  added: 'green',
  removed: 'red',
};

// Two design inputs field by field (compare screen, the 409 compare): a table per group as the
// input tabs group them; a differing row is highlighted and says how it differs in words (never by
// colour alone, ui.md). Only the differences by default; the switch shows every field.
export function InputDiffTable({ diff, beforeLabel, afterLabel, title = 'Input differences' }: Props) {
  const [all, setAll] = useState(false);
  const shown = all ? diff : onlyDifferences(diff);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="md">
          {title}
        </Title>
        <Group gap="md">
          <Text size="sm" aria-live="polite">
            {diff.changedCount === 0
              ? 'No differences'
              : diff.changedCount === 1
                ? '1 field differs'
                : `${diff.changedCount} fields differ`}
          </Text>
          <Switch label="Show every field" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />
        </Group>
      </Group>
      {shown.groups.length === 0 ? (
        <Text size="sm">The two inputs are the same.</Text>
      ) : (
        shown.groups.map((g) => (
          <Stack key={g.id} gap={4}>
            <Group gap="xs">
              <Title order={3} fz="sm">
                {g.title}
              </Title>
              {g.change === 'added' || g.change === 'removed' ? (
                <Badge variant="light" color={CHANGE_COLOR[g.change]} tt="none">
                  {g.change === 'added' ? `only in ${afterLabel}` : `only in ${beforeLabel}`}
                </Badge>
              ) : null}
            </Group>
            <TableScroll minWidth={560} label={g.title}>
              <Table aria-label={g.title} withTableBorder striped={false}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w="28%">
                      Field
                    </Table.Th>
                    <Table.Th scope="col">{beforeLabel}</Table.Th>
                    <Table.Th scope="col">{afterLabel}</Table.Th>
                    <Table.Th scope="col" w="10%">
                      Change
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {g.rows.map((r) => (
                    <Table.Tr
                      key={r.path}
                      data-change={r.change}
                      bg={
                        r.change === 'same' ? undefined : `var(--mantine-color-${CHANGE_COLOR[r.change]}-0)`
                      }
                    >
                      <Table.Th scope="row" fw={r.change === 'same' ? 400 : 650}>
                        {r.label}
                      </Table.Th>
                      <Table.Td>{r.before}</Table.Td>
                      <Table.Td fw={r.change === 'same' ? undefined : 650}>{r.after}</Table.Td>
                      <Table.Td>{r.change === 'same' ? '' : CHANGE_TEXT[r.change]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Stack>
        ))
      )}
    </Stack>
  );
}
