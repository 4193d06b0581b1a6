// The Super admin ends a company's trial: its row reads "Ended" from the answer to the change
// itself, not only once the list has been read again (which a busy server answers later).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type PlatformCompany } from '@pilewise/contracts';
import { useSession } from '../../../stores/session';
import { makeUser, renderWithProviders } from '../../../testing/render';
import SuperAdminRoute from './super-admin';

const company: PlatformCompany = {
  _id: '5d0c7d1e-4b7a-4c1e-9c2a-1f7c2b9d8e01',
  name: 'Solar Co',
  plan: 'Trial',
  planEndsAt: '2026-12-14T00:00:00.000Z',
  ended: false,
  frozen: false,
  seats: { included: 5, extra: 0, total: 5, used: 1, free: 4 },
  users: 1,
  subscribed: false,
  lastActivityAt: null,
  createdAt: '2026-11-30T00:00:00.000Z',
};

beforeEach(() => useSession.getState().signIn('jwt-1', makeUser({ role: 'SuperAdmin' })));
afterEach(() => vi.restoreAllMocks());

describe('Subscription console', () => {
  it("shows a company's trial ended as soon as the change is answered", async () => {
    let lists = 0;
    let planBody: unknown;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input)).pathname;
      if (path === API_PATHS.superAdmin.companies) {
        lists++;
        // the list read again after the change never comes back here: the row must not wait for it
        if (lists > 1) return new Promise<Response>(() => {});
        return Response.json({ companies: [company], matching: 1, all: 1, page: 1, pages: 1 });
      }
      if (path === API_PATHS.superAdmin.plan(company._id)) {
        planBody = JSON.parse(String(init?.body));
        const ended = {
          ...company,
          planEndsAt: (planBody as { planEndsAt: string }).planEndsAt,
          ended: true,
        };
        return Response.json({ message: 'Set the plan of Solar Co', company: ended });
      }
      return Response.json({ message: `No route ${path}` }, { status: 404 });
    });
    const user = userEvent.setup();
    renderWithProviders(<SuperAdminRoute />);
    const row = await screen.findByTestId('company-row-Solar Co');
    expect(within(row).queryByText('Ended')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Actions for Solar Co' }));
    await user.click(await screen.findByRole('menuitem', { name: 'End the trial now' }));
    expect(await screen.findByText('End the free trial of Solar Co now?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'End now' }));
    expect(await within(screen.getByTestId('company-row-Solar Co')).findByText('Ended')).toBeInTheDocument();
    expect(planBody).toMatchObject({ plan: 'Trial' });
    expect(lists).toBe(2); // and the list was asked for again
  });

  it('asks the server for the search, the kind and the page, and shows its page with the counts', async () => {
    const asked: { search: string; kind: string; page: string }[] = [];
    // The server's answer to each read: 120 companies, 50 to a page; a search or a kind matches 3.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input));
      const read = (name: string) => url.searchParams.get(name) ?? '';
      const q = { search: read('search'), kind: read('kind'), page: read('page') };
      asked.push(q);
      const filtered = q.search !== '' || q.kind !== 'all';
      const matching = filtered ? 3 : 120;
      const pages = Math.ceil(matching / 50);
      const page = Math.min(Number(q.page), pages);
      const names = Array.from(
        { length: Math.min(50, matching - (page - 1) * 50) },
        (_, i) => `Company ${String((page - 1) * 50 + i + 1).padStart(3, '0')}`,
      );
      return Response.json({
        companies: names.map((name) => ({ ...company, _id: crypto.randomUUID(), name })),
        matching,
        all: 120,
        page,
        pages,
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<SuperAdminRoute />);
    const rows = () => screen.getAllByTestId(/^company-row-/);
    await screen.findByTestId('company-row-Company 001');
    expect(asked).toEqual([{ search: '', kind: 'all', page: '1' }]);
    expect(rows()).toHaveLength(50);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(asked.at(-1)).toEqual({ search: '', kind: 'all', page: '3' });

    // a search is asked for once typing pauses, from the first page
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'company 04');
    expect(await screen.findByText('1–3 of 3 (120 in all)')).toBeInTheDocument();
    expect(asked.map((q) => q.search)).toEqual(['', '', 'company 04']);
    expect(asked.at(-1)).toEqual({ search: 'company 04', kind: 'all', page: '1' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'ended');
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: '', kind: 'ended', page: '1' }));
  });

  it('says when no company matches', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ companies: [], matching: 0, all: 7, page: 1, pages: 1 }),
    );
    renderWithProviders(<SuperAdminRoute />);
    expect(await screen.findByText('No company matches the search and the kind chosen.')).toBeInTheDocument();
    expect(screen.getByText('0 of 7 companies')).toBeInTheDocument();
  });
});
