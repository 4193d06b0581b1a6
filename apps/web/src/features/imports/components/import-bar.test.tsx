// The Excel downloads menu offers the inputs workbook only once the project has a saved input:
// a new project's Input tab shows defaults the server does not have, and the download answered
// "the project has no design input yet" after the click.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESIGN_INPUT_KEY } from '@pilewise/contracts';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { ExportMenu } from './import-bar';

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
