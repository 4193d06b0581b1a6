// The spinner's flag: on only after the flag held for the delay, off as soon as it drops.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLasting } from './use-lasting';

describe('useLasting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns on once the flag held for the delay, and off at once', () => {
    const { result, rerender } = renderHook(({ flag }) => useLasting(flag, 150), {
      initialProps: { flag: false },
    });
    rerender({ flag: true });
    act(() => void vi.advanceTimersByTime(149));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('a flag that drops before the delay never shows', () => {
    const { result, rerender } = renderHook(({ flag }) => useLasting(flag, 150), {
      initialProps: { flag: true },
    });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ flag: false });
    rerender({ flag: true });
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe(true);
  });
});
