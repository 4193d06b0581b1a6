// A Reviewer opening a project in review lands on its Result tab, on the run that was sent for
// review (not a newer one), with that run's report named beside it (issue 13). The owner still
// opens on Details.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectFile, Run } from '@pilewise/contracts';
import { useSession } from '../../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../../testing/render';
import { makeRun, makeSucceededRun, PROJECT_ID } from '../../../../testing/runs';
import ProjectEditorRoute from '../project-editor';

vi.mock('../../../../features/runs/run-socket', () => ({ useRunSocket: () => ({ live: false }) }));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const owner = makeUser({ _id: '11111111-1111-4111-8111-111111111111', role: 'User' });
const reviewer = makeUser({ _id: '22222222-2222-4222-8222-222222222222', role: 'Reviewer' });
const project = makeProject({ _id: PROJECT_ID, owner: owner._id, status: 'Under Review' });

// The run sent for review, and a newer one that failed before the project was sent (the list's first).
const reviewed = makeSucceededRun({ createdAt: '2025-03-01T09:00:00.000Z' });
const newer: Run = makeRun({
  status: 'failed',
  message: 'Worker stopped',
  createdAt: '2025-03-01T10:00:00.000Z',
});
const report: ProjectFile = {
  _id: '55555555-5555-4555-8555-555555555555',
  projectId: PROJECT_ID,
  kind: 'generatedReport',
  label: 'Pile Foundation Design Report, revision 0',
  fileName: 'mesa-solar-rev0.pdf',
  contentType: 'application/pdf',
  sizeBytes: 120_000,
  runId: reviewed._id,
  reviewId: null,
  revisionNumber: 0,
  current: true,
  uploadedBy: owner._id,
  uploadedByName: 'Ada Lovelace',
  createdAt: '2025-03-01T09:05:00.000Z',
};

function mockApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    const answers: Record<string, unknown> = {
      [`/api/projects/get-project-data/${PROJECT_ID}`]: { project },
      [`/api/projects/project-runs/${PROJECT_ID}`]: { runs: [newer, { ...reviewed, result: undefined }] },
      [`/api/projects/runs/${newer._id}`]: { run: newer },
      [`/api/projects/runs/${reviewed._id}`]: { run: reviewed },
      [`/api/projects/review-readiness/${PROJECT_ID}`]: {
        runId: reviewed._id,
        reportId: report._id,
        missing: [],
        issues: [],
      },
      [`/api/projects/files/${PROJECT_ID}`]: { files: [report] },
    };
    const body = answers[path];
    return body ? Response.json(body) : Response.json({ message: 'not found' }, { status: 404 });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().signOut();
});

describe('opening a project in review', () => {
  it('the Reviewer lands on the Result tab, on the run sent for review, with its report', async () => {
    useSession.getState().signIn('jwt-r', reviewer);
    mockApi();
    renderWithProviders(<ProjectEditorRoute />, { route: `/update-project?id=${PROJECT_ID}` });
    const tabs = await screen.findByRole('tablist', { name: 'Project sections' });
    expect(within(tabs).getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
    const banner = await screen.findByTestId('review-run', {}, { timeout: 5000 });
    expect(banner).toHaveTextContent(`run ${reviewed._id.slice(0, 8)}, the run sent for review`);
    expect(
      await within(banner).findByRole('button', { name: 'Its report: mesa-solar-rev0.pdf' }),
    ).toBeInTheDocument();
    // The reviewed run's result, not the newer failed run.
    expect(
      await screen.findByRole('table', { name: 'Pile design summary' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The run failed')).not.toBeInTheDocument();
  });

  it('the owner opens the same project on Details', async () => {
    useSession.getState().signIn('jwt-o', owner);
    mockApi();
    renderWithProviders(<ProjectEditorRoute />, { route: `/update-project?id=${PROJECT_ID}` });
    const tabs = await screen.findByRole('tablist', { name: 'Project sections' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });
});
