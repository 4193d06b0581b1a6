// Below 1200 px the project's side panel (owner, revision, runs, review workflow, comments) is
// reached through a button that opens it as a drawer (issue 15: on a small laptop no one could
// send for review or comment).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../../testing/render';
import { ProjectStatusDrawer } from './project-aside';

vi.mock('../../../../features/runs/run-socket', () => ({ useRunSocket: () => ({ live: false }) }));

beforeEach(() => {
  useSession.getState().signIn('jwt-1', makeUser());
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ runs: [], comments: [] }));
});
afterEach(() => vi.restoreAllMocks());

describe('ProjectStatusDrawer', () => {
  it('opens the side panel as a drawer from its button, and closes it', async () => {
    const user = userEvent.setup();
    const project = makeProject({ revisionNumber: 3, username: 'Ada Lovelace' });
    renderWithProviders(<ProjectStatusDrawer project={project} user={makeUser()} />);

    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Status, workflow and comments' }));

    const drawer = await screen.findByRole('dialog', { name: 'Project status' });
    expect(within(drawer).getByText('Owner: Ada Lovelace')).toBeTruthy();
    expect(within(drawer).getByText('Revision: 3')).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Close the project status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
