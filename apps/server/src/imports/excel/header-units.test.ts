// Header names and units as workbooks write them. splitHeader reads by index: the regular
// expressions it replaced backtracked for seconds on a long header cell (an upload could hold
// the server with one). The property checks the new reading against the old patterns, kept here
// as the reference, on every short header over the characters that matter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeUnit, siFactor, splitHeader, unbracketedUnit } from './header-units';

/** The reading before: the same answers, in time quadratic in the header's length. */
function referenceSplit(
  header: string,
  isUnit: (s: string) => boolean,
): { name: string; unit: string | null } {
  const text = header.replace(/\s+/g, ' ').trim();
  const bracket = /^(.*?)\s*[([]\s*([^)\]]*?)\s*[)\]]\s*$/.exec(text);
  if (bracket && bracket[1]) return { name: bracket[1].trim(), unit: bracket[2]!.trim() };
  const comma = /^(.*?)\s*,\s*([^,]{1,12})$/.exec(text);
  if (comma && comma[1] && isUnit(comma[2]!)) return { name: comma[1].trim(), unit: comma[2]!.trim() };
  return { name: text, unit: null };
}

describe('splitHeader', () => {
  it('reads the usual forms', () => {
    expect(splitHeader('Top (ft)')).toEqual({ name: 'Top', unit: 'ft' });
    expect(splitHeader('Gamma [kN/m³]')).toEqual({ name: 'Gamma', unit: 'kN/m³' });
    expect(splitHeader('Skin Friction (uplift) (psf)')).toEqual({
      name: 'Skin Friction (uplift)',
      unit: 'psf',
    });
    expect(splitHeader('Cu, ksf')).toEqual({ name: 'Cu', unit: 'ksf' });
    expect(splitHeader('Soil name, description')).toEqual({ name: 'Soil name, description', unit: null });
    expect(splitHeader('(ft)')).toEqual({ name: '(ft)', unit: null });
    expect(splitHeader('Depth  ( ft bgs ) ')).toEqual({ name: 'Depth', unit: 'ft bgs' });
  });

  it('property: the same name and unit as the patterns it replaced, on any short header', () => {
    const chars = fc.constantFrom('a', 'f', 't', ' ', '(', ')', '[', ']', ',', 'p', 's', '\t');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 24 }), (cs) => {
        const header = cs.join('');
        expect(splitHeader(header)).toEqual(referenceSplit(header, looksLikeUnit));
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads a 32,767-character header cell of brackets (the most a cell holds) as no unit', () => {
    const header = '( '.repeat(16_383);
    expect(splitHeader(header)).toEqual({ name: header.trim().replace(/\s+/g, ' '), unit: null });
  });
});

describe('unbracketedUnit', () => {
  // The pattern it replaced, kept as the reference: cubic on a bracket and a run of spaces.
  const reference = (cell: string) => cell.trim().replace(/^[([]\s*(.*?)\s*[)\]]$/, '$1');

  it('takes the brackets off a unit', () => {
    expect(unbracketedUnit('(ft)')).toBe('ft');
    expect(unbracketedUnit(' [ kN/m³ ] ')).toBe('kN/m³');
    expect(unbracketedUnit('pcf')).toBe('pcf');
    expect(unbracketedUnit('()')).toBe('');
  });

  it('property: the same as the pattern on any short cell of brackets, spaces, line breaks and letters', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('(', ')', '[', ']', ' ', '\n', '\r', '\u2028', 'f', 't'),
          maxLength: 16,
        }),
        (cell) => {
          expect(unbracketedUnit(cell)).toBe(reference(cell));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('reads a 32,767-character cell of a bracket and spaces (the pattern took hours)', () => {
    const cell = `(${' '.repeat(32_765)}x`;
    expect(unbracketedUnit(cell)).toBe(cell.trim());
    expect(unbracketedUnit(`(${' '.repeat(32_764)}ft)`)).toBe('ft');
  });
});

describe('siFactor', () => {
  // 1 lbf = 4.4482216152605 N, 1 in = 0.0254 m, 1 ft = 0.3048 m (exact definitions)
  const LBF = 4.4482216152605;
  const PSF = LBF / 0.3048 ** 2;
  const PCI = LBF / 0.0254 ** 3;
  const PCF = LBF / 0.3048 ** 3;
  const close = (a: number | null, b: number) => expect(a).toBeCloseTo(b, 12 - Math.ceil(Math.log10(b)));

  it('reads pressures written with sq ft and sq in, as report tables write them', () => {
    close(siFactor('pressure', 'lb/sq ft'), PSF);
    close(siFactor('pressure', 'lbs/sq ft'), PSF);
    close(siFactor('pressure', 'kips/sq ft'), 1000 * PSF);
    close(siFactor('pressure', 'lb/sq in'), LBF / 0.0254 ** 2);
  });

  it('reads a modulus of subgrade reaction in kci, kcf and a pressure per depth', () => {
    close(siFactor('subgrade', 'kci'), 1000 * PCI); // 1 kci = 271.45 MN/m³
    close(siFactor('subgrade', 'kip/in³'), 1000 * PCI);
    close(siFactor('subgrade', 'kcf'), 1000 * PCF);
    close(siFactor('subgrade', 'MPa/m'), 1e6);
    close(siFactor('subgrade', 'kPa/m'), 1000);
    close(siFactor('unitWeight', 'kip/ft³'), 1000 * PCF);
    // a unit of another quantity is not one of these
    expect(siFactor('subgrade', 'ksf')).toBeNull();
    expect(siFactor('pressure', 'kci')).toBeNull();
  });
});
