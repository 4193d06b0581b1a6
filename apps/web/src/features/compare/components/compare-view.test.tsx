import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { N_PER_LBF, type DesignResult, type Project, type Run } from '@pilewise/contracts';
import { formatDateTime } from '../../../lib/format-date';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { makeRun, smallDesignInput, smallDesignResult } from '../../../testing/runs';
import { CompareView } from './compare-view';

const A_ID = '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a10';
const B_ID = '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a11';

let paths: string[];
function mockApi(routes: Record<string, unknown>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    paths.push(url.pathname);
    const body = routes[url.pathname];
    return body === undefined
      ? Response.json({ message: `No route ${url.pathname}` }, { status: 404 })
      : Response.json(body);
  });
}

/** The result with SAP one section heavier: W6x12 at 30 lb more, 0.5 m deeper. */
function heavierResult(): DesignResult {
  const r = structuredClone(smallDesignResult());
  const sap = r.piers.find((p) => p.pierTypeId === 'SAP')!;
  sap.section = { ...sap.section, name: 'W6x12' };
  sap.embedment_m += 0.5;
  sap.steelWeight_N += 30 * N_PER_LBF;
  return r;
}

const succeeded = (projectId: string, result: DesignResult, createdAt: string): Run =>
  makeRun({ projectId, status: 'succeeded', progress: 1, result, createdAt, finishedAt: createdAt });

function setUp() {
  const inputA = smallDesignInput();
  const inputB = smallDesignInput();
  inputB.soil.layers[1]!.phiDeg = 36; // A: 32°
  const a: Project = makeProject({
    _id: A_ID,
    name: 'Mesa',
    childProjects: [{ _id: B_ID }],
    design: { designInput: inputA },
  });
  const b: Project = makeProject({
    _id: B_ID,
    name: 'Mesa (copy)',
    parentId: A_ID,
    design: { designInput: inputB },
  });
  const runA = succeeded(A_ID, smallDesignResult(), '2025-03-02T10:00:00.000Z');
  const olderA = succeeded(A_ID, smallDesignResult(), '2025-03-01T10:00:00.000Z');
  const runB = succeeded(B_ID, heavierResult(), '2025-03-02T11:00:00.000Z');
  const summary = ({ result: _r, ...rest }: Run) => rest;
  // The older run of A designed an input with a third pile height.
  const olderInput = { ...smallDesignInput(), pileHeights_m: [1.37, 1.6] };
  mockApi({
    [`/api/projects/get-project-data/${A_ID}`]: { project: a },
    [`/api/projects/get-project-data/${B_ID}`]: { project: b },
    [`/api/projects/project-runs/${A_ID}`]: { runs: [summary(runA), summary(olderA)] },
    [`/api/projects/project-runs/${B_ID}`]: { runs: [summary(runB)] },
    [`/api/projects/runs/${runA._id}`]: { run: runA },
    [`/api/projects/runs/${olderA._id}`]: { run: olderA },
    [`/api/projects/runs/${runB._id}`]: { run: runB },
    [`/api/projects/run-input/${olderA._id}`]: {
      runId: olderA._id,
      projectId: A_ID,
      createdAt: olderA.createdAt,
      input: olderInput,
    },
    '/api/projects/list': { projects: [a, b], users: [], total: 2, page: 1, pageSize: 100 },
  });
  return { a, olderA };
}

const cellsOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  paths = [];
  useSession.getState().signIn('jwt-1', makeUser());
});
afterEach(() => vi.restoreAllMocks());

describe('CompareView', () => {
  it('a project beside its clone: the changed layer field by field, the heavier pile, the site steel', async () => {
    const { a } = setUp();
    renderWithProviders(<CompareView base={a} />);
    const other = await screen.findByRole('combobox', { name: 'Compare with' });
    await waitFor(() => expect(other).toHaveProperty('value', 'Mesa (copy) (Example Developer LLC)'));
    const layer = await screen.findByRole('table', { name: /^Soil layer 2 · / });
    expect(cellsOf(layer, 'Phi')).toEqual(['32.0°', '36.0°', 'changed']);
    expect(screen.getByText('1 field differs')).toBeTruthy();

    const results = screen.getByRole('table', { name: 'Results per pier type and pile height' });
    const sap = cellsOf(results, 'SAP');
    expect(sap[1]).toContain('W6x9 → W6x12');
    expect(sap[1]).toContain('changed');
    // 0.5 m = 1.6 ft; 30 lb.
    expect([sap[4], sap[7]]).toEqual(['+1.6', '+30']);
    const hape = cellsOf(results, 'HAPE');
    expect(hape[7]).toBe('0');
  });

  it('a project beside an earlier revision of itself: the run-input of that run is the other input', async () => {
    const { a, olderA } = setUp();
    renderWithProviders(<CompareView base={{ ...a, childProjects: [] }} />);
    // No clone or source: B is this project's current input, A its previous run.
    await waitFor(() => expect(paths).toContain(`/api/projects/run-input/${olderA._id}`));
    const settings = await screen.findByRole('table', { name: 'General Settings' });
    expect(cellsOf(settings, 'Pile Heights')).toEqual(['4.5; 5.2 ft', '4.5 ft', 'changed']);
    expect(screen.getByRole('combobox', { name: 'Version of A' })).toHaveProperty(
      'value',
      `Run of ${formatDateTime(olderA.createdAt)}`,
    );
  });

  it('counts of piles make the site total', async () => {
    const { a } = setUp();
    renderWithProviders(<CompareView base={a} />);
    const input = await screen.findByRole('textbox', { name: /^Piles on site, SAP/ });
    await userEvent.type(input, '100');
    const site = screen.getByRole('table', { name: 'Steel of the site' });
    // SAP 100 × 30 lb more, HAPE one pile unchanged: +3,000 lb = +1.50 tons.
    await waitFor(() => expect(cellsOf(site, 'Change')).toEqual(['+1.50 tons']));
  });
});
