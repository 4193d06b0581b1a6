import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../../testing/render';
import { PermissionsModal } from './permissions-modal';

afterEach(() => vi.restoreAllMocks());

describe('design modes and section types of a user', () => {
  it('the Admin unticks a mode and a section type; the server is told exactly what is left', async () => {
    const sent: unknown[] = [];
    const target = makeUser({ _id: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a55', role: 'User', firstName: 'Eli' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (new URL(String(input)).pathname === '/api/users/update-permissions') {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({
          message: 'Eli Lovelace may design with Generic, Nevados, Array Tech',
          user: target,
        });
      }
      return Response.json({});
    });
    const onClose = vi.fn();
    renderWithProviders(<PermissionsModal user={target} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Nextracker' }));
    await user.click(screen.getByRole('checkbox', { name: 'W8' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ userId: target._id, designModes: [2, 3, 4], sectionTypes: ['W6'] }]);
  });

  it('will not save with no mode left', async () => {
    renderWithProviders(<PermissionsModal user={makeUser({ designModes: [2] })} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Generic' }));
    expect(screen.getByText('Allow at least one design mode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
