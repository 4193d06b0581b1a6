import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { PROJECT_ID } from '../../../testing/runs';
import ProjectEditorRoute from './project-editor';

// No socket server in jsdom: the screen polls instead (covered by the runs feature's tests).
vi.mock('../../../features/runs/run-socket', () => ({ useRunSocket: () => ({ live: false }) }));

// jsdom has no document.fonts, which the notes field's autosize textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const user0 = makeUser();
const project = makeProject({ _id: PROJECT_ID, owner: user0._id });

beforeEach(() => {
  useSession.getState().signIn('jwt-1', user0);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === `/api/projects/get-project-data/${PROJECT_ID}`) return Response.json({ project });
    if (path === `/api/projects/project-runs/${PROJECT_ID}`) return Response.json({ runs: [] });
    return Response.json({ message: 'not found' }, { status: 404 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().signOut();
});

describe('project screen', () => {
  it('a new project has no Design input tab, and its Result tab asks to save first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectEditorRoute />, { route: '/new-project' });
    const tabs = screen.getByRole('tablist', { name: 'Project sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Details', 'Settings', 'Input', 'Result']);
    await user.click(within(tabs).getByRole('tab', { name: 'Result' }));
    expect(screen.getByText('Save the project first')).toBeInTheDocument();
  });

  it('a saved project: Design input, Load tests and Result tabs; an unsaved loaded input survives a tab switch', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectEditorRoute />, { route: `/update-project?id=${PROJECT_ID}` });
    const tabs = await screen.findByRole('tablist', { name: 'Project sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Details', 'Settings', 'Input', 'Design input', 'Load tests', 'Result']);
    expect(await screen.findByText('No runs yet.')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Design input' }));
    await screen.findByRole('button', { name: 'Load from file' }, { timeout: 5000 });
    const file = new File(['{"project": {"name": "From a file"}}'], 'mine.json', {
      type: 'application/json',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, file);
    expect(
      await screen.findByText('Loaded from mine.json. Check it below, then save it to run it.'),
    ).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Result' }));
    expect(await screen.findByRole('button', { name: 'Run design' })).toBeDisabled();
    await user.click(within(tabs).getByRole('tab', { name: 'Design input' }));
    expect(
      screen.getByText('Loaded from mine.json. Check it below, then save it to run it.'),
    ).toBeInTheDocument();
  });
});
