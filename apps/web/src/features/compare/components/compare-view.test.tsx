import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
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
let urls: URL[];
/** A route's body, or a function of the request's URL (the list answers by its query). */
type Route = unknown | ((url: URL) => unknown);
function mockApi(routes: Record<string, Route>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    paths.push(url.pathname);
    urls.push(url);
    const route = routes[url.pathname];
    const body = typeof route === 'function' ? (route as (u: URL) => unknown)(url) : route;
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

function setUp(list?: (url: URL) => unknown) {
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
    '/api/projects/list': list ?? { projects: [a, b], users: [], total: 2, page: 1, pageSize: 100 },
  });
  return { a, b, runA, olderA, runB };
}

const cellsOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  paths = [];
  urls = [];
  useSession.getState().signIn('jwt-1', makeUser());
});
afterEach(() => vi.restoreAllMocks());

/** The browser's back button, within the memory router. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/**
 * Picks an option of a Mantine select by keyboard, as a user may: jsdom runs no CSS transition, so
 * the open dropdown stays display:none and its options cannot be clicked.
 */
async function pick(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, label: string) {
  await user.click(box);
  for (let i = 0; i < 200; i++) {
    await user.keyboard('{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    if (active && document.getElementById(active)?.textContent === label) {
      await user.keyboard('{Enter}');
      return;
    }
  }
  throw new Error(`No option ${label}`);
}

const location = () => new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1] ?? '');

/** 120 other projects of the company, newest first; `Zephyr Flats` the oldest, beyond 100. */
const company = Array.from({ length: 120 }, (_, i) =>
  makeProject({
    _id: `0b8f6a3e-8a8e-4d3c-9b8e-${String(i).padStart(12, '0')}`,
    name: i === 119 ? 'Zephyr Flats' : `Site ${i + 1}`,
    client: 'Sun Co',
  }),
);
/** The list as the server answers it: filtered by `search`, then paged. */
function companyList(url: URL) {
  const search = url.searchParams.get('search')?.toLowerCase() ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  const matching = company.filter((p) => p.name.toLowerCase().includes(search));
  return {
    projects: matching.slice((page - 1) * pageSize, page * pageSize),
    users: [],
    total: matching.length,
    page,
    pageSize,
  };
}

describe('CompareView', () => {
  it('a project beside its clone: the changed layer field by field, the heavier pile, the site steel', async () => {
    const { a, runA, runB } = setUp();
    renderWithProviders(<CompareView base={a} />);
    const other = await screen.findByRole('combobox', { name: 'Compare with' });
    // Each side names its run's time as every date of the app reads (it read "mar 2, 2025, 10:00 am").
    expect(await screen.findByText(`Results of the run of ${formatDateTime(runA.createdAt)}`)).toBeTruthy();
    expect(await screen.findByText(`Results of the run of ${formatDateTime(runB.createdAt)}`)).toBeTruthy();
    await waitFor(() => expect(other).toHaveProperty('value', 'Mesa (copy) (Example Developer LLC)'), {
      timeout: 10_000,
    });
    const layer = await screen.findByRole('table', { name: /^Soil layer 2 · / }, { timeout: 10_000 });
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
    await waitFor(() => expect(paths).toContain(`/api/projects/run-input/${olderA._id}`), {
      timeout: 10_000,
    });
    const settings = await screen.findByRole('table', { name: 'General Settings' }, { timeout: 10_000 });
    expect(cellsOf(settings, 'Pile Heights')).toEqual(['4.5; 5.2 ft', '4.5 ft', 'changed']);
    expect(screen.getByRole('combobox', { name: 'Version of A' })).toHaveProperty(
      'value',
      `Run of ${formatDateTime(olderA.createdAt)}`,
    );
  });

  it('counts of piles make the site total', async () => {
    const { a } = setUp();
    renderWithProviders(<CompareView base={a} />);
    const input = await screen.findByRole('textbox', { name: /^Piles on site, SAP/ }, { timeout: 10_000 });
    await userEvent.type(input, '100');
    const site = screen.getByRole('table', { name: 'Steel of the site' });
    // SAP 100 × 30 lb more, HAPE one pile unchanged: +3,000 lb = +1.50 tons.
    await waitFor(() => expect(cellsOf(site, 'Change')).toEqual(['+1.50 tons']));
  });

  it('the sides are in the URL: the default written in place, each choice a new entry, read on load', async () => {
    const { a, runB } = setUp();
    renderWithProviders(
      <>
        <BackButton />
        <CompareView base={a} />
      </>,
      { route: '/compare-project/x' },
    );
    await waitFor(() => expect(location().get('with')).toBe(B_ID));
    await screen.findByRole('table', { name: 'Results per pier type and pile height' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await pick(
      user,
      screen.getByRole('combobox', { name: 'Version of B' }),
      `Run of ${formatDateTime(runB.createdAt)}`,
    );
    await waitFor(() => expect(location().get('b')).toBe(runB._id));
    expect(location().get('with')).toBe(B_ID);
    // Back: the choice before, B's current input, with the default still named.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().get('b')).toBeNull());
    expect(location().get('with')).toBe(B_ID);
    expect(screen.getByRole('combobox', { name: 'Version of B' })).toHaveProperty(
      'value',
      'Current input, latest result',
    );
  });

  it('opened from a bookmarked URL: the project and runs it names', async () => {
    const { a, olderA } = setUp();
    renderWithProviders(<CompareView base={a} />, {
      route: `/compare-project/x?with=${A_ID}&a=${olderA._id}`,
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version of A' })).toHaveProperty(
        'value',
        `Run of ${formatDateTime(olderA.createdAt)}`,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Compare with' })).toHaveProperty(
      'value',
      'Mesa (an earlier run)',
    );
    await waitFor(() => expect(paths).toContain(`/api/projects/run-input/${olderA._id}`));
  });

  it('any project of a large company: searched on the server by name, and paged beyond the first page', async () => {
    const { a } = setUp(companyList);
    renderWithProviders(<CompareView base={a} />);
    await screen.findByText(
      '50 of 120 projects listed; type to search by name, client or designer',
      undefined,
      {
        timeout: 10_000,
      },
    );
    // The next pages, until all 120 are in reach.
    await userEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    await screen.findByText(/^100 of 120 projects listed/);
    await userEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    await screen.findByText(/^120 of 120 projects listed/);
    expect(screen.queryByRole('button', { name: 'Load more projects' })).toBeNull();

    // Typing asks the server, which finds the oldest project by its name.
    const other = screen.getByRole('combobox', { name: 'Compare with' });
    const user = userEvent.setup();
    await user.clear(other);
    await user.type(other, 'zeph');
    await waitFor(() => expect(urls.some((u) => u.searchParams.get('search') === 'zeph')).toBe(true));
    await screen.findByText(/^1 of 1 matching projects listed/);
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(other.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Zephyr Flats (Sun Co)',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().get('with')).toBe(company[119]!._id));
  });
});
