import { afterEach, describe, expect, it } from 'vitest';
import { setDecimalCommaForTests } from '../../lib/locale-number';
import { displayText, fromDisplay, parseDisplayText, readTypedNumber, toDisplay } from './field-units';

afterEach(() => setDecimalCommaForTests(undefined));

describe('input field units', () => {
  it('stores a typed 10 ft as 3.048 m and shows it back as 10, not 10.000000000000002', () => {
    setDecimalCommaForTests(false);
    const si = parseDisplayText('length', '10', 'imperial')!;
    expect(si).toBeCloseTo(3.048, 12); // 1 ft = 0.3048 m exactly (NIST SP 811 B.9)
    expect(displayText('length', si, 'imperial')).toBe('10');
  });

  it('gives back every value typed in the project’s units, in both systems', () => {
    setDecimalCommaForTests(false);
    const cases: [Parameters<typeof toDisplay>[0], string][] = [
      ['unitWeight', '117.8'],
      ['pressure', '1566.4'],
      ['subgradeModulus', '125'],
      ['force', '-2.775'],
      ['moment', '7.28'],
    ];
    for (const system of ['imperial', 'metric'] as const)
      for (const [unit, typed] of cases)
        expect(displayText(unit, parseDisplayText(unit, typed, system), system)).toBe(typed);
  });

  it('shows a value typed in the other system at engineering precision, never twelve digits', () => {
    setDecimalCommaForTests(false);
    // 1.0 m = 3.28083989501… ft → 0.1 ft; 75 kPa = 1566.41 psf → three significant figures.
    expect(displayText('length', 1, 'imperial')).toBe('3.3');
    expect(displayText('pressure', 75_000, 'imperial')).toBe('1570');
  });

  it('converts subgrade modulus: 1 pci = 4.4482216152605 N / (0.0254 m)³ = 271 447.14 N/m³; MN/m³ in metric', () => {
    // Hand calculation: 4.4482216152605 / 0.0254³ = 4.4482216152605 / 1.6387064e-5 = 271 447.14
    expect(fromDisplay('subgradeModulus', 1, 'imperial')).toBeCloseTo(271447.14, 1);
    // LPILE's API sand k for φ = 35° above water: 125 pci ≈ 33.9 MN/m³
    expect(
      toDisplay('subgradeModulus', fromDisplay('subgradeModulus', 125, 'imperial'), 'metric'),
    ).toBeCloseTo(33.93, 2);
  });

  it('refuses what is no plain number (an exponent, a letter) with a message, and leaves an empty field empty', () => {
    setDecimalCommaForTests(false);
    expect(parseDisplayText('length', '1e3', 'metric')).toBeNaN();
    expect(readTypedNumber('length', '12a', 'metric')).toEqual({
      ok: false,
      message: '“a” is not part of a number: type digits only',
    });
    expect(parseDisplayText('length', '  ', 'metric')).toBeUndefined();
    expect(parseDisplayText('length', '-.5', 'metric')).toBe(-0.5);
  });

  it('reads "1,5" as 1.5 where the locale writes decimal commas, and as an error elsewhere', () => {
    setDecimalCommaForTests(true);
    expect(parseDisplayText('length', '1,5', 'metric')).toBe(1.5);
    expect(displayText('length', 1.5, 'metric')).toBe('1,5');
    setDecimalCommaForTests(false);
    const r = readTypedNumber('length', '1,5', 'metric');
    expect(r.ok).toBe(false);
  });

  it('shows fixed units (°, %, µm) as typed in both systems', () => {
    setDecimalCommaForTests(false);
    expect(displayText('degrees', 32.5, 'imperial')).toBe('32.5');
    expect(displayText('degrees', 32.5, 'metric')).toBe('32.5');
  });
});
