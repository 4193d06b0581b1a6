import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import {
  DESIGN_INPUT_KEY,
  parseDesignInput,
  type Project,
  type Run,
  type RunLane,
} from '@pilewise/contracts';
import { lengthsInUnits } from '@pilewise/presentation';
import { ImportDecisions } from '../../../components/import-decisions';
import { InputErrorList } from '../../../components/input-error-list';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/format-date';
import { isFinished } from '../api/runs-api';
import { laneLabel } from '../format';
import { useCancelRun, useProjectRuns, useRun, useStartRun } from '../api/use-runs';
import { useRunSocket } from '../run-socket';
import { RunControls } from './run-controls';
import { RunHistory } from './run-history';
import { RunResultView } from './run-result-view';

type Props = {
  project: Project;
  readOnly: boolean;
  /** What sits under the result (the route puts the reports there): told the last succeeded run, if any. */
  belowResult?: (state: { lastSucceededRunId: string | null }) => ReactNode;
  /**
   * The run a review is about (the project is in review): shown first instead of the newest run,
   * so that a reviewer reads what was sent, not a later run.
   */
  reviewRunId?: string | null;
  /** What sits above the result (the route tells the reviewer which run and report are under review). */
  aboveResult?: ReactNode;
};

/** The saved input: none, one with this many problems, or one that runs. */
type InputState = 'missing' | { problems: number } | 'valid';

export function runDisabledReason(s: {
  readOnly: boolean;
  input: InputState;
  runsLoaded: boolean;
  unfinished: boolean;
}): string | null {
  if (s.readOnly) return 'You may not run this project (read-only).';
  if (s.input === 'missing') return 'Save a design input first (Design input tab).';
  // Most such inputs were saved from the forms with problems left (they may be): the fields to
  // fix are on the Settings and Input tabs, not in a file to load again.
  if (typeof s.input === 'object') {
    const n = s.input.problems;
    return `The saved design input has ${n} problem${n === 1 ? '' : 's'} to fix: fix ${n === 1 ? 'it' : 'them'} on the Settings and Input tabs, where each field shows its problem, and save (the Design input tab lists them).`;
  }
  if (!s.runsLoaded) return 'Loading the runs…';
  if (s.unfinished) return 'A run is in progress: wait for it to finish or cancel it.';
  return null;
}

