import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pierLabel } from '@pilewise/presentation';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { makeSucceededRun } from '../../../testing/runs';
import ProjectOutputRoute from './project-output';

// echarts draws nothing in jsdom; a chart is its labelled box here (the charts have their own tests).
vi.mock('../../../features/runs/components/profile-charts', () => ({
  default: ({ pier }: { pier: { pierTypeId: string; pileHeight_m: number } }) => (
    <div role="img" aria-label={`Charts of ${pier.pierTypeId} at ${pier.pileHeight_m} m`} />
  ),
}));

const project = makeProject({ name: 'Output Flats' });
/** A real engine result of two pier cases (SAP passes, HAPE has no solution); one more height of SAP. */
const run = (() => {
  const r = makeSucceededRun({ projectId: project._id });
  const taller = {
    ...structuredClone(r.result.piers[0]!),
    pileHeight_m: r.result.piers[0]!.pileHeight_m + 0.5,
  };
  r.result.piers.push(taller);
  return r;
})();
const piers = run.result.piers;

beforeEach(() => {
  useSession.getState().signIn('jwt-1', makeUser());
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    const { result: _r, ...summary } = run;
    const routes: Record<string, unknown> = {
      [`/api/projects/get-project-data/${project._id}`]: { project },
      [`/api/projects/project-runs/${project._id}`]: { runs: [summary] },
      [`/api/projects/runs/${run._id}`]: { run },
    };
    const body = routes[path];
    return body === undefined
      ? Response.json({ message: `No route ${path}` }, { status: 404 })
      : Response.json(body);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The pier cases' headings (level 3), in order. */
const pierHeadings = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .filter((h) => piers.some((p) => h.textContent.startsWith(`${pierLabel(p)} at `)));
const charts = () => screen.queryAllByRole('img', { name: /^Charts of / });

describe('project output, printed', () => {
  it('on screen one pier case; printed (the browser’s print) a profile block per pier case, then back', async () => {
    expect(piers.length).toBe(3);
    const withProfiles = piers.filter((p) => p.profiles.strong || p.profiles.weak).length;
    renderWithProviders(<ProjectOutputRoute />, { route: `/project-output?id=${project._id}` });
    await screen.findByRole('table', { name: 'Pile design summary' }, { timeout: 10_000 });
    await waitFor(() => expect(charts()).toHaveLength(1));
    expect(pierHeadings()).toHaveLength(1);

    act(() => void window.dispatchEvent(new Event('beforeprint')));
    // Rendered before the handler returns: the browser lays the page out for print right after.
    expect(pierHeadings().map((h) => h.textContent)).toEqual(
      piers.map((p) => expect.stringMatching(new RegExp(`^${pierLabel(p)} at `))),
    );
    expect(new Set(pierHeadings().map((h) => h.textContent)).size).toBe(piers.length);
    await waitFor(() => expect(charts()).toHaveLength(withProfiles));
    expect(screen.getAllByRole('table', { name: /^Checks of / })).toHaveLength(piers.length);
    expect(document.querySelectorAll('.pw-print-pier')).toHaveLength(piers.length);

    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(pierHeadings()).toHaveLength(1);
  });

  it('names the client, the designer and the revision under the title, and says when no designer is named', async () => {
    const { unmount } = renderWithProviders(<ProjectOutputRoute />, {
      route: `/project-output?id=${project._id}`,
    });
    expect(
      await screen.findByText(
        `${project.client} · designer ${project.designer} · revision ${project.revisionNumber}`,
      ),
    ).toBeInTheDocument();
    unmount();
    const unnamed = { ...project, designer: '' };
    vi.mocked(globalThis.fetch).mockImplementation(async () => Response.json({ project: unnamed }));
    renderWithProviders(<ProjectOutputRoute />, { route: `/project-output?id=${project._id}` });
    expect(
      await screen.findByText(`${project.client} · no designer named · revision ${project.revisionNumber}`),
    ).toBeInTheDocument();
  });

  it('the Print button renders every pier case before it opens the print dialog', async () => {
    const atPrint: number[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => void atPrint.push(charts().length));
    renderWithProviders(<ProjectOutputRoute />, { route: `/project-output?id=${project._id}` });
    await screen.findByRole('table', { name: 'Pile design summary' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(atPrint).toEqual([piers.filter((p) => p.profiles.strong || p.profiles.weak).length]);
    expect(pierHeadings()).toHaveLength(piers.length);
  });
});
