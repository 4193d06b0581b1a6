// The Super admin ends a company's trial: its row reads "Ended" from the answer to the change
// itself, not only once the list has been read again (which a busy server answers later).
import { screen, within } from '@testing-library/react';
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
        return Response.json({ companies: [company] });
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

  it('finds a company by name or kind among many, a page of 50 at a time', async () => {
    const many: PlatformCompany[] = Array.from({ length: 120 }, (_, i) => ({
      ...company,
      _id: crypto.randomUUID(),
      name: `Company ${String(i + 1).padStart(3, '0')}`,
      ended: i % 40 === 7,
    }));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ companies: many }));
    const user = userEvent.setup();
    renderWithProviders(<SuperAdminRoute />);
    const rows = () => screen.getAllByTestId(/^company-row-/).map((r) => r.dataset.testid);
    await screen.findByTestId('company-row-Company 001');
    expect(rows()).toHaveLength(50);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(rows()).toEqual(Array.from({ length: 20 }, (_, i) => `company-row-Company ${101 + i}`));
    expect(screen.getByText('101–120 of 120')).toBeInTheDocument();

    // a search starts at the first page again; each word anywhere in the name
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'company 04');
    const hits = ['004', ...Array.from({ length: 10 }, (_, i) => `04${i}`), '104'];
    expect(rows()).toEqual(hits.map((n) => `company-row-Company ${n}`));
    expect(screen.getByText('1–12 of 12 (120 in all)')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'ended');
    expect(rows()).toEqual(['company-row-Company 008', 'company-row-Company 048', 'company-row-Company 088']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(screen.getByText('No company matches the search and the kind chosen.')).toBeInTheDocument();
  });
});