// The Result tab: run the saved design input in a lane, follow it live, cancel it, and read the
// result of the newest run or of any earlier one.
export default function ResultTab({ project, readOnly, belowResult, reviewRunId, aboveResult }: Props) {
  const [lane, setLane] = useState<RunLane>('fast');
  const [chosenRunId, setChosenRunId] = useState<string | null>(null);
  const runs = useProjectRuns(project._id);
  const { live } = useRunSocket(project._id);
  const start = useStartRun();
  const cancel = useCancelRun();

  const saved: unknown = project.design[DESIGN_INPUT_KEY];
  const input = useMemo<InputState>(() => {
    if (saved === undefined) return 'missing';
    const parsed = parseDesignInput(saved);
    return parsed.ok ? 'valid' : { problems: parsed.errors.length };
  }, [saved]);
  const list = runs.data?.runs ?? [];
  const activeRun = list.find((r) => !isFinished(r.status)) ?? null;
  const lastSucceededRunId = list.find((r) => r.status === 'succeeded')?._id ?? null;
  // Keeps the unfinished run fresh: pushed by the socket, else polled.
  useRun(activeRun?._id ?? null, { poll: !live });
  const underReview = reviewRunId != null && list.some((r) => r._id === reviewRunId) ? reviewRunId : null;
  const shownId = chosenRunId ?? underReview ?? list[0]?._id ?? null;
  const shown = useRun(shownId, { poll: !live });

  const reason = runDisabledReason({
    readOnly,
    input,
    runsLoaded: runs.isSuccess,
    unfinished: activeRun != null,
  });

  const onRun = () => {
    start.reset();
    start.mutate({ projectId: project._id, lane }, { onSuccess: (res) => setChosenRunId(res.run._id) });
  };
  const onCancel = () => {
    if (activeRun) cancel.mutate(activeRun._id, { onError: (err) => notifyError(err, 'Not cancelled') });
  };

  const startError = start.error;
  const run = shown.data?.run;
  // a finished run shown while another goes (the start waits for its run: until it answers, the
  // result shown is the one chosen before)
  const shownIndex = run ? list.findIndex((r) => r._id === run._id) : -1;
  const olderShown =
    run && shownIndex >= 0 && isFinished(run.status) && (start.isPending || activeRun != null)
      ? { run, number: list.length - shownIndex }
      : null;

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Run the design
        </Title>
        <RunControls
          lane={lane}
          onLaneChange={setLane}
          runDisabledReason={reason}
          starting={start.isPending}
          onRun={onRun}
          activeRun={activeRun}
          cancelling={cancel.isPending}
          onCancel={onCancel}
          unitSystem={project.unitSystem}
          readOnly={readOnly}
          live={live}
        />
        {startError && (
          <Stack gap="xs">
            <Alert color="red" variant="light" title="The run did not start">
              {lengthsInUnits(errorMessage(startError), project.unitSystem)}
            </Alert>
            {startError instanceof ApiError && startError.errors.length > 0 && (
              <InputErrorList
                errors={startError.errors.map((e) => ({
                  ...e,
                  message: lengthsInUnits(e.message, project.unitSystem),
                }))}
                label="Design input errors of the run"
                input={saved}
              />
            )}
          </Stack>
        )}
        {runs.isError && (
          <Alert color="red" variant="light" title="The runs could not be loaded">
            {errorMessage(runs.error)}
          </Alert>
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="md">
          Result
        </Title>
        {aboveResult}
        {olderShown && (
          <OlderRunNote
            shown={olderShown.run}
            number={olderShown.number}
            startedHere={start.isPending}
            activeNumber={activeRun ? list.length - list.indexOf(activeRun) : null}
          />
        )}
        {runs.isPending ? (
          <Center py="md">
            <Loader role="status" aria-label="Loading runs" />
          </Center>
        ) : list.length === 0 ? (
          <Text size="sm">No runs yet: save a design input, choose a lane and run the design.</Text>
        ) : shown.isError ? (
          <Alert color="red" variant="light" title="The run could not be loaded">
            {errorMessage(shown.error)}
          </Alert>
        ) : !run ? (
          <Center py="md">
            <Loader role="status" aria-label="Loading the result" />
          </Center>
        ) : run.status === 'failed' ? (
          <Alert color="red" variant="light" title="The run failed">
            {lengthsInUnits(run.message, project.unitSystem) || 'No reason was given.'}
          </Alert>
        ) : run.result ? (
          <>
            {run.status === 'cancelled' && (
              <Alert color="orange" variant="light" title="The run was cancelled">
                {lengthsInUnits(run.message, project.unitSystem)}
              </Alert>
            )}
            <ImportDecisions project={project} />
            <RunResultView
              key={run._id}
              run={{ ...run, result: run.result }}
              unitSystem={project.unitSystem}
            />
          </>
        ) : run.status === 'cancelled' ? (
          <Alert color="orange" variant="light" title="The run was cancelled">
            {lengthsInUnits(run.message, project.unitSystem) ||
              'It was stopped before any pier design finished.'}
          </Alert>
        ) : (
          <Text size="sm">This run has not finished: its result shows here when it does.</Text>
        )}
      </Stack>

      {belowResult?.({ lastSucceededRunId })}

      {list.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="md">
            Runs
          </Title>
          <RunHistory
            runs={list}
            selected={shownId}
            onSelect={setChosenRunId}
            unitSystem={project.unitSystem}
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Says that the result under it is an earlier run's while a new one goes: the start waits for
 * its run (Prefer: wait), so the result shown until then is the last one chosen.
 */
function OlderRunNote({
  shown,
  number,
  startedHere,
  activeNumber,
}: {
  shown: Run;
  number: number;
  startedHere: boolean;
  activeNumber: number | null;
}) {
  const which = `run #${number} (${laneLabel(shown.lane)}${shown.finishedAt ? `, finished ${formatDateTime(shown.finishedAt)}` : ''})`;
  return (
    <Alert color="blue" variant="light" title="A new run is in progress" role="status">
      {startedHere
        ? `The result below is ${which}. The new run's result replaces it when the run finishes.`
        : `The result below is ${which}. Choose run #${activeNumber ?? ''} under Runs to follow the new run.`}
    </Alert>
  );
}
