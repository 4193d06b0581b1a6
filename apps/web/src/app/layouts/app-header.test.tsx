import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../testing/render';
import { AppHeader } from './app-header';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ count: 0 }));
});
afterEach(() => vi.restoreAllMocks());

describe('app header', () => {
  it('offers the main links in a drawer from the menu button (the narrow-screen way in)', async () => {
    renderWithProviders(<AppHeader user={makeUser({ role: 'Admin' })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the main menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Main menu' });
    const names = within(drawerNav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(expect.arrayContaining(['Projects', 'Dashboard', 'Docs']));
    expect(names).not.toContain('My Queue'); // an Admin has no review queue
    await user.click(within(drawerNav).getByRole('link', { name: 'Docs' }));
    expect(screen.getByTestId('location').textContent).toBe('/docs');
  });

  it('opens the contact form from the account menu, over the current page', async () => {
    renderWithProviders(<AppHeader user={makeUser({ role: 'User' })} />, { route: '/projects' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contact support' }));
    expect(screen.getByTestId('location').textContent).toBe('/projects?contact=1');
  });
});
