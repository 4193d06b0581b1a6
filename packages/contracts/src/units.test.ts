import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  formatSignificant,
  formatWithUnit,
  fromSI,
  KG_PER_LB,
  M_PER_FT,
  M_PER_IN,
  N_PER_KIP,
  N_PER_LBF,
  QUANTITIES,
  spreadsheetFormat,
  STANDARD_GRAVITY_M_PER_S2,
  toSI,
  unitOf,
} from './index';

// Relative closeness: factors are products of exact decimals, so only the last binary digit may differ.
const expectRel = (actual: number, expected: number, tol = 1e-12) =>
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(tol);

describe('unit factors follow their definitions', () => {
  it('ft = 12 in = 0.3048 m, in = 25.4 mm', () => {
    expect(M_PER_FT).toBe(0.3048);
    expect(M_PER_IN).toBe(0.0254);
    expectRel(12 * M_PER_IN, M_PER_FT);
    expectRel(fromSI('length', 0.3048, 'imperial'), 1);
    expectRel(fromSI('deflection', 0.0254, 'imperial'), 1);
    expectRel(fromSI('deflection', 0.0254, 'metric'), 25.4);
  });

  it('lbf = 0.45359237 kg × 9.80665 m/s², kip = 1000 lbf', () => {
    expectRel(KG_PER_LB * STANDARD_GRAVITY_M_PER_S2, N_PER_LBF, 1e-15);
    expect(N_PER_LBF).toBe(4.4482216152605);
    expectRel(N_PER_KIP, 4448.2216152605);
    expectRel(toSI('force', 1, 'imperial'), 4448.2216152605);
    expectRel(toSI('force', 1, 'metric'), 1000);
  });

  it('derived units agree with published values', () => {
    // NIST SP 811 Appendix B: 1 kip·ft = 1355.818 N·m, 1 ksi = 6.894757 MPa, 1 psf = 47.88026 Pa,
    // 1 lbf/ft³ = 157.0875 N/m³, 1 lbf/ft = 14.59390 N/m.
    expectRel(toSI('moment', 1, 'imperial'), 1355.8179483314);
    expectRel(toSI('stress', 1, 'imperial'), 6.894757293168361e6);
    expectRel(toSI('pressure', 1, 'imperial'), 47.88025898033584);
    expectRel(toSI('unitWeight', 1, 'imperial'), 157.08746384624);
    expectRel(toSI('lineLoad', 1, 'imperial'), 14593.902937206);
    // Metric: kN·m, MPa, kPa, kN/m³, kN/m.
    expect(toSI('moment', 1, 'metric')).toBe(1000);
    expect(toSI('stress', 1, 'metric')).toBe(1e6);
    expect(toSI('pressure', 1, 'metric')).toBe(1000);
    expect(toSI('unitWeight', 1, 'metric')).toBe(1000);
    expect(toSI('lineLoad', 1, 'metric')).toBe(1000);
  });

  it('a weight in N is shown as lb or kg of mass', () => {
    // 1 lb of steel weighs 1 lbf = 4.4482216152605 N; the same N is 0.45359237 kg.
    expectRel(fromSI('weight', N_PER_LBF, 'imperial'), 1);
    expectRel(fromSI('weight', N_PER_LBF, 'metric'), KG_PER_LB);
    expectRel(fromSI('weight', STANDARD_GRAVITY_M_PER_S2, 'metric'), 1);
  });

  it('50 ksi is 344.7 MPa (the engine Fy of the examples)', () => {
    expectRel(toSI('stress', 50, 'imperial'), 344737864.65841806);
    expect(formatWithUnit('stress', toSI('stress', 50, 'imperial'), 'metric')).toBe('345 MPa');
  });
});

describe('round trips', () => {
  const samples = [0, 1, -1, 0.0123, 1234.5678, -98765.4321, 3.3e-7];
  for (const system of ['imperial', 'metric'] as const) {
    for (const quantity of QUANTITIES) {
      it(`${quantity} (${system}): toSI(fromSI(x)) = x`, () => {
        for (const x of samples) {
          const back = toSI(quantity, fromSI(quantity, x, system), system);
          if (x === 0) expect(back).toBe(0);
          else expectRel(back, x);
        }
      });
    }
  }
});

describe('labels and precision (ui.md "Numbers and units")', () => {
  it('labels every quantity in both systems', () => {
    const labels = (system: 'imperial' | 'metric') => QUANTITIES.map((q) => unitOf(q, system));
    expect(labels('imperial')).toEqual(['ft', 'in', 'kip', 'kip·ft', 'kip/ft', 'ksi', 'psf', 'pcf', 'lb']);
    expect(labels('metric')).toEqual(['m', 'mm', 'kN', 'kN·m', 'kN/m', 'MPa', 'kPa', 'kN/m³', 'kg']);
  });

  it('embedment to 0.1 ft or 0.01 m, deflection to 0.01 in or 0.1 mm', () => {
    expect(formatQuantity('length', 2.75, 'imperial')).toBe('9.0');
    expect(formatQuantity('length', 2.75, 'metric')).toBe('2.75');
    expect(formatQuantity('deflection', 0.0066, 'imperial')).toBe('0.26');
    expect(formatQuantity('deflection', 0.0066, 'metric')).toBe('6.6');
    expect(formatQuantity('deflection', -0.00001, 'imperial')).toBe('0.00');
  });

  it("a spreadsheet shows the app's decimals, three where the app shows significant figures", () => {
    const formats = Object.fromEntries(
      QUANTITIES.map((q) => [q, `${spreadsheetFormat(q, 'imperial')} | ${spreadsheetFormat(q, 'metric')}`]),
    );
    expect(formats).toEqual({
      length: '0.0 | 0.00',
      deflection: '0.00 | 0.0',
      force: '0.000 | 0.000',
      moment: '0.000 | 0.000',
      lineLoad: '0.000 | 0.000',
      stress: '0.000 | 0.000',
      pressure: '0.000 | 0.000',
      unitWeight: '0.000 | 0.000',
      weight: '0 | 0',
    });
  });

  it('loads and moments to three significant figures', () => {
    expect(formatWithUnit('force', 6800, 'imperial')).toBe('1.53 kip');
    expect(formatWithUnit('force', 6800, 'metric')).toBe('6.80 kN');
    expect(formatWithUnit('moment', 12957, 'imperial')).toBe('9.56 kip·ft');
    expect(formatWithUnit('moment', -12957, 'metric')).toBe('-13.0 kN·m');
    expect(formatWithUnit('force', 123456, 'metric')).toBe('123 kN');
    expect(formatWithUnit('weight', 1421.446, 'imperial')).toBe('320 lb');
    expect(formatWithUnit('weight', 1421.446, 'metric')).toBe('145 kg');
  });

  it('significant figures without exponents, carries and -0', () => {
    expect(formatSignificant(9.996, 3)).toBe('10.0');
    expect(formatSignificant(0.0012345, 3)).toBe('0.00123');
    expect(formatSignificant(98765, 3)).toBe('98800');
    expect(formatSignificant(-0.0000001, 1)).toBe('-0.0000001');
    expect(formatSignificant(0, 3)).toBe('0');
  });

  it('a value too small for 100 decimals is 0, not a RangeError of toFixed', () => {
    expect(formatSignificant(-4.295e-266, 3)).toBe('0');
    expect(formatSignificant(Number.MIN_VALUE, 3)).toBe('0');
    // the smallest still shown: 1e-98 at 3 figures needs exactly 100 decimals
    expect(formatSignificant(1e-98, 3)).toBe(`0.${'0'.repeat(97)}100`);
  });
});
