import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../stores/session';
import { makeUser, renderWithProviders } from '../testing/render';
import { AppRoutes } from './router';

/** Renders the app at `route` and waits until it settles on `expected` (lazy screens, redirects). */
async function expectLanding(route: string, expected: string) {
  renderWithProviders(<AppRoutes />, { route });
  const probe = await screen.findByTestId('location');
  // Lazy screens compile on first import: on a loaded machine (CI runs every project at once)
  // that takes longer than waitFor's default second.
  await waitFor(() => expect(probe.textContent).toBe(expected), { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument(), {
    timeout: 10_000,
  });
  expect(probe.textContent).toBe(expected);
}

describe('signed out', () => {
  it.each(['/nowhere', '/projects', '/dashboard', '/my-profile'])(
    '%s redirects to /sign-in',
    async (route) => {
      await expectLanding(route, '/sign-in');
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it.each(['/', '/sign-up', '/forgot-password', '/docs', '/terms-conditions', '/privacy-policy', '/blog'])(
    'public route %s stays',
    async (route) => {
      await expectLanding(route, route);
    },
  );
});

describe('signed in', () => {
  afterEach(() => useSession.getState().signOut());

  const signInAs = (overrides: Parameters<typeof makeUser>[0]) =>
    useSession.getState().signIn('token', makeUser(overrides));

  it.each(['/nowhere', '/', '/sign-in', '/sign-up'])('%s redirects to /projects', async (route) => {
    signInAs({ role: 'User' });
    await expectLanding(route, '/projects');
  });

  it('keeps the optional /projects/:query/:field segments', async () => {
    signInAs({ role: 'User' });
    await expectLanding('/projects/pier/Active', '/projects/pier/Active');
  });

  it.each(['/dashboard', '/user-management', '/transactions'])(
    'a Reviewer who is not the admin is sent from %s to /projects',
    async (route) => {
      signInAs({ role: 'Reviewer', email: 'rev@example.com', adminemail: 'boss@example.com' });
      await expectLanding(route, '/projects');
    },
  );

  it('a Reviewer who is the admin reaches the dashboard', async () => {
    signInAs({ role: 'Reviewer', email: 'boss@example.com', adminemail: 'boss@example.com' });
    await expectLanding('/dashboard', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('only Admins reach user management', async () => {
    signInAs({ role: 'User' });
    await expectLanding('/user-management', '/projects');
  });

  it.each(['/projects', '/dashboard', '/user-management', '/nowhere', '/'])(
    'the Super admin is sent from %s to its console, its only company-free screen',
    async (route) => {
      signInAs({ role: 'SuperAdmin' });
      await expectLanding(route, '/super-admin');
      expect(await screen.findByRole('heading', { name: 'Subscription console' })).toBeInTheDocument();
    },
  );

  it('no company role reaches the console', async () => {
    signInAs({ role: 'Admin' });
    await expectLanding('/super-admin', '/projects');
  });

  it('an Admin reaches user management and transactions', async () => {
    signInAs({ role: 'Admin' });
    await expectLanding('/user-management', '/user-management');
  });

  it('signing out switches to the public routes', async () => {
    signInAs({ role: 'User' });
    await expectLanding('/my-profile', '/my-profile');
    useSession.getState().signOut();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in'));
  });
});

describe('the blog is for everyone (issue 15)', () => {
  afterEach(() => useSession.getState().signOut());

  it.each(['/blog', '/blog/welcome'])('%s stays, signed in', async (route) => {
    useSession.getState().signIn('token', makeUser({ role: 'User' }));
    await expectLanding(route, route);
  });

  it('/blog/welcome stays, signed out', async () => {
    await expectLanding('/blog/welcome', '/blog/welcome');
  });
});

describe('review queues only for their roles (issue 15: the Admin reached pages whose calls answer 403)', () => {
  afterEach(() => useSession.getState().signOut());

  it.each([
    ['Admin', '/review-table'],
    ['Admin', '/super-reviewer'],
    ['User', '/review-table'],
    ['Reviewer', '/super-reviewer'],
  ] as const)('a %s is sent from %s to /projects', async (role, route) => {
    useSession.getState().signIn('token', makeUser({ role }));
    await expectLanding(route, '/projects');
  });
});
