import { describe, expect, it } from 'vitest';
import { bandAdd, bandCopy, createBandMatrix, factorLDLT, solveLDLT } from './banded';
import { buildBeamColumnModel } from './build-model';
import type { HeadCondition } from './model';
import { solveTangent } from './tangent-solve';
import { beamWithTrailingParts, createWorkspace } from './workspace';

/**
 * A long, stiff pile in soft linear soil at 2000 elements: the springs' total stiffness is
 * ~1e-7 of the bending stiffness's round-off scale apart (eq. 14b), where doubles alone lose
 * digits and solveTangent refines a double solution instead of factoring in double-double.
 */
function softSoilWorkspace(head: HeadCondition, k_N_per_m2: number, axialLoad_N: number) {
  const curve = { p: (y: number) => k_N_per_m2 * y };
  const model = buildBeamColumnModel({
    zHead_m: 0,
    zToe_m: 10,
    nElements: 2000,
    EI_Nm2: 1e6,
    zSoilTop_m: 0,
    curveAt: () => curve,
    axialLoad_N,
    head,
  });
  const ws = createWorkspace(model, 1e-6);
  const springs = new Float64Array(ws.nNode);
  for (let i = 0; i < ws.nNode; i++) springs[i] = k_N_per_m2 * model.springLength_m[i]!;
  return { model, ws, springs };
}

/** T x = rhs factored and solved in double-double throughout: the reference. */
function doubleDoubleSolution(
  ws: ReturnType<typeof createWorkspace>,
  springs: Float64Array,
  rhs: Float64Array,
) {
  const t = createBandMatrix(ws.nDof, 3);
  bandCopy(beamWithTrailingParts(ws), t);
  for (let i = 0; i < ws.nNode; i++) bandAdd(t, 2 * i, 2 * i, springs[i]!);
  if (ws.fixedHead) {
    // as holdHeadRotation: θ_0's row and column those of the identity
    t.band.fill(0, 1, 2);
    t.low.fill(0, 1, 2);
    t.band.fill(0, 4, 8);
    t.low.fill(0, 4, 8);
    t.band[4] = 1;
  }
  t.extended = true;
  expect(factorLDLT(t)).toBe(-1);
  const x = new Float64Array(ws.nDof);
  solveLDLT(t, rhs, x);
  return x;
}

describe('solveTangent', () => {
  it.each([
    { head: { kind: 'free', shear_N: 1e3, moment_Nm: 500 } as HeadCondition },
    { head: { kind: 'fixed', shear_N: 1e3 } as HeadCondition },
  ])(
    'refines a double solution to the double-double one where doubles lose the springs ($head.kind head)',
    ({ head }) => {
      const { model, ws, springs } = softSoilWorkspace(head, 2e4, 2e3);
      const rhs = new Float64Array(ws.nDof);
      rhs[0] = 1e3;
      rhs[1] = head.kind === 'free' ? -500 : 0;
      const x = new Float64Array(ws.nDof);
      expect(solveTangent(model, ws, springs, rhs, x)).toBe(true);
      // the doubles were kept (refined), not replaced by double-double
      expect(ws.tangent.extended).toBe(false);
      const want = doubleDoubleSolution(ws, springs, rhs);
      let maxY = 0;
      let maxDiff = 0;
      for (let j = 0; j < ws.nDof; j += 2) {
        maxY = Math.max(maxY, Math.abs(want[j]!));
        maxDiff = Math.max(maxDiff, Math.abs(x[j]! - want[j]!));
      }
      expect(maxY).toBeGreaterThan(0);
      expect(maxDiff / maxY).toBeLessThan(1e-7);
    },
  );

  it('uses double-double where the springs are far below the round-off of the bending stiffness', () => {
    const { model, ws, springs } = softSoilWorkspace({ kind: 'free', shear_N: 1e3, moment_Nm: 0 }, 1, 0);
    const rhs = new Float64Array(ws.nDof);
    rhs[0] = 1e3;
    const x = new Float64Array(ws.nDof);
    expect(solveTangent(model, ws, springs, rhs, x)).toBe(true);
    expect(ws.tangent.extended).toBe(true);
    const want = doubleDoubleSolution(ws, springs, rhs);
    for (let j = 0; j < ws.nDof; j++) expect(x[j]).toBe(want[j]);
  });
});

describe('the rows above the first spring', () => {
  /** A pile with 1.5 m of stick-up and the springs from 0.3 m below grade (lateral neglect). */
  function stickUpWorkspace(head: HeadCondition) {
    const model = buildBeamColumnModel({
      zHead_m: -1.5,
      zToe_m: 3,
      nElements: 60,
      EI_Nm2: 3.4e6,
      zSoilTop_m: 0.3,
      curveAt: () => ({ p: (y: number) => 5e6 * y }),
      axialLoad_N: 4e4,
      head,
    });
    return { model, ws: createWorkspace(model, 1e-6) };
  }

  it.each([
    { kind: 'free', shear_N: 1e3, moment_Nm: 500 } as HeadCondition,
    { kind: 'fixed', shear_N: 1e3 } as HeadCondition,
  ])('are factored once and give the same solutions to the bit ($kind head)', (head) => {
    const { model, ws } = stickUpWorkspace(head);
    expect(ws.firstSpringNode).toBeGreaterThan(10);
    const rhs = new Float64Array(ws.nDof);
    rhs[0] = 1e3;
    for (let k = 0; k < 4; k++) {
      // springs of another iteration: each node's own, none above the soil
      const springs = new Float64Array(ws.nNode);
      for (let i = ws.firstSpringNode; i < ws.nNode; i++) springs[i] = (1 + 0.3 * k + 0.01 * i) * 1e5;
      const kept = new Float64Array(ws.nDof);
      expect(solveTangent(model, ws, springs, rhs, kept)).toBe(true);
      expect(ws.factoredAbove.valid).toBe(true);
      expect(ws.factoredAbove.rows).toBe(2 * ws.firstSpringNode);
      // the same solve with every row factored again
      ws.factoredAbove.valid = false;
      const again = new Float64Array(ws.nDof);
      expect(solveTangent(model, ws, springs, rhs, again)).toBe(true);
      expect(Array.from(kept)).toEqual(Array.from(again));
    }
  });

  it('are not taken when a spring above the soil is not zero', () => {
    const { model, ws } = stickUpWorkspace({ kind: 'free', shear_N: 1e3, moment_Nm: 0 });
    const rhs = new Float64Array(ws.nDof);
    rhs[0] = 1e3;
    const springs = new Float64Array(ws.nNode).fill(1e5);
    const got = new Float64Array(ws.nDof);
    solveTangent(model, ws, springs.fill(0, 0, ws.firstSpringNode), rhs, got);
    springs[2] = 3e5;
    expect(solveTangent(model, ws, springs, rhs, got)).toBe(true);
    ws.factoredAbove.valid = false;
    const want = new Float64Array(ws.nDof);
    expect(solveTangent(model, ws, springs, rhs, want)).toBe(true);
    expect(Array.from(got)).toEqual(Array.from(want));
    expect(ws.factoredAbove.valid).toBe(false);
  });
});
