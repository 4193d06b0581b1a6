import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@pilewise/contracts';
import { useSession } from '../../stores/session';
import { makeUser } from '../../testing/render';
import { useIdleSignOut } from './use-idle-sign-out';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

describe('idle sign-out (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useSession.getState().signIn('t', makeUser());
  });
  afterEach(() => vi.useRealTimers());

  it('signs out after 20 minutes without activity', () => {
    renderHook(() => useIdleSignOut(true));
    vi.advanceTimersByTime(LIMITS.IDLE_TIMEOUT_MS - 1);
    expect(useSession.getState().isLoggedIn).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('activity restarts the clock', () => {
    renderHook(() => useIdleSignOut(true));
    vi.advanceTimersByTime(LIMITS.IDLE_TIMEOUT_MS - 1000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(LIMITS.IDLE_TIMEOUT_MS - 1000);
    expect(useSession.getState().isLoggedIn).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('does nothing while disabled', () => {
    renderHook(() => useIdleSignOut(false));
    vi.advanceTimersByTime(LIMITS.IDLE_TIMEOUT_MS * 2);
    expect(useSession.getState().isLoggedIn).toBe(true);
  });
});
