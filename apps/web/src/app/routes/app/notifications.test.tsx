import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KINDS } from '@pilewise/contracts';
import { useSession } from '../../../stores/session';
import { makeUser, renderWithProviders } from '../../../testing/render';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import NotificationsRoute from './notifications';

const ids = ['0b7b7c8e-1f0a-4c55-9a57-3b1c2d4e5f61', '0b7b7c8e-1f0a-4c55-9a57-3b1c2d4e5f62'];
const item = (i: number, unread: boolean) => ({
  _id: ids[i],
  kind: NOTIFICATION_KINDS[0],
  title: `Notice ${i}`,
  message: 'Your project was approved',
  projectId: null,
  read: !unread,
  New: unread,
  createdAt: '2026-11-20T10:00:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().signOut();
});

describe('notifications screen', () => {
  it('marks the unread notifications it shows as read, keeping their New tag for this visit', async () => {
    const marked: unknown[] = [];
    let unreadAsked = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/users/get-notifications')
        return Response.json({
          data: [item(0, true), item(1, false)],
          total: 2,
          unread: 1,
          page: 1,
          pageSize: 20,
        });
      if (path === '/api/users/mark-notification-read') {
        marked.push(JSON.parse(String(init?.body)));
        return Response.json({ message: 'ok' });
      }
      if (path === '/api/users/unread-notifications') {
        unreadAsked += 1;
        return Response.json({ count: marked.length > 0 ? 0 : 1 });
      }
      return Response.json({}, { status: 404 });
    });
    useSession.getState().signIn('jwt', makeUser());
    renderWithProviders(
      <>
        <NotificationBell />
        <NotificationsRoute />
      </>,
    );
    expect(await screen.findByText('Notice 0')).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([{ id: ids[0] }]));
    // The bell asks again once they are marked.
    await waitFor(() => expect(unreadAsked).toBeGreaterThan(1));
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
  });
});
