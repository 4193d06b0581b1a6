import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { makeUser, renderWithProviders } from '../../../testing/render';
import { AppRoutes } from '../../router';

let listQueries: URLSearchParams[];
beforeEach(() => {
  listQueries = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/projects/list') {
      listQueries.push(url.searchParams);
      return Response.json({ projects: [], users: [], total: 0, page: 1, pageSize: 20 });
    }
    return Response.json({ count: 0 });
  });
  useSession.getState().signIn('jwt', makeUser({ role: 'User' }));
});
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().signOut();
});

const location = () => screen.getByTestId('location').textContent;

describe('projects list filters live in the address (issue 15: lost on reload)', () => {
  it('reads search, status, sort and page from the address, as after a reload', async () => {
    renderWithProviders(<AppRoutes />, { route: '/projects?q=pier&status=Redesign&sort=created_asc&page=2' });
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(0));
    const q = listQueries.at(-1)!;
    expect(Object.fromEntries(q)).toMatchObject({
      search: 'pier',
      status: 'Redesign',
      sort: 'created_asc',
      page: '2',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('pier');
    expect(screen.getAllByDisplayValue('Redesign').length).toBeGreaterThan(0);
    expect(screen.getAllByDisplayValue('Oldest first').length).toBeGreaterThan(0);
  });

  it('writes a changed filter into the address, back to page 1', async () => {
    renderWithProviders(<AppRoutes />, { route: '/projects?page=3' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'mesa');
    await waitFor(() => expect(location()).toBe('/projects?q=mesa'));
    await waitFor(() => expect(listQueries.at(-1)!.get('search')).toBe('mesa'));
  });

  it("keeps the spec's /projects/{query}/{field} segments as the starting filters", async () => {
    renderWithProviders(<AppRoutes />, { route: '/projects/pier/Active' });
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(0));
    expect(Object.fromEntries(listQueries.at(-1)!)).toMatchObject({ search: 'pier', status: 'Active' });
    expect(location()).toBe('/projects/pier/Active');
  });
});
