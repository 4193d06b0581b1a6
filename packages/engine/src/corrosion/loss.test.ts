import { describe, expect, it } from 'vitest';
import { corrosionLoss, fhwaZincLife_years, fhwaZincLoss_um, romanoffZincLife_years } from './loss';
import { milsToMicrometres, ozPerFt2ToMicrometres } from './rates';

describe('FHWA method (FHWA-NHI-00-044 / AASHTO LRFD 11.10.6.4.2a)', () => {
  it('86 µm zinc, 25 years: zinc gone after 16 yr, steel loss 108 µm per face', () => {
    // Hand calculation: first 2 yr consume 2 × 15 = 30 µm; remaining 86 − 30 = 56 µm at 4 µm/yr
    // lasts 14 yr → zinc life 2 + 14 = 16 yr. Matches BYU ETD 8408: "the zinc coating
    // would have been completely depleted after 16 years" for 2.0 oz/ft² (86 µm) under AASHTO rates.
    // Steel: 12 µm/yr × (25 − 16) yr = 108 µm per face.
    const r = corrosionLoss({
      method: 1,
      resistivity_ohm_cm: 5000,
      designLife_years: 25,
      zincCoating_um: 86,
    });
    expect(r.zincLife_years).toBeCloseTo(16, 12);
    expect(r.zincLoss_um).toBeCloseTo(86, 12);
    expect(r.steelLossPerFace_um).toBeCloseTo(108, 10);
    expect(r.steelLossPerFace_m).toBeCloseTo(108e-6, 15);
    expect(r.withinApplicability).toBe(true);
  });

  it('zinc outlasting the design life leaves the steel intact', () => {
    // 86 µm, 10 yr: zinc used 30 + 4 × 8 = 62 µm < 86 µm → no steel loss.
    const r = corrosionLoss({
      method: 1,
      resistivity_ohm_cm: 5000,
      designLife_years: 10,
      zincCoating_um: 86,
    });
    expect(r.zincLoss_um).toBeCloseTo(62, 12);
    expect(r.steelLossPerFace_um).toBe(0);
  });

  it('thin coating consumed within the first two years', () => {
    // 20 µm at 15 µm/yr → 1.333 yr; 25 yr life → steel 12 × 23.667 = 284 µm.
    expect(fhwaZincLife_years(20)).toBeCloseTo(4 / 3, 12);
    const r = corrosionLoss({
      method: 1,
      resistivity_ohm_cm: 5000,
      designLife_years: 25,
      zincCoating_um: 20,
    });
    expect(r.steelLossPerFace_um).toBeCloseTo(12 * (25 - 4 / 3), 10);
    expect(fhwaZincLoss_um(1)).toBe(15);
    expect(fhwaZincLoss_um(3)).toBe(34);
  });

  it('flags soils below the 3000 ohm·cm electrochemical criterion', () => {
    const r = corrosionLoss({
      method: 1,
      resistivity_ohm_cm: 1500,
      designLife_years: 25,
      zincCoating_um: 86,
    });
    expect(r.withinApplicability).toBe(false);
    expect(r.notes[0]).toMatch(/3000/);
  });
});

describe('Aggressive Romanoff (X = K·t^n, NCHRP 675 Eq. A-1; K, n unverified)', () => {
  it('86 µm zinc, 25 years', () => {
    // Zinc: 25·t^0.65 = 86 → t = (86/25)^(1/0.65) = 3.44^1.5385 = 6.6907 yr.
    // Steel: 40·(25 − 6.6907)^0.8 = 40 × 18.3093^0.8 = 40 × 10.236 = 409.45 µm per face.
    const r = corrosionLoss({ method: 2, resistivity_ohm_cm: 800, designLife_years: 25, zincCoating_um: 86 });
    expect(r.zincLife_years).toBeCloseTo(6.69075, 4);
    expect(romanoffZincLife_years(86)).toBeCloseTo(6.69075, 4);
    expect(r.steelLossPerFace_um).toBeCloseTo(409.446, 2);
  });

  it('bare steel corrodes from year 0: 40 × 25^0.8 = 40 × 13.1326 = 525.31 µm', () => {
    const r = corrosionLoss({ method: 2, resistivity_ohm_cm: 800, designLife_years: 25, zincCoating_um: 0 });
    expect(r.zincLife_years).toBe(0);
    expect(r.steelLossPerFace_um).toBeCloseTo(40 * Math.pow(25, 0.8), 9);
    expect(r.steelLossPerFace_um).toBeCloseTo(525.31, 1);
  });
});

