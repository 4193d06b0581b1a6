import { describe, expect, it } from 'vitest';
import type { DesignResult } from '@pilewise/contracts';
import { designConstantRows } from './design-constant-rows';

const constant = (
  name: string,
  value: number,
  unit: string,
  inputPath: string,
  engineerToConfirm = false,
) => ({
  name,
  value,
  unit,
  source: `source of ${name}`,
  engineerToConfirm,
  inputPath,
});
const resultWith = (constants: ReturnType<typeof constant>[]) => ({ constants }) as unknown as DesignResult;

describe('design constants as the Result tab and the report list them', () => {
  const result = resultWith([
    constant('K, weak axis', 0.8, '-', 'settings.effectiveLengthFactorWeak'),
    constant("k_s of layer 'Clay'", 135, 'MN/m³', 'soil.layers[1].k_N_per_m3', true),
    constant('Aggressive Romanoff zinc K', 25, 'µm', 'corrosion.romanoff.zincK_um', true),
    constant('steel loss rate after the zinc (FHWA)', 12, 'µm/yr', 'corrosion.fhwaSteelRate_um_per_yr', true),
    constant('FS compression', 3, '-', 'vertical.FS_compression', true),
    constant('something new', 7, 'kPa', 'seismic.somewhere'),
  ]);

  it("names the field that changes each by the app's label and tab, in the project's units", () => {
    const imperial = designConstantRows(result, 'imperial');
    expect(imperial.map((r) => [r.value, r.changeIn])).toEqual([
      ['0.80', 'Settings › K, weak axis'],
      // 135 MN/m³ = 135e6 N/m³ ÷ (4.4482216 N / 0.0254³ m³ = 271,447 N/m³ per pci) = 497 pci
      ['497 pci', 'Input › Soil › layer 2, Kpy'],
      ['25 µm', 'Input › Corrosion, Zinc K'],
      ['12.0 µm/yr', 'Input › Corrosion, FHWA steel loss rate'],
      ['3.00', 'Input › Vertical, FS compression'],
      // a path no form has: the value as the engine gives it, and the path
      ['7 kPa', 'seismic.somewhere'],
    ]);
    expect(designConstantRows(result, 'metric')[1]!.value).toBe('135 MN/m³');
    expect(imperial.map((r) => r.engineerToConfirm)).toEqual([false, true, true, true, true, false]);
    expect(imperial[0]!.source).toBe('source of K, weak axis');
  });

  it('names the row of K per pier type that changes a pier type’s K', () => {
    const rows = designConstantRows(
      resultWith([
        constant('K, weak axis, pier type SMP', 0.8, '-', 'settings.effectiveLengthByPierType[1].weak'),
      ]),
      'imperial',
    );
    expect(rows.map((r) => [r.value, r.changeIn])).toEqual([
      ['0.80', 'Settings › K per pier type › row 2, K, weak axis'],
    ]);
  });

  it('shows a clay’s ε50 to its own digits, not two decimals (0.005 read 0.01)', () => {
    const rows = designConstantRows(
      resultWith([
        constant("ε50 of layer 'Clay'", 0.005, '-', 'soil.layers[0].eps50', true),
        constant("ε50 of layer 'Soft clay'", 0.02, '-', 'soil.layers[1].eps50', true),
      ]),
      'imperial',
    );
    expect(rows.map((r) => [r.value, r.changeIn])).toEqual([
      ['0.005', 'Input › Soil › layer 1, e50'],
      ['0.02', 'Input › Soil › layer 2, e50'],
    ]);
  });

  it('is empty for a result without constants (results stored before them)', () => {
    expect(designConstantRows({} as DesignResult, 'metric')).toEqual([]);
  });
});
