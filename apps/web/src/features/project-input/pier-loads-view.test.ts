import { describe, expect, it } from 'vitest';
import arrayTech from '@pilewise/engine/examples/projects/array-tech-100mw-ground-forces.json';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { pierLoadsAt } from './pier-loads-view';

describe('pier loads as the design reads them', () => {
  it('groups the generic rows by load type, one case each', () => {
    const view = pierLoadsAt(generic, generic.pileHeights_m[0]!);
    if (!view.ok) throw new Error(view.errors.join('; '));
    const rows = generic.tracker.generic.rows;
    expect(view.pierTypes.map((p) => p.id)).toEqual([...new Set(rows.map((r) => r.loadType))]);
    const first = rows[0]!;
    expect(view.pierTypes[0]!.cases[first.loadCase]!.P_N).toBe(first.P_N);
  });

  it('interpolates the Array Tech ground force tables at the chosen pile height', () => {
    const view = pierLoadsAt(arrayTech, 1.25);
    if (!view.ok) throw new Error(view.errors.join('; '));
    const pdp = view.pierTypes.find((p) => p.id === 'PDP')!;
    // PDP, load case W, axial: -12 800 N at 1.0 m and -13 600 N at 1.5 m;
    // linear at 1.25 m: -12 800 + (1.25 - 1.0)/(1.5 - 1.0) x (-13 600 + 12 800) = -13 200 N.
    expect(Math.abs(pdp.cases.W!.P_N)).toBeCloseTo(13200, 6);
  });

  it('at the height the Design Load Application puts the loads (pile reveal details)', () => {
    const h = generic.pileHeights_m[0]!;
    const at = (settings: Record<string, unknown>) => {
      const view = pierLoadsAt({ ...generic, settings: { ...generic.settings, ...settings } }, h);
      if (!view.ok) throw new Error(view.errors.join('; '));
      return [...new Set(view.pierTypes.map((p) => p.loadHeight_m))];
    };
    expect(at({})).toEqual([generic.tracker.generic.loadHeight_m]);
    expect(at({ designLoadApplication: 'axisOfRotation', axisOfRotation_m: 1.6 })).toEqual([1.6]);
    expect(at({ designLoadApplication: 'pileTop' })).toEqual([h]);
  });

  it('says the loads are incomplete when the tracker group does not parse', () => {
    const view = pierLoadsAt({ tracker: { mode: 2, generic: { rows: [] } } }, 1.5);
    expect(view.ok).toBe(false);
  });
});
