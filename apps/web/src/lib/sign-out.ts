// Signing out (the menu's Logout, the idle timer): the session here ends at once, and the server
// is told to revoke the account's tokens (POST /auth/sign-out), so a copy of the token left in
// localStorage, a proxy log or another tab stops working too. The call outlives the page.
import {
  API_PATHS,
  API_VERSION,
  API_VERSION_HEADER,
  AUTH_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  bearer,
} from '@pilewise/contracts';
import { useSession } from '../stores/session';
import { readCookie } from './api-client';

/** Ends the session here and asks the server to revoke its token; resolves once the server answered (or failed). */
export async function signOutEverywhere(): Promise<void> {
  const { token } = useSession.getState();
  useSession.getState().signOut();
  if (!token) return;
  const headers = new Headers({ [API_VERSION_HEADER]: API_VERSION, [AUTH_HEADER]: bearer(token) });
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  // Not through the api client: a 401 here (a token already revoked) must not sign out again.
  await fetch(API_PATHS.auth.signOut, { method: 'POST', headers, keepalive: true }).catch(() => undefined);
}
