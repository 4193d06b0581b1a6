import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingSummary } from '@pilewise/contracts';
import { makeUser, renderWithProviders } from '../../../testing/render';
import { PlanEndedBanner } from './plan-ended-banner';
import { PlanPanel } from './plan-panel';

afterEach(() => vi.restoreAllMocks());

const trial: BillingSummary = {
  plan: 'Trial',
  planEndsAt: '2030-01-31T12:00:00.000Z',
  ended: false,
  seats: { included: 5, extra: 0, total: 5, used: 5, free: 0 },
  subscribed: false,
  onlinePayment: true,
};

describe('the plan panel', () => {
  it('the Admin subscribes with 2 extra seats: the server is asked for them and the browser leaves for its URL', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (new URL(String(input)).pathname === '/api/billing/checkout') {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({ url: 'https://checkout.example.test/c/1' });
      }
      return Response.json({});
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderWithProviders(<PlanPanel summary={trial} canManage />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Extra seats'));
    await user.type(screen.getByLabelText('Extra seats'), '2');
    // $799 + 2 × $99 = $997 a year.
    await user.click(screen.getByRole('button', { name: 'Subscribe ($997/year)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.test/c/1'));
    expect(sent).toEqual([{ extraSeats: 2 }]);
  });

  it('without online payment the Admin is told so; other roles read the plan without actions', () => {
    const { unmount } = renderWithProviders(
      <PlanPanel summary={{ ...trial, onlinePayment: false }} canManage />,
    );
    expect(screen.getByText('Online payment is not configured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    unmount();
    renderWithProviders(<PlanPanel summary={trial} canManage={false} />);
    expect(screen.getByTestId('plan-seats')).toHaveTextContent('5 of 5 seats used (5 included)');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the plan-ended banner', () => {
  it('says which plan ended and links the Admin to subscribe; says nothing while the plan runs', () => {
    const { unmount } = renderWithProviders(
      <PlanEndedBanner
        user={makeUser({
          role: 'Admin',
          subscriptionType: 'Trial',
          subscriptionEndsAt: '2024-01-31T12:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByTestId('plan-ended')).toHaveTextContent(/Your free trial ended on/);
    expect(screen.getByRole('link', { name: 'Subscribe to Pro' })).toHaveAttribute(
      'href',
      '/manage-subscription',
    );
    unmount();
    renderWithProviders(
      <PlanEndedBanner user={makeUser({ subscriptionEndsAt: '2099-01-01T00:00:00.000Z' })} />,
    );
    expect(screen.queryByTestId('plan-ended')).toBeNull();
  });
});
