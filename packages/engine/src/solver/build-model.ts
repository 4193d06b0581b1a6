import type { PyCurve } from '../soil/py/types';
import { keptDoubles } from './kept-doubles';
import { buildMesh, tributaryLengths } from './mesh';
import type { BeamColumnModel, HeadCondition } from './model';

/** A pile described by functions of depth; buildBeamColumnModel meshes it. */
export interface BeamColumnModelInput {
  /** Depth of the load point (head), m: −stick-up. */
  zHead_m: number;
  /** Depth of the toe, m: the embedment. */
  zToe_m: number;
  nElements: number;
  /** EI (N·m²) as a constant, or of the element between zTop and zBottom (e.g. its midpoint). */
  EI_Nm2: number | ((zTop_m: number, zBottom_m: number) => number);
  /** Springs act from here down, m (grade, or the lateral-neglect depth). */
  zSoilTop_m: number;
  /** The p-y curve at a node depth z ≥ zSoilTop; null for none. */
  curveAt: (z_m: number) => PyCurve | null;
  /** Depths that must be nodes (layer boundaries, EI-zone ends), m. */
  breakpoints_m?: readonly number[];
  axialLoad_N?: number;
  head: HeadCondition;
}

/** Meshes the pile (grade and the soil top always nodes) and builds the solver model. */
export function buildBeamColumnModel(input: BeamColumnModelInput): BeamColumnModel {
  const breaks = [0, input.zSoilTop_m, ...(input.breakpoints_m ?? [])];
  const z_m = buildMesh(input.zHead_m, input.zToe_m, input.nElements, breaks);
  const n = z_m.length;
  const EI_Nm2 = keptDoubles(n - 1);
  for (let e = 0; e < n - 1; e++) {
    EI_Nm2[e] = typeof input.EI_Nm2 === 'number' ? input.EI_Nm2 : input.EI_Nm2(z_m[e]!, z_m[e + 1]!);
  }
  const { total, above } = tributaryLengths(z_m, input.zSoilTop_m);
  const curves: (PyCurve | null)[] = [];
  for (let i = 0; i < n; i++) curves.push(total[i]! > 0 ? input.curveAt(z_m[i]!) : null);
  return {
    z_m,
    EI_Nm2,
    curves,
    springLength_m: total,
    springLengthAbove_m: above,
    axialLoad_N: input.axialLoad_N ?? 0,
    head: input.head,
  };
}
