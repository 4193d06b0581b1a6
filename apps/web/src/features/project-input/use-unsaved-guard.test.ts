import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDesignInputDraft } from './draft-store';
import { useUnsavedInputGuard } from './use-unsaved-guard';

const leave = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

beforeEach(() => {
  act(() => useDesignInputDraft.getState().load('p1', { settings: { elements: 100 } }, undefined));
});

describe('unsaved design input', () => {
  it('makes the browser ask before the tab closes or reloads, and stops once saved or discarded', () => {
    renderHook(() => useUnsavedInputGuard());
    expect(leave()).toBe(false);
    act(() => useDesignInputDraft.getState().setField(['settings', 'elements'], 500));
    expect(leave()).toBe(true);
    // Saved: the draft restarts from what was saved.
    act(() => useDesignInputDraft.getState().load('p1', useDesignInputDraft.getState().input, undefined));
    expect(leave()).toBe(false);
  });
});
