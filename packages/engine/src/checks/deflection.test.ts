import { describe, expect, it } from 'vitest';
import { deflectionChecks, firstZeroDeflectionDepth_m, fixityCheck } from './deflection';
import { allPass, governingCheck, makeCheck, ratioOf } from './check-result';

describe('deflection limits (Top, grade, Bottom; strong and weak axis)', () => {
  const deflections = {
    strong: { top_m: 0.03, grade_m: -0.012, bottom_m: 0.002 },
    weak: { top_m: 0.05, grade_m: 0.02, bottom_m: -0.004 },
  };
  it('each axis against its own limit; unset limits are skipped', () => {
    const checks = deflectionChecks(deflections, {
      strong: { top_m: 0.04, grade_m: 0.01 },
      weak: { top_m: 0.04, bottom_m: 0.005 },
    });
    expect(checks.map((c) => c.id)).toEqual([
      'deflection-top-strong',
      'deflection-grade-strong',
      'deflection-top-weak',
      'deflection-bottom-weak',
    ]);
    const [topS, gradeS, topW, botW] = checks;
    expect(topS?.ratio).toBeCloseTo(0.75, 12); // 30 mm / 40 mm
    expect(gradeS?.ratio).toBeCloseTo(1.2, 12); // |−12 mm| / 10 mm
    expect(gradeS?.passes).toBe(false);
    expect(topW?.ratio).toBeCloseTo(1.25, 12); // 50 / 40
    expect(botW?.ratio).toBeCloseTo(0.8, 12); // |−4| / 5
    expect(botW?.unit).toBe('m');
  });
  it('a zero limit means not checked', () => {
    expect(deflectionChecks(deflections, { strong: { top_m: 0 } })).toEqual([]);
  });
});

describe('depth of fixity (first zero of deflection below grade)', () => {
  // Nodes from 1.0 m above grade (z = −1) down to 4 m; deflection changes sign between
  // z = 2.0 (+2 mm) and z = 2.5 (−1 mm): z0 = 2.0 + 0.5 × 2/(2 + 1) = 2.3333 m.
  const z = [-1, 0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0];
  const y = [0.03, 0.015, 0.011, 0.007, 0.004, 0.002, -0.001, -0.0005, 0.0002, 0.0001];
  it('linear interpolation of the first sign change', () => {
    expect(firstZeroDeflectionDepth_m(z, y)).toBeCloseTo(2.0 + 0.5 * (2 / 3), 12);
  });
  it('passes when z0 ≤ Fixity depth, fails when deeper', () => {
    const z0 = firstZeroDeflectionDepth_m(z, y);
    expect(fixityCheck(z0, 2.5, 'strong')?.passes).toBe(true);
    const r = fixityCheck(z0, 2.0, 'weak');
    expect(r?.passes).toBe(false);
    expect(r?.ratio).toBeCloseTo(2.33333 / 2.0, 4);
    expect(r?.id).toBe('fixity-weak');
  });
  it('not set → no check', () => {
    expect(fixityCheck(2.3, undefined, 'strong')).toBeNull();
  });
  it('no zero crossing fails whatever the ratio', () => {
    const r = fixityCheck(firstZeroDeflectionDepth_m([0, 1, 2], [0.01, 0.005, 0.001]), 5, 'strong', {}, 2);
    expect(r?.passes).toBe(false);
    expect(r?.demand).toBe(2);
    expect(r?.ratio).toBeCloseTo(0.4, 12);
  });
  it('sign changes above grade are ignored', () => {
    expect(firstZeroDeflectionDepth_m([-2, -1, 0, 1, 2], [-0.01, 0.01, 0.02, 0.01, -0.01])).toBeCloseTo(
      1.5,
      12,
    );
  });
});

describe('CheckResult helpers', () => {
  it('ratio edge cases', () => {
    expect(ratioOf(1, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(ratioOf(0, 0)).toBe(0);
    expect(ratioOf(3, 4)).toBe(0.75);
  });
  it('governing check: failing first, then highest utilisation against its own limit', () => {
    const a = makeCheck({ id: 'a', name: 'a', demand: 0.9, capacity: 1, unit: '-', reference: 'r' });
    const b = makeCheck({
      id: 'b',
      name: 'b',
      demand: 0.85,
      capacity: 1,
      unit: '-',
      reference: 'r',
      ratioLimit: 0.9,
    });
    const c = makeCheck({
      id: 'c',
      name: 'c',
      demand: 0.5,
      capacity: 1,
      unit: '-',
      reference: 'r',
      forceFail: true,
    });
    expect(governingCheck([a, b])?.id).toBe('b'); // 0.85/0.9 = 0.944 > 0.9
    expect(governingCheck([a, b, c])?.id).toBe('c');
    expect(allPass([a, b])).toBe(true);
    expect(allPass([a, c])).toBe(false);
    expect(governingCheck([])).toBeUndefined();
  });
});
