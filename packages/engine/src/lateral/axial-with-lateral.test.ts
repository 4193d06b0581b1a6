/**
 * A pile that cannot carry its axial load straight, yet can once deflected (found by the design's
 * random-sites property, engine 2026.12.01-1). Its soil: 0.1 m of stiff clay below a 0.3 m
 * lateral neglect, then liquefied sand (Rollins et al. 2005: p ∝ y^C, C > 1, no stiffness at
 * zero deflection). Straight, the pile stands on the clay's two nodes as on a pin, and the 17.6 kN
 * axial load tips it: the stepping of the lateral loads under the full P holds no fraction of
 * them. Stepped together with P (proportional loading: solver stepAllLoads), the pile deflects
 * into the sand, which stiffens and carries the full loads. The design found this equilibrium
 * from the 1.0 × analysis of the same pile (its 1.6 × ASD analysis), a lone analysis did not, so
 * the two disagreed on the steel check.
 *
 * Checked by statics, not by the solver: the soil's reactions balance the head shear (ΣH = 0;
 * no other horizontal force acts).
 */
import { describe, expect, it } from 'vitest';
import { solveBeamColumn } from '../solver';
import { lateralInputSchema } from './input-schema';
import { prepareLateral } from './analyze';

const layers = [
  {
    name: 'stiff clay',
    model: 'modified-stiff-clay',
    top_m: 0,
    bottom_m: 0.4,
    gamma_N_per_m3: 19485,
    cu_Pa: 160166,
    k_N_per_m3: 185.25e6,
    loading: 'static',
  },
  {
    name: 'liquefied sand',
    model: 'liquefied-sand',
    top_m: 0.4,
    bottom_m: 8,
    gamma_N_per_m3: 17255,
    loading: 'static',
  },
];
const H_N = -5664;

function model(P_N: number) {
  const input = lateralInputSchema.parse({
    pile: { section: 'W6x15', axis: 'strong', stickup_m: 1.22, embedment_m: 3.75 },
    soil: { layers, waterTableDepth_m: 6, lateralNeglectDepth_m: 0.3 },
    loads: { H_N, M_Nm: -1137.6, P_N },
    options: { elements: 100 },
  });
  const prepared = prepareLateral(input);
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
  return prepared.prepared.pile.model;
}

describe('an axial load the pile carries only deflected', () => {
  it('stepped with the lateral loads, the full loads are reached, and the reactions balance H', () => {
    const m = model(17568);
    const r = solveBeamColumn(m);
    expect(r.status).toBe('converged');
    expect(r.loadFraction).toBe(1);
    // a node's spring force: its soil reaction over its tributary length
    const p = r.solution.soilReaction_N_per_m;
    const sum_N = m.springLength_m.reduce((s, L, i) => s + L * p[i]!, 0);
    expect(Math.abs(sum_N - H_N)).toBeLessThan(1e-6 * Math.abs(H_N));
  });

  it('the axial load deflects it further than the lateral loads alone (P-delta)', () => {
    const withP = solveBeamColumn(model(17568));
    const noP = solveBeamColumn(model(0));
    expect(noP.status).toBe('converged');
    expect(Math.abs(withP.solution.y_m[0]!)).toBeGreaterThan(Math.abs(noP.solution.y_m[0]!));
  });
});
