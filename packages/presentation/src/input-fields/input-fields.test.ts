import { describe, expect, it } from 'vitest';
import type { SoilLayer } from '@pilewise/engine';
import { fieldTable } from './field';
import { localeUsesDecimalComma, parseNumberText } from './number-text';
import { columnField, SOIL_LAYER_COLUMNS, SOIL_LAYER_FIELDS } from './soil-fields';
import { QUANTITIES } from '@pilewise/contracts';
import { fromDisplay, inputText, unitLabel, type UnitKind } from './unit-kinds';
import { DESIGN_LOAD_APPLICATION_OPTIONS, loadHeightOverride, SETTINGS_FIELDS } from './settings-fields';
import { DESIGN_LOAD_APPLICATIONS } from '@pilewise/engine';
import { formatWithUnitKind } from './format-field';

describe('the field table is checked against the engine schema', () => {
  it('takes the keys of the row type and refuses others at compile time', () => {
    const ok = fieldTable<SoilLayer>()([{ key: 'phiDeg', label: 'Phi', unit: 'degrees' }]);
    expect(ok[0]?.key).toBe('phiDeg');
    // @ts-expect-error 'phi_deg' is not a key of the engine's soil layer
    fieldTable<SoilLayer>()([{ key: 'phi_deg', label: 'Phi', unit: 'degrees' }]);
  });

  it('labels the soil columns by the soil type (spec §3: Qu, Krm, Erm for weak rock; Su for vuggy limestone)', () => {
    const col = (id: string) => SOIL_LAYER_COLUMNS.find((c) => c.id === id)!;
    expect(col('strength').header).toBe('Cu / Qu / Su');
    expect(columnField(col('strength'), 'soft-clay-matlock')?.key).toBe('cu_Pa');
    expect(columnField(col('strength'), 'weak-rock')?.label).toBe('Qu');
    expect(columnField(col('strength'), 'vuggy-limestone')?.label).toBe('Su');
    expect(columnField(col('strength'), 'api-sand')).toBeNull();
    expect(columnField(col('stiffness'), 'weak-rock')?.label).toBe('Krm');
    expect(columnField(col('stiffness'), 'api-sand')?.label).toBe('Kpy');
    expect(columnField(col('strain'), 'weak-rock')?.label).toBe('Erm');
    expect(columnField(col('strain'), 'stiff-clay-free-water')?.label).toBe('e50');
  });

  it('has one entry per key', () => {
    const keys = SOIL_LAYER_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('numbers as typed', () => {
  it.each([
    ['1.5', false, 1.5],
    ['1,5', true, 1.5],
    ['-2', false, -2],
    ['.5', false, 0.5],
    ['', false, undefined],
  ])('"%s" (decimal comma %s) is %s', (text, decimalComma, value) => {
    expect(parseNumberText(text, { decimalComma, signed: true })).toEqual({ ok: true, value });
  });

  it('a decimal comma where the locale writes a point is an error, not 15', () => {
    const r = parseNumberText('1,5', { decimalComma: false });
    expect(r).toEqual({ ok: false, message: expect.stringMatching(/decimal point/) });
  });

  it('letters are refused with a message naming them', () => {
    expect(parseNumberText('12a')).toEqual({ ok: false, message: expect.stringContaining('“a”') });
    expect(parseNumberText('1e3')).toEqual({ ok: false, message: expect.stringContaining('“e”') });
  });

  it('a negative number where the field takes none says so', () => {
    expect(parseNumberText('-1')).toEqual({ ok: false, message: 'must not be negative' });
  });

  it('knows which locales write decimal commas', () => {
    expect(localeUsesDecimalComma('de-DE')).toBe(true);
    expect(localeUsesDecimalComma('fr-FR')).toBe(true);
    expect(localeUsesDecimalComma('en-US')).toBe(false);
  });
});

describe('values shown in a field', () => {
  it('a value typed in this unit comes back as typed', () => {
    expect(inputText('length', 3.048, 'imperial')).toBe('10'); // 10 ft
    expect(inputText('length', 0.8202 * 0.3048, 'imperial')).toBe('0.8202');
  });

  it('a value imported in other units and kept to 12 significant figures shows as written there', () => {
    // an Erm of 50,000 psi read from a workbook: 50,000 × 6,894.757293168 Pa = 344,737,864.658 Pa
    // (the import keeps 12 significant figures), which is 7,199,999.99999 psf: shown as 7200000
    const PA_PER_PSI = 4.4482216152605 / 0.0254 ** 2;
    const imported = Number((50_000 * PA_PER_PSI).toPrecision(12));
    expect(inputText('pressure', imported, 'imperial')).toBe('7200000');
    // 115 pcf and 4 ft the same way
    expect(inputText('unitWeight', Number((115 * 157.08746384624618).toPrecision(12)), 'imperial')).toBe(
      '115',
    );
    expect(inputText('length', Number((4 * 0.3048).toPrecision(12)), 'imperial')).toBe('4');
    // a converted value 9e-12 from a rounding of nine digits is not taken for a typed one
    expect(inputText('pressure', 30_000, 'imperial')).toBe('627'); // 626.5630269945 psf
  });

  it('a converted value shows at engineering precision, never twelve digits', () => {
    expect(inputText('length', 1.22, 'imperial')).toBe('4.0'); // 4.002624671916 ft → 0.1 ft
    expect(inputText('pressure', 75_000, 'imperial')).toBe('1570'); // 1566.4 psf → 3 significant figures
    expect(inputText('force', 4300, 'imperial')).toBe('0.967'); // 0.96669 kip
    // 250 MPa = 5,221,358.558287 psf, 3e-6 from its rounding to five decimals (6e-13 relative):
    // taken for a typed 5221358.55829 until typed values had to come back within 1e-14
    expect(inputText('pressure', 250e6, 'imperial')).toBe('5220000');
  });

  it('any value typed in any unit of either system comes back as typed (property, 20,000 values)', () => {
    let seed = 20261130;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const units: UnitKind[] = [...QUANTITIES, 'subgradeModulus', 'elasticModulus'];
    for (let i = 0; i < 20_000; i++) {
      const unit = units[i % units.length]!;
      const system = i % 2 === 0 ? 'imperial' : 'metric';
      const decimals = Math.floor(random() * 5);
      const digits = 1 + Math.floor(random() * 7);
      const typed = Number((random() * 10 ** digits).toFixed(decimals));
      expect(inputText(unit, fromDisplay(unit, typed, system), system), `${typed} ${unit} ${system}`).toBe(
        String(typed),
      );
    }
  });

  it("an elastic modulus shows to 5 significant figures: E's 200 GPa is not AISC's 29,000 ksi", () => {
    // 200e9 Pa / 6,894,757.293 Pa per ksi = 29,007.55 ksi; 3 figures (a stress) would read 29000
    expect(inputText('elasticModulus', 200e9, 'imperial')).toBe('29008');
    expect(formatWithUnitKind('elasticModulus', 200e9, 'imperial')).toBe('29008 ksi');
    expect(formatWithUnitKind('elasticModulus', 200e9, 'metric')).toBe('200000 MPa');
    expect(inputText('elasticModulus', fromDisplay('elasticModulus', 29_000, 'imperial'), 'imperial')).toBe(
      '29000',
    );
    expect(formatWithUnitKind('stress', 200e9, 'imperial')).toBe('29000 ksi');
  });

  it('labels units in both systems', () => {
    expect(unitLabel('subgradeModulus', 'imperial')).toBe('pci');
    expect(unitLabel('subgradeModulus', 'metric')).toBe('MN/m³');
    expect(unitLabel('degrees', 'metric')).toBe('°');
    expect(unitLabel('moment', 'imperial')).toBe('kip·ft');
  });
});

describe('pile reveal details', () => {
  it('offers every Design Load Application of the engine, with the Axis of Rotation in the project unit', () => {
    expect(DESIGN_LOAD_APPLICATION_OPTIONS.map((o) => o.value)).toEqual([...DESIGN_LOAD_APPLICATIONS]);
    const axis = SETTINGS_FIELDS.find((f) => f.key === 'axisOfRotation_m')!;
    expect([axis.label, axis.unit, axis.inSummary]).toEqual(['Axis of Rotation', 'length', true]);
  });

  it("says when the load tables' heights are not used", () => {
    expect(loadHeightOverride(undefined, 'imperial')).toBeNull();
    expect(
      loadHeightOverride({ designLoadApplication: 'asEntered', axisOfRotation_m: 1.6 }, 'imperial'),
    ).toBeNull();
    // 1.6 m = 5.249 ft, shown to 0.1 ft (lengths at engineering precision, ui.md)
    expect(
      loadHeightOverride({ designLoadApplication: 'axisOfRotation', axisOfRotation_m: 1.6 }, 'imperial'),
    ).toBe(
      "Design Load Application (Settings): every pier type's loads act at the axis of rotation, 5.2 ft above grade; the load heights of this table are not used.",
    );
    expect(loadHeightOverride({ designLoadApplication: 'axisOfRotation' }, 'metric')).toContain(
      'whose height is not given yet',
    );
    expect(loadHeightOverride({ designLoadApplication: 'pileTop' }, 'metric')).toContain(
      'act at the top of each pile (no lift)',
    );
  });
});
