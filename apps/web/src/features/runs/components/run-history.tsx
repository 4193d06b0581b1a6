import { Radio, Table, Text } from '@mantine/core';
import type { Run, UnitSystem } from '@pilewise/contracts';
import { lengthsInUnits } from '@pilewise/presentation';
import { formatDateTime } from '../../../lib/format-date';
import { laneLabel } from '../format';
import { RunStatusBadge } from './run-status-badge';

type Props = {
  runs: Run[];
  selected: string | null;
  onSelect: (runId: string) => void;
  /** The project's: the engine's messages give lengths in metres. */
  unitSystem: UnitSystem;
};

// The project's runs, newest first; choosing one shows its result.
export function RunHistory({ runs, selected, onSelect, unitSystem }: Props) {
  return (
    <Radio.Group
      value={selected}
      onChange={onSelect}
      label="Run to show"
      labelProps={{ className: 'visually-hidden' }}
    >
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder highlightOnHover aria-label="Runs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <span className="visually-hidden">Show</span>
              </Table.Th>
              <Table.Th>Run</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Lane</Table.Th>
              <Table.Th>Started by</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Finished</Table.Th>
              <Table.Th>Last message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run, i) => {
              const n = runs.length - i;
              return (
                <Table.Tr
                  key={run._id}
                  bg={selected === run._id ? 'blue.0' : undefined}
                  onClick={() => onSelect(run._id)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <Radio value={run._id} aria-label={`Run #${n}`} />
                  </Table.Td>
                  <Table.Td>#{n}</Table.Td>
                  <Table.Td>
                    <RunStatusBadge status={run.status} />
                  </Table.Td>
                  <Table.Td>{laneLabel(run.lane)}</Table.Td>
                  <Table.Td>{run.startedByName}</Table.Td>
                  <Table.Td>{formatDateTime(run.createdAt)}</Table.Td>
                  <Table.Td>{run.finishedAt ? formatDateTime(run.finishedAt) : '—'}</Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={2}>
                      {lengthsInUnits(run.message, unitSystem)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Radio.Group>
  );
}
