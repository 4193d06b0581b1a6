import { test as base, expect, type Page } from '@playwright/test';
import type { AuthResponse } from '@pilewise/contracts';
import { baseUrl, newAccount, signUp, skipTours } from './api';

// The web app keeps its session under this localStorage key (apps/web/src/stores/session.ts).
export const SESSION_STORAGE_KEY = 'pilewise-session';

/** Put a session into localStorage before any page script runs. */
export async function seedSession(page: Page, session: { token: string; user: unknown }) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { ...session, isLoggedIn: true }, version: 0 }),
  ] as const);
}

type Fixtures = {
  /** A fresh account, signed up through the API and signed in in the browser (the tour seen). */
  signedIn: AuthResponse & { password: string };
};

export const test = base.extend<Fixtures>({
  // The server's port is chosen at start-up (global-setup.ts).
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  signedIn: async ({ page }, use) => {
    const account = newAccount();
    const signedUp = await signUp(account);
    const auth = { ...signedUp, user: await skipTours(signedUp.token, signedUp.user) };
    await seedSession(page, auth);
    await use({ ...auth, password: account.password });
  },
});

export { expect };
