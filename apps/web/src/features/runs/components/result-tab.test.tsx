import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUN_START_WAIT_S, type Project, type Run } from '@pilewise/contracts';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { makeRun, makeSucceededRun, PROJECT_ID, smallDesignInput } from '../../../testing/runs';
import ResultTab from './result-tab';
import { RunControls } from './run-controls';

// No socket server here: the tab falls back to polling, which these tests exercise.
vi.mock('../run-socket', () => ({ useRunSocket: () => ({ live: false }) }));
vi.mock('./profile-charts', () => ({ default: () => <div role="img" aria-label="Profile charts" /> }));

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
/** The Prefer header of each call, in order (RFC 7240: the start asks to wait for its run). */
let prefers: (string | null)[];
type Reply = { status?: number; body: unknown };
type Routes = Record<string, (call: Call, n: number) => Reply | Promise<Reply>>;

function mockApi(routes: Routes) {
  const counts = new Map<string, number>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const call = { method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    prefers.push(new Headers(init?.headers).get('prefer'));
    const key = `${method} ${url.pathname}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    const route = routes[key];
    const reply = route ? await route(call, n) : { status: 404, body: { message: `No route ${key}` } };
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
}

const valid = () => makeProject({ _id: PROJECT_ID, design: { designInput: smallDesignInput() } });
const runsPath = `/api/projects/project-runs/${PROJECT_ID}`;
const runButton = () => screen.getByRole('button', { name: 'Run design' });

function renderTab(project: Project, readOnly = false) {
  return renderWithProviders(<ResultTab project={project} readOnly={readOnly} />);
}

beforeEach(() => {
  calls = [];
  prefers = [];
  useSession.getState().signIn('jwt-1', makeUser());
});
afterEach(() => vi.restoreAllMocks());

describe('Run controls', () => {
  const base = {
    lane: 'fast' as const,
    onLaneChange: () => {},
    runDisabledReason: null,
    starting: false,
    onRun: () => {},
    activeRun: null,
    cancelling: false,
    onCancel: () => {},
    readOnly: false,
    live: true,
    unitSystem: 'imperial' as const,
  };

  it('offers both lanes with their element counts', async () => {
    const onLaneChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RunControls {...base} onLaneChange={onLaneChange} />);
    expect(screen.getByRole('radio', { name: 'Fast Lane (100 elements)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Accuracy Lane (500 elements)' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Accuracy Lane (500 elements)' }));
    expect(onLaneChange).toHaveBeenCalledWith('accuracy');
  });

  it('disables Run with the reason, and shows an unfinished run with its progress and Cancel', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    const run = makeRun({ status: 'running', progress: 0.42, message: 'Pier SAP h=1.37 m: W6x9 L=3.5 m' });
    renderWithProviders(
      <RunControls {...base} runDisabledReason="A run is in progress." activeRun={run} onCancel={onCancel} />,
    );
    expect(runButton()).toBeDisabled();
    expect(runButton()).toHaveAccessibleDescription('A run is in progress.');
    expect(screen.getByRole('progressbar', { name: 'Run progress' })).toHaveAttribute('aria-valuenow', '42');
    // the engine's progress line gives metres; an imperial project reads feet (1.37 m = 4.49 ft, 3.5 m = 11.5 ft)
    expect(screen.getByText('42 % — Pier SAP h=4.49 ft: W6x9 L=11.5 ft')).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel run' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('Result tab', () => {
  it('Run is disabled without a saved design input', async () => {
    mockApi({ [`GET ${runsPath}`]: () => ({ body: { runs: [] } }) });
    renderTab(makeProject({ _id: PROJECT_ID }));
    expect(await screen.findByText(/No runs yet/)).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    expect(screen.getByText('Save a design input first (Design input tab).')).toBeInTheDocument();
  });

  it('Run is disabled when the saved input has errors, and for a read-only user', async () => {
    mockApi({ [`GET ${runsPath}`]: () => ({ body: { runs: [] } }) });
    const bad = smallDesignInput();
    bad.settings.maxEmbed_m = 1;
    const { unmount } = renderTab(makeProject({ _id: PROJECT_ID, design: { designInput: bad } }));
    expect(await screen.findByText(/No runs yet/)).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    // the fields to fix are on the forms' tabs (an input with problems may be saved from them)
    expect(
      screen.getByText(
        'The saved design input has 1 problem to fix: fix it on the Settings and Input tabs, where each field shows its problem, and save (the Design input tab lists them).',
      ),
    ).toBeInTheDocument();
    unmount();

    renderTab(valid(), true);
    expect(await screen.findByText(/No runs yet/)).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Fast Lane (100 elements)' })).toBeDisabled();
  });

  it('runs in the chosen lane, follows the run by polling, and shows its result', async () => {
    const queued = makeRun({ status: 'queued', lane: 'accuracy', elements: 500 });
    const done = makeSucceededRun({ _id: queued._id, lane: 'accuracy', elements: 500 });
    mockApi({
      [`GET ${runsPath}`]: (_c, n) => ({ body: { runs: n === 1 ? [] : [{ ...done, result: undefined }] } }),
      'POST /api/projects/run': () => ({ status: 202, body: { run: queued } }),
      [`GET /api/projects/runs/${queued._id}`]: (_c, n) =>
        n === 1
          ? { body: { run: { ...queued, status: 'running', progress: 0.4, message: 'Pier SAP h=1.37 m' } } }
          : { body: { run: done } },
    });
    const user = userEvent.setup();
    renderTab(valid());
    await waitFor(() => expect(runButton()).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: 'Accuracy Lane (500 elements)' }));
    await user.click(runButton());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/projects/run',
      body: { projectId: PROJECT_ID, lane: 'accuracy' },
    });
    // While it runs: progress in words, Run disabled, Cancel offered.
    // makeProject is imperial: 1.37 m reads 4.49 ft
    expect(await screen.findByText('40 % — Pier SAP h=4.49 ft')).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel run' })).toBeEnabled();
    // The next poll (2 s later) finds it finished, with its result.
    expect(
      await screen.findByRole('table', { name: 'Pile design summary' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
    expect(runButton()).toBeEnabled();
    const history = screen.getByRole('table', { name: 'Runs' });
    expect(within(history).getByText('Succeeded')).toBeInTheDocument();
    expect(within(history).getByText('Accuracy Lane (500 elements)')).toBeInTheDocument();
  });

  it('a run the server waited for (Prefer: wait) shows its result from the start answer, without a GET of it', async () => {
    const done = makeSucceededRun({});
    mockApi({
      [`GET ${runsPath}`]: (_c, n) => ({ body: { runs: n === 1 ? [] : [{ ...done, result: undefined }] } }),
      'POST /api/projects/run': () => ({ status: 200, body: { run: done } }),
    });
    const user = userEvent.setup();
    renderTab(valid());
    await waitFor(() => expect(runButton()).toBeEnabled());
    await user.click(runButton());
    expect(await screen.findByRole('table', { name: 'Pile design summary' })).toBeInTheDocument();
    const post = calls.findIndex((c) => c.method === 'POST');
    expect(prefers[post]).toBe(`wait=${RUN_START_WAIT_S}`);
    expect(calls.some((c) => c.path === `/api/projects/runs/${done._id}`)).toBe(false);
  });

  it('lists the errors the server names when the run does not start', async () => {
    mockApi({
      [`GET ${runsPath}`]: () => ({ body: { runs: [] } }),
      'POST /api/projects/run': () => ({
        status: 400,
        body: {
          message: 'The design input has 1 error',
          code: 'VALIDATION',
          errors: [
            { path: 'soil.layers[0].cu_Pa', message: 'is required by model stiff-clay-no-free-water' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderTab(valid());
    await waitFor(() => expect(runButton()).toBeEnabled());
    await user.click(runButton());
    expect(await screen.findByText('The run did not start')).toBeInTheDocument();
    expect(screen.getByText('The design input has 1 error')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Design input errors of the run' });
    expect(within(table).getByText('soil.layers[0].cu_Pa')).toBeInTheDocument();
    expect(within(table).getByText('Layer #1')).toBeInTheDocument();
    expect(within(table).getByText('is required by model stiff-clay-no-free-water')).toBeInTheDocument();
  });

  it('cancels the unfinished run', async () => {
    const running = makeRun({ status: 'running', progress: 0.1, message: 'Pier SAP' });
    mockApi({
      [`GET ${runsPath}`]: () => ({ body: { runs: [running] } }),
      [`GET /api/projects/runs/${running._id}`]: () => ({ body: { run: running } }),
      'POST /api/projects/kill-child-process': () => ({
        body: { run: { ...running, status: 'cancelled', message: 'Cancelled by Ada Lovelace' } },
      }),
    });
    const user = userEvent.setup();
    renderTab(valid());
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/projects/kill-child-process',
      body: { runId: running._id },
    });
    expect(await screen.findByText('The run was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  });

  it('shows the newest run, and an earlier one when chosen', async () => {
    const older = makeSucceededRun({ createdAt: '2025-03-01T09:00:00.000Z' });
    const newest: Run = makeRun({
      status: 'failed',
      message: 'Worker stopped: out of memory',
      finishedAt: '2025-03-01T10:01:00.000Z',
    });
    mockApi({
      [`GET ${runsPath}`]: () => ({ body: { runs: [newest, { ...older, result: undefined }] } }),
      [`GET /api/projects/runs/${newest._id}`]: () => ({ body: { run: newest } }),
      [`GET /api/projects/runs/${older._id}`]: () => ({ body: { run: older } }),
    });
    const user = userEvent.setup();
    renderTab(valid());
    const failed = await screen.findByRole('alert', { name: 'The run failed' });
    expect(failed).toHaveTextContent('Worker stopped: out of memory');
    const history = screen.getByRole('table', { name: 'Runs' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getAllByText('Ada Lovelace')).toHaveLength(2);
    const choice = screen.getByRole('radiogroup', { name: 'Run to show' });
    expect(within(choice).getByRole('radio', { name: 'Run #2' })).toBeChecked();
    await user.click(within(history).getByRole('radio', { name: 'Run #1' }));
    expect(await screen.findByRole('table', { name: 'Pile design summary' })).toBeInTheDocument();
    expect(screen.queryByText('The run failed')).not.toBeInTheDocument();
  });

  it("lists beside the result what the imports of the project's workbooks decided for the engineer to confirm", async () => {
    const run = makeSucceededRun();
    mockApi({
      [`GET ${runsPath}`]: () => ({ body: { runs: [{ ...run, result: undefined }] } }),
      [`GET /api/projects/runs/${run._id}`]: () => ({ body: { run } }),
    });
    const input = smallDesignInput();
    const design = {
      designInput: input,
      Pile_files: [
        {
          _id: 'f1',
          fileName: 'B-1.xlsx',
          kind: 'geotech',
          notes: ['unit weights: the table gives effective unit weights …: engineer to confirm'],
          // the small input's water table is at 4 m; the import made them total at 4 ft
          effectiveWeightsWaterTable_m: 1.2192,
        },
      ],
    };
    renderTab(makeProject({ _id: PROJECT_ID, design }));
    expect(await screen.findByRole('table', { name: 'Pile design summary' })).toBeInTheDocument();
    const decisions = screen.getByRole('alert', {
      name: 'Imported workbooks: what the import decided (engineer to confirm)',
    });
    expect(decisions).toHaveTextContent('B-1.xlsx');
    expect(decisions).toHaveTextContent(
      'unit weights: the table gives effective unit weights …: engineer to confirm',
    );
    // 4 m = 13.12 ft
    expect(decisions).toHaveTextContent('with the water table at 4.00 ft; it is now 13.12 ft.');
  });

  it('shows no import decisions for a project whose workbooks left none', async () => {
    const run = makeSucceededRun();
    mockApi({
      [`GET ${runsPath}`]: () => ({ body: { runs: [{ ...run, result: undefined }] } }),
      [`GET /api/projects/runs/${run._id}`]: () => ({ body: { run } }),
    });
    renderTab(valid());
    expect(await screen.findByRole('table', { name: 'Pile design summary' })).toBeInTheDocument();
    expect(
      screen.queryByRole('alert', {
        name: 'Imported workbooks: what the import decided (engineer to confirm)',
      }),
    ).not.toBeInTheDocument();
  });

  it('says the result shown is the earlier run while the start waits for the new one', async () => {
    const older = makeSucceededRun({ finishedAt: '2025-03-01T09:00:05.000Z' });
    const done = makeSucceededRun({ lane: 'fast' });
    let answer: (r: Reply) => void = () => {};
    mockApi({
      [`GET ${runsPath}`]: () => ({ body: { runs: [{ ...older, result: undefined }] } }),
      [`GET /api/projects/runs/${older._id}`]: () => ({ body: { run: older } }),
      'POST /api/projects/run': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderTab(valid());
    expect(await screen.findByRole('table', { name: 'Pile design summary' })).toBeInTheDocument();
    expect(screen.queryByText('A new run is in progress')).not.toBeInTheDocument();
    await waitFor(() => expect(runButton()).toBeEnabled());
    await user.click(runButton());
    const note = await screen.findByRole('status', { name: 'A new run is in progress' });
    expect(note).toHaveTextContent(
      /The result below is run #1 \(Fast Lane \(100 elements\), finished .+\)\./,
    );
    expect(note).toHaveTextContent("The new run's result replaces it when the run finishes.");
    answer({ status: 200, body: { run: done } });
    await waitFor(() => expect(screen.queryByText('A new run is in progress')).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Pile design summary' })).toBeInTheDocument();
  });

  it('says which run to choose when an earlier run is shown while another goes', async () => {
    const older = makeSucceededRun({ lane: 'accuracy', elements: 500 });
    const running = makeRun({ status: 'running', progress: 0.3, message: 'Pier SAP' });
    mockApi({
      [`GET ${runsPath}`]: () => ({ body: { runs: [running, { ...older, result: undefined }] } }),
      [`GET /api/projects/runs/${running._id}`]: () => ({ body: { run: running } }),
      [`GET /api/projects/runs/${older._id}`]: () => ({ body: { run: older } }),
    });
    const user = userEvent.setup();
    renderTab(valid());
    expect(
      await screen.findByText('This run has not finished: its result shows here when it does.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('A new run is in progress')).not.toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Runs' });
    await user.click(within(history).getByRole('radio', { name: 'Run #1' }));
    const note = await screen.findByRole('status', { name: 'A new run is in progress' });
    expect(note).toHaveTextContent(
      /The result below is run #1 \(Accuracy Lane \(500 elements\), finished .+\)\./,
    );
    expect(note).toHaveTextContent('Choose run #2 under Runs to follow the new run.');
  });
});
