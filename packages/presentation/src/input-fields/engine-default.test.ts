import { describe, expect, it } from 'vitest';
import { parseDesignInput } from '@pilewise/engine';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { defaultChoiceLabel, engineDefaultAt } from './engine-default';

describe('the engine default of a design-input value', () => {
  it('reads the schema defaults of settings, seismic, load combinations and soil layer rows', () => {
    expect(engineDefaultAt(['settings', 'designMethod'])).toBe('ASD');
    expect(engineDefaultAt(['settings', 'headCondition'])).toBe('free');
    expect(engineDefaultAt(['settings', 'elements'])).toBe(100);
    expect(engineDefaultAt(['seismic', 'weakAxis'])).toBe(true);
    expect(engineDefaultAt(['loadCombinations', 'loadsNotActing'])).toBe(true);
    expect(engineDefaultAt(['soil', 'layers', 0, 'loading'])).toBe('static');
    // the tracker's loads are one object per design mode (a union): each mode's own defaults
    expect(engineDefaultAt(['tracker', 'nevados', 'transverseIsStrongAxis'])).toBe(true);
    expect(engineDefaultAt(['tracker', 'ati_pier_loads', 'interpolate_heights'])).toBe(true);
  });

  it('is undefined where the schema takes no value, and for paths it does not have', () => {
    expect(engineDefaultAt(['settings', 'minSection'])).toBeUndefined();
    expect(engineDefaultAt(['settings', 'noSuchField'])).toBeUndefined();
    expect(engineDefaultAt(['soil', 'layers', 'loading'])).toBeUndefined();
    expect(engineDefaultAt([])).toBeUndefined();
  });

  it('is what the engine takes: the example without the value parses to the default', () => {
    const without = structuredClone(generic) as unknown as {
      settings: Record<string, unknown>;
      seismic: Record<string, unknown>;
    };
    delete without.settings.designMethod;
    delete without.settings.headCondition;
    delete without.seismic.weakAxis;
    const parsed = parseDesignInput(without);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.value.settings.designMethod).toBe(engineDefaultAt(['settings', 'designMethod']));
    expect(parsed.value.settings.headCondition).toBe(engineDefaultAt(['settings', 'headCondition']));
    expect(parsed.value.seismic?.weakAxis).toBe(engineDefaultAt(['seismic', 'weakAxis']));
  });

  it('labels an empty choice by the default among its options', () => {
    const options = [
      { value: 'ASD', label: 'ASD' },
      { value: 'LRFD', label: 'LRFD' },
    ];
    expect(defaultChoiceLabel(['settings', 'designMethod'], options)).toBe('ASD (default)');
    expect(defaultChoiceLabel(['settings', 'elements'], [{ value: 100, label: '100' }])).toBe(
      '100 (default)',
    );
    expect(
      defaultChoiceLabel(['settings', 'designMethod'], [{ value: 'LRFD', label: 'LRFD' }]),
    ).toBeUndefined();
    expect(defaultChoiceLabel(['settings', 'minSection'], options)).toBeUndefined();
  });
});
