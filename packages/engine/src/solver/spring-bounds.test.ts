/**
 * The iteration matrix's springs of curves that are not concave with a finite start (eq. 11b,
 * workspace.ts springBounds). Before: every tangent was bounded by the secant at the tiny
 * deflection (1 µm), which is right for an infinite initial slope but a small fraction of the
 * true slope of a curve straight to well below 1 µm (weak rock with a stiff rock mass) or of a
 * stiffening one (liquefied sand): Newton's steps came out tens of times too long and no
 * analysis converged, under 10 N or 5 kN ("no convergence beyond 0.0 % of the lateral load"), so
 * a design on such soil reported no solution for every pier.
 */
import { describe, expect, it } from 'vitest';
import { analyzeLateral } from '../lateral';
import { buildBeamColumnModel, solveBeamColumn, type BeamColumnModel } from './index';

const L = 3;
// βL = (k/4EI)^¼·L at most 0.21 for the springs below (the secant of the stiffening one at its largest
// load): the pile's own bending adds under 0.1 %.
const RIGID_EI_Nm2 = 1e13;

/** A rigid pile L long in one soil from its head down, at 100 elements. */
function solveRigidPile(p: (y: number) => number, head: BeamColumnModel['head']) {
  return solveBeamColumn(
    buildBeamColumnModel({
      zHead_m: 0,
      zToe_m: L,
      nElements: 100,
      EI_Nm2: RIGID_EI_Nm2,
      zSoilTop_m: 0,
      curveAt: () => ({ p }),
      head,
    }),
  );
}

describe('a straight start ending far below the tiny deflection (the weak-rock shape)', () => {
  // p = min(K0·y, a·y^¼), meeting at y_A = 10 nm: below it the springs are linear, K0.
  const K0 = 1e9;
  const yA = 1e-8;
  const a = K0 * yA ** 0.75;
  const p = (y: number) => Math.sign(y) * Math.min(K0 * Math.abs(y), a * Math.abs(y) ** 0.25);

  it('a rigid pile whose deflections stay below y_A: converged, y0 = 4H/(K0·L) within 0.1 %', () => {
    // Rigid pile, free head, H at grade, uniform linear springs: y0 = 4H/(kL) (force and moment
    // equilibrium, Poulos & Davis 1980, §7.2). H = 0.75 N gives y0 = 1 nm, a tenth of y_A.
    const H = 0.75;
    const r = solveRigidPile(p, { kind: 'free', shear_N: H, moment_Nm: 0 });
    expect(r.status).toBe('converged');
    expect(Math.abs(r.solution.y_m[0]! / ((4 * H) / (K0 * L)) - 1)).toBeLessThan(1e-3);
  });
});

describe('a stiffening curve (the liquefied-sand shape)', () => {
  // p = c·y·|y|. A rigid pile with its head held from turning translates: H = c·y0²·L.
  const c = 1e9;
  const p = (y: number) => c * y * Math.abs(y);

  it.each([30, 3000, 30000])('H = %i N, fixed head: converged, y0 = √(H/(c·L)) within 0.1 %', (H) => {
    const r = solveRigidPile(p, { kind: 'fixed', shear_N: H });
    expect(r.status).toBe('converged');
    expect(Math.abs(r.solution.y_m[0]! / Math.sqrt(H / (c * L)) - 1)).toBeLessThan(1e-3);
  });
});

describe('the soil models themselves', () => {
  const pile = (axis: 'strong' | 'weak') => ({
    section: 'W6x25',
    axis,
    stickup_m: 1.37,
    embedment_m: 4,
  });
  // A fuzzed site that designed no pier before: weak rock with E_ir 3.3 GPa puts y_A at ~17 nm.
  const stiffRock = {
    name: 'weak rock, stiff rock mass',
    model: 'weak-rock' as const,
    top_m: 0,
    bottom_m: 8,
    gamma_N_per_m3: 21500,
    qu_Pa: 592e3,
    Erm_Pa: 3.27e9,
    rqdStart_pct: 11,
    rqdEnd_pct: 80,
  };
  const liquefied = {
    name: 'liquefied sand',
    model: 'liquefied-sand' as const,
    top_m: 0,
    bottom_m: 8,
    gamma_N_per_m3: 17000,
  };

  it.each([
    ['weak rock (E_ir 3.3 GPa)', stiffRock],
    ['liquefied sand alone', liquefied],
  ] as const)('%s: every analysis from 10 N to 5 kN converges, both axes', (_, layer) => {
    for (const axis of ['strong', 'weak'] as const) {
      const heads: number[] = [];
      for (const H_N of [10, 100, 1000, 5000]) {
        const a = analyzeLateral({
          pile: pile(axis),
          soil: { layers: [layer] },
          loads: { H_N },
          options: { elements: 100 },
        });
        if (!a.ok) throw new Error(JSON.stringify(a.errors));
        expect(a.result.status, `${axis} axis, H = ${H_N} N`).toBe('converged');
        heads.push(a.result.headDeflection_m);
      }
      // more load, more deflection
      for (let i = 1; i < heads.length; i++) expect(heads[i]!).toBeGreaterThan(heads[i - 1]!);
    }
  });
});
