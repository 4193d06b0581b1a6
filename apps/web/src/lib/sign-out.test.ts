import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@pilewise/contracts';
import { useSession } from '../stores/session';
import { makeUser } from '../testing/render';
import { signOutEverywhere } from './sign-out';

describe('signOutEverywhere', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session here at once and asks the server to revoke the token it held', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"message":"Signed out"}')));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    useSession.getState().signIn('token-abc', makeUser());
    const done = signOutEverywhere();
    expect(useSession.getState().token).toBeNull();
    await done;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(API_PATHS.auth.signOut);
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer token-abc');
    expect(headers.get('x-xsrf-token')).toBe('xsrf-123');
  });

  it('signed out already: no call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    useSession.getState().signOut();
    await signOutEverywhere();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
