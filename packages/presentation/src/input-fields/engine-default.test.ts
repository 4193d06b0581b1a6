import { describe, expect, it } from 'vitest';
import { DEFAULTS_IN_USE, parseDesignInput } from '@pilewise/engine';
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

  it("reads the defaults the engine applies where the value is used, on the schema's paths", () => {
    // γw 9.81 kN/m³, P-factor 1, no lateral neglect (soil profile); Ce 1.0 and Ct 1.2 (ASCE 7
    // Tables 7.3-1/7.3-2); 100 cycles of cyclic stiff clay without free water
    expect(engineDefaultAt(['soil', 'gammaW_N_per_m3'])).toBe(9810);
    expect(engineDefaultAt(['soil', 'pFactor'])).toBe(1);
    expect(engineDefaultAt(['soil', 'lateralNeglectDepth_m'])).toBe(0);
    expect(engineDefaultAt(['soil', 'layers', 3, 'nCycles'])).toBe(100);
    expect(engineDefaultAt(['seismic', 'tracker', 'Ce'])).toBe(1);
    expect(engineDefaultAt(['seismic', 'tracker', 'Ct'])).toBe(1.2);
    // every one of them is a field of the design input
    for (const d of DEFAULTS_IN_USE) expect(engineDefaultAt(d.path)).toBe(d.value);
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
