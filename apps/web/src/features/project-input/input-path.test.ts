import { describe, expect, it } from 'vitest';
import { getAt, pathText, setAt } from './input-path';

describe('input paths', () => {
  it('sets a value deep in a copy and leaves the original untouched', () => {
    const saved = { soil: { layers: [{ phiDeg: 30 }, { phiDeg: 34 }] }, settings: { elements: 100 } };
    const edited = setAt(saved, ['soil', 'layers', 1, 'phiDeg'], 36);
    expect(getAt(edited, ['soil', 'layers', 1, 'phiDeg'])).toBe(36);
    expect(saved.soil.layers[1]!.phiDeg).toBe(34);
    // Branches off the path are shared, not copied.
    expect(edited.settings).toBe(saved.settings);
    expect(edited.soil.layers[0]).toBe(saved.soil.layers[0]);
  });

  it('creates the missing objects and arrays along a path, and removes a key set to undefined', () => {
    const made = setAt({}, ['vertical', 'table', 0, 'bottom_m'], 2);
    expect(made).toEqual({ vertical: { table: [{ bottom_m: 2 }] } });
    expect(setAt({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
  });

  it('names a path as the engine does in its errors', () => {
    expect(pathText(['soil', 'layers', 2, 'phiDeg'])).toBe('soil.layers[2].phiDeg');
  });
});
