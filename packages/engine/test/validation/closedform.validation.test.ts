/**
 * Closed-form elastic solutions (refcases/closedform, Hetényi 1946; Matlock & Reese 1960):
 * linear springs p = k(z)·y, so the only error left is the discretisation. Each case runs on a
 * converged mesh (h ≈ 0.01 m; 0.02 m for the rigid pile, whose EI = 1e7 kN·m² would otherwise
 * spoil the conditioning, as the case file warns) and must agree within 0.5 %.
 */
import { describe, expect, it } from 'vitest';
import type { PyCurve } from '../../src/soil/py/types';
import { buildBeamColumnModel, solveBeamColumn } from '../../src/solver';
import { firstZeroCrossing, peakAbs, valueAtDepth } from '../../src/lateral/profile-summary';
import { loadRefcases, relDiff } from './refcases';

interface ClosedFormCase {
  id: string;
  inputs: Record<string, number | string>;
  results: Record<string, number>;
  profile?: { z_m: number; y_m: number; M_kNm: number }[];
}

const num = (v: number | string | undefined, fallback: number): number =>
  typeof v === 'number' ? v : fallback;

/** A linear spring p = k(z)·y, SI (N/m). */
const linearCurve = (k_N_per_m2: number): PyCurve => ({ p: (y) => k_N_per_m2 * y });

function solveCase(c: ClosedFormCase) {
  const i = c.inputs;
  const EI = num(i.EI_kNm2, 1e7) * 1e3; // CF05: "infinite (use 1e7)"
  const stick = num(i.stickup_m, 0);
  const embed = num(i.pile_length_m, num(i.embedded_length_m, NaN));
  const kConst = num(i.k_kN_per_m2, 0) * 1e3;
  const nh = num(i.nh_kN_per_m3, 0) * 1e3;
  const h = typeof i.EI_kNm2 === 'number' ? 0.01 : 0.02;
  const model = buildBeamColumnModel({
    zHead_m: -stick,
    zToe_m: embed,
    nElements: Math.round((embed + stick) / h),
    EI_Nm2: EI,
    zSoilTop_m: 0,
    curveAt: (z) => linearCurve(kConst + nh * z),
    head: {
      kind: 'free',
      shear_N: num(i.H_kN, 0) * 1e3,
      moment_Nm: num(i.M_kNm, num(i.M_head_kNm, 0)) * 1e3,
    },
  });
  const r = solveBeamColumn(model);
  if (r.status !== 'converged') throw new Error(`${c.id}: ${r.status}`);
  return { z: model.z_m, s: r.solution };
}

const cases = loadRefcases<ClosedFormCase>('closedform').map((f) => f.data);

describe('closed-form elastic piles (refcases/closedform)', () => {
  it('finds the six cases', () =>
    expect(cases.map((c) => c.id.slice(0, 4))).toEqual(['CF01', 'CF02', 'CF03', 'CF04', 'CF05', 'CF06']));

  describe.each(cases)('$id', (c) => {
    const { z, s } = solveCase(c);
    const res = c.results;
    const head = s.y_m[0]!;
    const n = z.length;
    const ground = valueAtDepth(z, s.y_m, 0);
    const peak = peakAbs(z, s.moment_Nm);
    const zero = firstZeroCrossing(z, s.y_m, 0);
    const finiteHead = Object.entries(res).find(([k]) => /^finite_.*_exact_head_deflection_m$/.test(k))?.[1];
    const checks: [string, number, number | undefined, 'rel' | 'depth'][] = [
      ['head deflection', head, finiteHead ?? res.head_deflection_m, 'rel'],
      ['head slope', s.rotation_rad[0]!, res.head_slope_rad ?? res.slope_rad, 'rel'],
      ['ground deflection', ground, res.ground_deflection_m, 'rel'],
      ['ground slope', valueAtDepth(z, s.rotation_rad, 0), res.ground_slope_rad, 'rel'],
      ['toe deflection', s.y_m[n - 1]!, res.toe_deflection_m, 'rel'],
      ['max moment', Math.abs(peak.value) / 1e3, res.max_moment_kNm, 'rel'],
      [
        'depth of max moment',
        peak.z_m,
        res.depth_of_max_moment_m ?? res.depth_of_max_moment_below_ground_m,
        'depth',
      ],
      [
        'depth of zero deflection',
        zero ?? NaN,
        res.depth_of_first_zero_deflection_m ?? res.depth_of_zero_deflection_m ?? res.rotation_point_depth_m,
        'rel',
      ],
    ];
    it.each(checks.filter((ch) => ch[2] !== undefined))(
      '%s: ours %d vs reference %d',
      (_name, got, want, kind) => {
        if (kind === 'depth') expect(Math.abs(got - want!)).toBeLessThanOrEqual(0.01);
        else expect(relDiff(got, want!)).toBeLessThanOrEqual(0.005);
      },
    );

    // Only some cases publish a profile; the others have nothing to compare.
    const prof = c.profile;
    if (prof)
      it('profile y and M within 0.5 % of their largest value', () => {
        const yMax = Math.max(...prof.map((p) => Math.abs(p.y_m)));
        const mMax = Math.max(...prof.map((p) => Math.abs(p.M_kNm)));
        for (const p of prof) {
          expect(Math.abs(valueAtDepth(z, s.y_m, p.z_m) - p.y_m)).toBeLessThanOrEqual(0.005 * yMax);
          expect(Math.abs(valueAtDepth(z, s.moment_Nm, p.z_m) / 1e3 - p.M_kNm)).toBeLessThanOrEqual(
            0.005 * mMax,
          );
        }
      });
  });
});
