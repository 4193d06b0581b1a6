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
  act(() => {
    useDesignInputDraft.setState({ projectId: null, aside: {} });
    useDesignInputDraft.getState().load('p1', { settings: { elements: 100 } }, undefined);
  });
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

describe('a draft put aside', () => {
  it('opening another project keeps the unsaved input of the first; opening the first again brings it back', () => {
    const store = useDesignInputDraft.getState;
    renderHook(() => useUnsavedInputGuard());
    act(() => store().setField(['settings', 'elements'], 500));
    act(() => store().load('p2', { settings: { elements: 100 } }, undefined));
    expect(store().projectId).toBe('p2');
    expect(store().input).toEqual({ settings: { elements: 100 } });
    // p2 itself is unchanged, but p1's edit is still unsaved: the tab still asks before closing.
    expect(leave()).toBe(true);
    act(() => store().load('p1', { settings: { elements: 100 } }, undefined));
    expect(store().input).toEqual({ settings: { elements: 500 } });
    expect(store().aside).toEqual({});
  });

  it('a saved draft is not put aside', () => {
    const store = useDesignInputDraft.getState;
    act(() => store().load('p2', { a: 1 }, undefined));
    act(() => store().load('p1', { settings: { elements: 100 } }, undefined));
    expect(store().input).toEqual({ settings: { elements: 100 } });
    expect(store().aside).toEqual({});
  });
});
