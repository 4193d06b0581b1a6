import { axisProperties, type BendingAxis } from '../sections/bending-axis';
import type { SteelSection } from '../sections/types';
import { pySlope, type PyCurve } from '../soil/py/types';
import { buildBeamColumnModel } from '../solver/build-model';
import type { BeamColumnModel, HeadCondition } from '../solver/model';

/** A zone of its own bending stiffness, z in m (negative above grade). */
export interface StiffnessZone {
  top_m: number;
  bottom_m: number;
  EI_Nm2: number;
}

/** Everything the pile model needs, soil given as a curve function (no soil names). */
export interface PileModelInput {
  section: SteelSection;
  axis: BendingAxis;
  E_Pa: number;
  stickup_m: number;
  embedment_m: number;
  zones: readonly StiffnessZone[];
  nElements: number;
  /** p-y curve at depth z for pile width b; null: no soil. */
  curveAt: (z_m: number, b_m: number) => PyCurve | null;
  /** Springs start here (grade or the lateral-neglect depth), m. */
  zSoilTop_m: number;
  /** Depths where the curve changes abruptly (layer boundaries), m: they become nodes. */
  soilBreaks_m: readonly number[];
  head: HeadCondition;
  axialLoad_N: number;
}

export interface PileModel {
  model: BeamColumnModel;
  /** p-y width used, m. */
  pyWidth_m: number;
  /** E·I of the section about the bending axis, N·m². */
  EI_Nm2: number;
}

/** EI of the element [zTop, zBottom]: the zone holding its midpoint, else the section's. */
function elementEI(zones: readonly StiffnessZone[], EI: number, zTop: number, zBottom: number): number {
  const zm = 0.5 * (zTop + zBottom);
  for (const zone of zones) if (zm >= zone.top_m && zm <= zone.bottom_m) return zone.EI_Nm2;
  return EI;
}

/**
 * Tributary-weighted mean of two curves, for a node on a layer boundary (eq. 10); with the
 * weighted mean of their slopes when both give theirs, softening (stiffening) when either does.
 */
function blendCurves(upper: PyCurve, lower: PyCurve, wUpper: number): PyCurve {
  const wLower = 1 - wUpper;
  const p = (y: number) => wUpper * upper.p(y) + wLower * lower.p(y);
  // the blend of a curve that falls may fall, of one that stiffens may stiffen
  const softens = upper.softens === true || lower.softens === true;
  const stiffens = upper.stiffens === true || lower.stiffens === true;
  if (!upper.pWithSlope || !lower.pWithSlope) return { p, softens, stiffens };
  return {
    p,
    softens,
    stiffens,
    pWithSlope: (y) => {
      // methods called on their curves (a curve may be a class: KernelCurve)
      const pUpper = upper.pWithSlope!(y);
      const slopeUpper = pySlope.dpdy;
      const pLower = lower.pWithSlope!(y);
      pySlope.dpdy = wUpper * slopeUpper + wLower * pySlope.dpdy;
      return wUpper * pUpper + wLower * pLower;
    },
  };
}

/**
 * The solver model of a pile: mesh from the head to the toe with grade, the soil top, layer
 * boundaries and stiffness-zone ends as nodes; a node on a layer boundary gets the curves of
 * both layers weighted by its tributary length on either side.
 */
export function buildPileModel(input: PileModelInput): PileModel {
  const ax = axisProperties(input.section, input.axis);
  const EI = input.E_Pa * ax.I_m4;
  const b = ax.pyWidth_m;
  const breaks = [...input.soilBreaks_m];
  for (const zn of input.zones) breaks.push(zn.top_m, zn.bottom_m);
  const model = buildBeamColumnModel({
    zHead_m: -input.stickup_m,
    zToe_m: input.embedment_m,
    nElements: input.nElements,
    EI_Nm2: (a, c) => elementEI(input.zones, EI, a, c),
    zSoilTop_m: input.zSoilTop_m,
    curveAt: (z) => input.curveAt(z, b),
    breakpoints_m: breaks,
    axialLoad_N: input.axialLoad_N,
    head: input.head,
  });
  const curves = model.curves as (PyCurve | null)[];
  const tol = 1e-9 * (input.embedment_m + input.stickup_m);
  for (let i = 1; i < model.z_m.length - 1; i++) {
    const z = model.z_m[i]!;
    const L = model.springLength_m[i]!;
    const above = model.springLengthAbove_m[i]!;
    if (!(L > 0) || !(above > 0) || !input.soilBreaks_m.some((s) => Math.abs(s - z) <= tol)) continue;
    const upper = input.curveAt(z - 10 * tol - 1e-12, b);
    const lower = curves[i];
    if (upper && lower) curves[i] = blendCurves(upper, lower, above / L);
  }
  return { model, pyWidth_m: b, EI_Nm2: EI };
}
