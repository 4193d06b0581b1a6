// The Excel downloads menu offers the inputs workbook only once the project has a saved input:
// a new project's Input tab shows defaults the server does not have, and the download answered
// "the project has no design input yet" after the click.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, DESIGN_INPUT_KEY, type ProjectFile } from '@pilewise/contracts';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { ExportMenu, ImportBar } from './import-bar';
import { formatDateTime } from '../../../lib/format-date';

beforeEach(() => {
  useSession.getState().signIn('jwt-1', makeUser());
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ runs: [] }));
});
afterEach(() => vi.restoreAllMocks());

const openMenu = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Excel downloads' }));
  return screen.findByRole('menuitem', { name: 'Inputs workbook (.xlsx)' });
};

describe('ExportMenu', () => {
  it('says there is no input to download until one is saved', async () => {
    renderWithProviders(<ExportMenu project={makeProject({ design: {} })} />);
    const item = await openMenu();
    expect(item).toBeDisabled();
    expect(screen.getByText('No input saved yet')).toBeInTheDocument();
  });

  it('offers the saved input as a workbook', async () => {
    const project = makeProject({ design: { [DESIGN_INPUT_KEY]: { soil: { layers: [] } } } });
    renderWithProviders(<ExportMenu project={project} />);
    const item = await openMenu();
    expect(item).toBeEnabled();
    expect(screen.getByText('The saved input')).toBeInTheDocument();
  });
});

describe('ExportMenu: the last finished run', () => {
  const project = makeProject({ design: { [DESIGN_INPUT_KEY]: { soil: { layers: [] } } } });
  const runListCalls = () =>
    vi.mocked(globalThis.fetch).mock.calls.filter(([url]) => String(url).includes('/project-runs/'));

  it('told by the Result tab (which follows the run list), it asks the server nothing', async () => {
    renderWithProviders(<ExportMenu project={project} lastSucceededRunId="run-7" />);
    await openMenu();
    expect(screen.getByText('Results of the last finished run')).toBeInTheDocument();
    expect(runListCalls()).toHaveLength(0);
  });

  it('told there is none, it offers no results', async () => {
    renderWithProviders(<ExportMenu project={project} lastSucceededRunId={null} />);
    await openMenu();
    expect(screen.getByText('No finished run yet')).toBeInTheDocument();
    expect(runListCalls()).toHaveLength(0);
  });

  it('not told (the Input tab), it reads the run list', async () => {
    renderWithProviders(<ExportMenu project={project} />);
    await openMenu();
    expect(runListCalls()).toHaveLength(1);
  });
});

describe('ImportBar', () => {
  it('lists a kept workbook with what its import decided for the engineer to confirm', async () => {
    const fileId = '5d0c7d1e-4b7a-4c1e-9c2a-1f7c2b9d8e01';
    const project = makeProject({
      design: {
        Pile_files: [
          {
            _id: fileId,
            fileName: 'B-1.xlsx',
            kind: 'geotech',
            notes: ['unit weights: the table gives effective unit weights …: engineer to confirm'],
            // made total with the water table at 4 ft, which the saved soil has at 10 ft since
            effectiveWeightsWaterTable_m: 1.2192,
          },
        ],
        [DESIGN_INPUT_KEY]: { soil: { layers: [], waterTableDepth_m: 3.048 } },
      },
    });
    const file: ProjectFile = {
      _id: fileId,
      projectId: project._id,
      kind: 'geoTechFile',
      label: 'Geotechnical report (soil layers, vertical table)',
      fileName: 'B-1.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      sizeBytes: 9000,
      runId: null,
      reviewId: null,
      revisionNumber: 0,
      current: true,
      uploadedBy: null,
      uploadedByName: 'Tina Trial',
      createdAt: '2026-11-30T17:28:21.000Z',
    };
    vi.mocked(globalThis.fetch).mockImplementation(async (url) =>
      Response.json(
        String(url).includes(API_PATHS.imports.pileFiles) ? { files: [file] } : { files: [], runs: [] },
      ),
    );
    renderWithProviders(<ImportBar project={project} readOnly={false} salesMode={false} />);
    const kept = await screen.findByLabelText('Imported workbooks');
    expect(await screen.findByRole('button', { name: 'B-1.xlsx' })).toBeInTheDocument();
    // when, as every other moment in the app reads (the project's Last saved beside it)
    expect(kept).toHaveTextContent(`Tina Trial · ${formatDateTime(file.createdAt)}`);
    expect(kept).toHaveTextContent(/Tina Trial · Nov 30, 2026, \d{1,2}:\d{2} (AM|PM)/);
    expect(kept).toHaveTextContent(
      'unit weights: the table gives effective unit weights …: engineer to confirm',
    );
    expect(kept).toHaveTextContent(
      'made total from effective ones with the water table at 4.00 ft; it is now 10.00 ft. Layers between 4.00 ft and 10.00 ft',
    );
  });
});
