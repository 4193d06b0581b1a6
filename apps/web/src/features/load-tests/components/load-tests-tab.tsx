import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { DESIGN_INPUT_KEY, type Project, type UnitSystem } from '@pilewise/contracts';
import { projectSteelModulus_Pa } from '@pilewise/engine';
import { loadTestFitText, loadTestValueText, testPileText } from '@pilewise/presentation';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveDesignInput } from '../../../lib/project-save';
import { useLoadTestFit } from '../hooks/use-load-test-fit';
import { draftOf, draftProblems } from '../load-tests-draft';
import { LoadTestsEditor } from './load-tests-editor';

const LoadTestChart = lazy(() => import('./load-test-chart'));

/** The project's Steel E, Pa, as the design takes it. */
function steelModulusOf(input: unknown): number {
  const given = (input as { settings?: { steelModulus_Pa?: unknown } } | null)?.settings?.steelModulus_Pa;
  return projectSteelModulus_Pa(
    typeof given === 'number' && Number.isFinite(given) && given > 0 ? given : undefined,
  );
}

const STATUS_COLOR = { fit: 'green', 'lower-bound': 'yellow', 'cannot-fit': 'red' } as const;

/**
 * The project's site load tests (the `loadTests` group of the design input): entered here, the
 * soil fitted to them in the browser by the engine, each test's measured curve against the
 * computed ones, and what the design takes from them. Saving stores the design input with the
 * tests, as the Design input tab does.
 */
export default function LoadTestsTab({ project, readOnly = true }: { project: Project; readOnly?: boolean }) {
  const saved: unknown = project.design[DESIGN_INPUT_KEY];
  const savedJson = JSON.stringify(draftOf(saved));
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [base, setBase] = useState(savedJson);
  // follow a save made elsewhere (the Design input tab's import)
  if (base !== savedJson) {
    setBase(savedJson);
    setDraft(draftOf(saved));
  }
  const { state, run } = useLoadTestFit();
  const saver = useSaveDesignInput();
  const [shown, setShown] = useState<string | null>(null);
  if (saved === undefined)
    return (
      <Alert variant="light" color="gray" title="No design input yet">
        Site load tests (lateral ASTM D3966, uplift ASTM D3689, compression ASTM D1143) calibrate the soil of
        the design input: enter and save the soil (Input tab) or load a design input (Design input tab) first.
      </Alert>
    );
  // the project's units, as the Input tab shows them: the input's own project.unitSystem is only
  // what it was when the input was last saved (a change of the project's units may be newer)
  const system: UnitSystem = project.unitSystem;
  const problems = draft.tests.length > 0 ? draftProblems(draft) : [];
  const dirty = JSON.stringify(draft) !== savedJson;
  const withTests = (): unknown => {
    const { loadTests: _old, ...rest } = saved as Record<string, unknown>;
    void _old;
    return draft.tests.length > 0 ? { ...rest, loadTests: draft } : rest;
  };
  const save = () =>
    saver.save(project, withTests(), {
      onSuccess: () => notifySuccess(draft.tests.length > 0 ? 'Load tests saved' : 'Load tests removed'),
      onError: (e) => notifyError(e, 'Load tests not saved'),
    });
  const result = state.status === 'done' ? state.result : null;
  const selected = result?.tests.find((t) => t.name === shown) ?? result?.tests[0] ?? null;
  return (
    <Stack gap="md">
      {draft.tests.length === 0 && (
        <Alert variant="light" color="gray" title="No load tests">
          Add each site load test (lateral ASTM D3966, uplift ASTM D3689, compression ASTM D1143): its pile,
          embedment, load height or stick-up and its load-movement points. PileWise then fits the soil to them
          and designs with the calibrated soil.
        </Alert>
      )}
      <LoadTestsEditor
        draft={draft}
        update={setDraft}
        system={system}
        readOnly={readOnly}
        projectSteelE_Pa={steelModulusOf(saved)}
      />
      {problems.length > 0 && (
        <Alert variant="light" color="red" title="To fix before a fit or a save">
          {problems.map((e) => (
            <Text key={e} size="sm">
              {e}
            </Text>
          ))}
        </Alert>
      )}
      <Group justify="flex-end">
        {!readOnly && (
          <Button
            variant="default"
            onClick={save}
            loading={saver.isPending}
            disabled={!dirty || problems.length > 0}
          >
            Save load tests
          </Button>
        )}
        <Button
          onClick={() => run(withTests())}
          loading={state.status === 'running'}
          disabled={draft.tests.length === 0 || problems.length > 0}
        >
          Fit the soil to the tests
        </Button>
      </Group>
      {state.status === 'invalid' && (
        <Alert variant="light" color="red" title="The load tests cannot be read">
          {state.errors.map((e) => (
            <Text key={e} size="sm">
              {e}
            </Text>
          ))}
        </Alert>
      )}
      {result && (
        <>
          <Table striped withTableBorder aria-label="Fit of each load test">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Test</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Test pile</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Fit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.tests.map((t) => (
                <Table.Tr key={t.name}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>
                    {t.kind} ({t.standard})
                  </Table.Td>
                  <Table.Td>{testPileText(t, system)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[t.status]} variant="light" tt="none">
                      {t.status}
                    </Badge>
                    {t.reason && (
                      <Text size="xs" c="dimmed">
                        {t.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{loadTestValueText(t)}</Table.Td>
                  <Table.Td>{loadTestFitText(t, system)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">
            The design takes (several tests of a kind: the smallest): p-multiplier ×{' '}
            {result.pMultiplier?.toFixed(3) ?? '— (not calibrated)'}; Skin Friction Up ×{' '}
            {result.skinFrictionUpFactor?.toFixed(3) ?? '— (not calibrated)'}; Skin Friction Down ×{' '}
            {result.skinFrictionDownFactor?.toFixed(3) ?? '— (not calibrated)'}.
          </Text>
          {selected && (
            <>
              <Select
                label="Curves of test"
                data={result.tests.map((t) => t.name)}
                value={selected.name}
                onChange={setShown}
                allowDeselect={false}
                w={320}
              />
              <Suspense fallback={null}>
                <LoadTestChart fit={selected} system={system} />
              </Suspense>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
