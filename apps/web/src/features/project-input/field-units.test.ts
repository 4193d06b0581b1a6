import { describe, expect, it } from 'vitest';
import { displayText, fromDisplay, parseDisplayText, toDisplay } from './field-units';

describe('input field units', () => {
  it('stores a typed 10 ft as 3.048 m and shows it back as 10, not 10.000000000000002', () => {
    const si = parseDisplayText('length', '10', 'imperial')!;
    expect(si).toBeCloseTo(3.048, 12); // 1 ft = 0.3048 m exactly (NIST SP 811 B.9)
    expect(displayText('length', si, 'imperial')).toBe('10');
  });

  it('round-trips every value of a soil layer in both systems', () => {
    const cases: [Parameters<typeof toDisplay>[0], number][] = [
      ['unitWeight', 18500],
      ['pressure', 75000],
      ['subgradeModulus', 2.715e7],
      ['force', 12345.6],
      ['moment', 9876.5],
    ];
    for (const system of ['imperial', 'metric'] as const) {
      for (const [unit, si] of cases) {
        // 12 significant digits shown: the value comes back to within 1e-11 of itself.
        const back = parseDisplayText(unit, displayText(unit, si, system), system)!;
        expect(Math.abs(back / si - 1)).toBeLessThan(1e-11);
      }
    }
  });

  it('converts subgrade modulus: 1 pci = 4.4482216152605 N / (0.0254 m)³ = 271 447.14 N/m³; MN/m³ in metric', () => {
    // Hand calculation: 4.4482216152605 / 0.0254³ = 4.4482216152605 / 1.6387064e-5 = 271 447.14
    expect(fromDisplay('subgradeModulus', 1, 'imperial')).toBeCloseTo(271447.14, 1);
    // LPILE's API sand k for φ = 35° above water: 125 pci ≈ 33.9 MN/m³
    expect(
      toDisplay('subgradeModulus', fromDisplay('subgradeModulus', 125, 'imperial'), 'metric'),
    ).toBeCloseTo(33.93, 2);
  });

  it('refuses what is no plain number (an exponent, a letter) and leaves an empty field empty', () => {
    expect(parseDisplayText('length', '1e3', 'metric')).toBeNaN();
    expect(parseDisplayText('length', '12a', 'metric')).toBeNaN();
    expect(parseDisplayText('length', '  ', 'metric')).toBeUndefined();
    expect(parseDisplayText('length', '-.5', 'metric')).toBe(-0.5);
  });

  it('shows fixed units (°, %, µm) as typed in both systems', () => {
    expect(displayText({ fixed: '°' }, 32.5, 'imperial')).toBe('32.5');
    expect(displayText({ fixed: '°' }, 32.5, 'metric')).toBe('32.5');
  });
});