// Issue 9: the constants are editable per project and the model is held to its resistivity range.
describe('Aggressive Romanoff: project constants and resistivity range', () => {
  it('given K and n replace the defaults: zinc 20·t^0.7, steel 30·t^0.75, 86 µm, 25 yr', () => {
    // zinc life t = (86/20)^(1/0.7) = exp(ln 4.3 / 0.7) = exp(1.458615 / 0.7) = exp(2.083736) = 8.03443 yr
    // steel 30 × (25 − 8.03443)^0.75 = 30 × exp(0.75 × ln 16.96557) = 30 × exp(0.75 × 2.831186)
    //   = 30 × exp(2.123390) = 30 × 8.359425 = 250.783 µm
    const r = corrosionLoss({
      method: 2,
      resistivity_ohm_cm: 1500,
      designLife_years: 25,
      zincCoating_um: 86,
      romanoff: { zincK_um: 20, zincN: 0.7, steelK_um: 30, steelN: 0.75 },
    });
    expect(r.zincLife_years).toBeCloseTo(8.03443, 4);
    expect(r.steelLossPerFace_um).toBeCloseTo(250.783, 2);
    expect(r.reference).toMatch(/zinc 20·t\^0\.7, steel 30/);
    // all four given: nothing to confirm, and 1500 ohm·cm is within 60–3000
    expect(r.notes).toEqual([]);
    expect(r.withinApplicability).toBe(true);
  });
  it('defaults are flagged "engineer to confirm", in words, without a file name', () => {
    const r = corrosionLoss({
      method: 2,
      resistivity_ohm_cm: 1500,
      designLife_years: 25,
      zincCoating_um: 86,
    });
    expect(r.notes[0]).toMatch(/^engineer to confirm/);
    expect(r.defaultsNote).toBe(r.notes[0]);
    expect(r.notes.join(' ')).not.toMatch(/README|\.md|\.ts/);
  });
  it('above 3000 ohm·cm (not aggressive) the model is outside its range and warns, never blocks', () => {
    const r = corrosionLoss({
      method: 2,
      resistivity_ohm_cm: 5000,
      designLife_years: 25,
      zincCoating_um: 86,
    });
    expect(r.withinApplicability).toBe(false);
    expect(r.notes.some((n) => /not aggressive/.test(n))).toBe(true);
    expect(r.steelLossPerFace_um).toBeCloseTo(409.446, 2);
  });
  it('below 60 ohm·cm it warns too', () => {
    const r = corrosionLoss({ method: 2, resistivity_ohm_cm: 40, designLife_years: 25, zincCoating_um: 86 });
    expect(r.withinApplicability).toBe(false);
  });
});

describe('FHWA: the steel rate is the project’s to change', () => {
  it('86 µm zinc lasts 2 + (86 − 30)/4 = 16 yr; 35 yr life at a given 10 µm/yr: (35 − 16) × 10 = 190 µm', () => {
    const r = corrosionLoss({
      method: 1,
      resistivity_ohm_cm: 5000,
      designLife_years: 35,
      zincCoating_um: 86,
      fhwaSteelRate_um_per_yr: 10,
    });
    expect(r.zincLife_years).toBeCloseTo(16, 12);
    expect(r.steelLossPerFace_um).toBeCloseTo(190, 9);
    expect(r.reference).toMatch(/steel 10 µm\/yr per face \(project input\)/);
  });
});

describe('Custom Loss', () => {
  it('returns the user loss per face, no zinc model', () => {
    const r = corrosionLoss({
      method: 3,
      resistivity_ohm_cm: 0,
      designLife_years: 30,
      zincCoating_um: 86,
      customLoss_um: 250,
    });
    expect(r.steelLossPerFace_um).toBe(250);
    expect(r.steelLossPerFace_m).toBeCloseTo(250e-6, 15);
    expect(r.zincLife_years).toBeNull();
  });

  it('rejects a missing custom loss', () => {
    expect(() =>
      corrosionLoss({ method: 3, resistivity_ohm_cm: 0, designLife_years: 30, zincCoating_um: 0 }),
    ).toThrow(RangeError);
  });
});

describe('unit helpers', () => {
  it('3.4 mils = 86.36 µm; 2.0 oz/ft² = 86 µm (ASTM A123)', () => {
    expect(milsToMicrometres(3.4)).toBeCloseTo(86.36, 10);
    expect(ozPerFt2ToMicrometres(2)).toBe(86);
  });
});
