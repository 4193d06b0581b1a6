import { Button, Group, Paper, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { RUN_LANES, type Run, type RunLane, type UnitSystem } from '@pilewise/contracts';
import { lengthsInUnits } from '@pilewise/presentation';
import { laneLabel } from '../format';
import { RunStatusBadge } from './run-status-badge';

type Props = {
  lane: RunLane;
  onLaneChange: (lane: RunLane) => void;
  /** Why the Run button is disabled; null when a run may start. */
  runDisabledReason: string | null;
  starting: boolean;
  onRun: () => void;
  /** The project's unfinished run, if any. */
  activeRun: Run | null;
  cancelling: boolean;
  onCancel: () => void;
  readOnly: boolean;
  /** Progress is pushed by the socket (else polled). */
  live: boolean;
  /** The project's: the engine's progress lines give lengths in metres. */
  unitSystem: UnitSystem;
};

// Lane, Run, and the unfinished run's progress in words with its Cancel button (ui.md "Feedback").
export function RunControls(props: Props) {
  const { activeRun: run } = props;
  const percent = run ? Math.round(run.progress * 100) : 0;
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="lg">
        <Radio.Group
          label="Lane"
          value={props.lane}
          onChange={(v) => props.onLaneChange(v as RunLane)}
          readOnly={props.readOnly}
        >
          <Group gap="md" mt={6}>
            {RUN_LANES.map((lane) => (
              <Radio key={lane} value={lane} label={laneLabel(lane)} disabled={props.readOnly} />
            ))}
          </Group>
        </Radio.Group>
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          onClick={props.onRun}
          disabled={props.runDisabledReason != null}
          loading={props.starting}
          aria-describedby={props.runDisabledReason ? 'run-disabled-reason' : undefined}
        >
          Run design
        </Button>
      </Group>
      {props.runDisabledReason && (
        <Text id="run-disabled-reason" size="sm" c="gray.7">
          {props.runDisabledReason}
        </Text>
      )}
      {run && (
        <Paper withBorder p="sm" aria-label="Run in progress" component="section">
          <Stack gap={6}>
            <Group justify="space-between">
              <Group gap="xs">
                <RunStatusBadge status={run.status} />
                <Text size="sm">{laneLabel(run.lane)}</Text>
                <Text size="sm" c="gray.7">
                  {props.live ? 'Live progress' : 'Progress checked every 2 s'}
                </Text>
              </Group>
              <Button
                color="red"
                variant="light"
                size="xs"
                leftSection={<IconPlayerStop size={14} />}
                onClick={props.onCancel}
                loading={props.cancelling}
                disabled={props.readOnly}
              >
                Cancel run
              </Button>
            </Group>
            <Progress
              value={percent}
              size="lg"
              aria-label="Run progress"
              animated={run.status === 'running'}
            />
            <Text size="sm" aria-live="polite">
              {percent} % —{' '}
              {run.message
                ? lengthsInUnits(run.message, props.unitSystem)
                : run.status === 'queued'
                  ? 'Waiting for a worker'
                  : 'Starting'}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
