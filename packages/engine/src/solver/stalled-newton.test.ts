/**
 * Past the soil's capacity no Newton step reduces the out-of-balance forces; the steps taken
 * regardless crept to larger deflections until the 100 iterations ran out, in every failing
 * attempt of the load stepping. On fuzzed sites that hold no pier that was nine tenths of a
 * design's time (21 s at 100 elements; 2.2 s once a stalled Newton is given up after
 * STALLED_ITERATIONS iterations without a decrease).
 *
 * The capacity these fractions are checked against: the soil reaction p(z) of any pile, rigid or
 * not, is in equilibrium with the head load, and |p| ≤ p_u. With H at grade and no head moment,
 * the largest H such reactions can balance is H_u = (√2 − 1)·p_u·L (p = +p_u down to L/√2 and
 * −p_u below: ΣM about the head 0, ΣH = p_u(2L/√2 − L); Broms 1964, the rigid short pile's
 * mechanism, uniform p_u).
 */
import { describe, expect, it } from 'vitest';
import { buildBeamColumnModel, solveBeamColumn } from './index';
import { STALLED_ITERATIONS } from './newton';

const L = 3;
const pu = 10000;
const k = 1e8;
const H_u = (Math.SQRT2 - 1) * pu * L;

function solve(p: (y: number) => number, EI_Nm2: number, H_N: number) {
  return solveBeamColumn(
    buildBeamColumnModel({
      zHead_m: 0,
      zToe_m: L,
      nElements: 100,
      EI_Nm2,
      zSoilTop_m: 0,
      curveAt: () => ({ p }),
      head: { kind: 'free', shear_N: H_N, moment_Nm: 0 },
    }),
  );
}

describe('a pile loaded to twice what its soil can hold', () => {
  it('elastic-perfectly plastic springs, rigid pile: the soil holds H_u, half the load (to the stepping’s 1/512)', () => {
    const epp = (y: number) => Math.sign(y) * Math.min(k * Math.abs(y), pu);
    const r = solve(epp, 1e13, 2 * H_u);
    expect(r.status).toBe('lateral-capacity-exceeded');
    expect(Math.abs(r.loadFraction - 0.5)).toBeLessThanOrEqual(1 / 512);
  });

  it('softening springs, flexible pile: Newton stalls, is given up, and the fraction found is within the bound', () => {
    // p = k·y to p_u, then softening to p_u / 2: past its capacity the residual cannot be reduced
    const y1 = pu / k;
    const softening = (y: number) => {
      const a = Math.abs(y);
      return Math.sign(y) * (a <= y1 ? k * a : Math.max(0.5 * pu, pu - (a - y1) * k * 0.01));
    };
    const r = solve(softening, 1e6, 2 * H_u);
    expect(r.status).toBe('not-converged');
    if (r.status !== 'not-converged') return;
    expect(r.reason).toContain(`in ${STALLED_ITERATIONS} iterations running`);
    expect(r.loadFraction).toBeGreaterThan(0);
    expect(r.loadFraction).toBeLessThanOrEqual(0.5);
    // nine failing attempts of the stepping ran 100 iterations each before (427 in all)
    expect(r.iterations).toBeLessThan(200);
  });
});
