/**
 * The section left after corrosion: every exposed steel face of an I-shape loses the same
 * thickness x (soil on all faces of a driven W pile).
 *
 * Geometric rule (x = steel loss per face):
 *   tf' = tf − 2x   (outer and inner flange faces)
 *   tw' = tw − 2x   (both web faces)
 *   d'  = d − 2x    (the two outer flange faces)
 *   bf' = bf − 2x   (the two flange tips)
 * Additive properties (A, Ix, Iy, Zx, Zy) are reduced by the plate-model difference
 *   P' = P_table − (P_plates(d, bf, tf, tw) − P_plates(d', bf', tf', tw')),
 * so the fillet contribution of a rolled shape is kept (fillets also corrode; their loss is
 * a second-order term, ignored). For user plate sections P_table = P_plates and the rule is
 * exact. S' = I'/(extreme fibre), r' = √(I'/A'), weight scales with A'/A.
 */
import { plateTorsionConstantJ_m4, torsionConstantJ_m4 } from '../sections/torsion';
import type { IShapeDimensions, SteelSection } from '../sections/types';
import { iShapeProperties } from '../sections/i-shape';
import { pipeSection } from '../sections/pipe';

export interface CorrodedSection {
  section: SteelSection;
  lossPerFace_m: number;
  dimensions: IShapeDimensions;
  rule: string;
}

/** Pipes: soil on the outside and, in an open driven pipe, the soil plug inside: both faces lose x. */
export const PIPE_CORROSION_GEOMETRY_RULE = 'pipe loses x on its outer and inner faces: od−2x, t−2x';

export const CORROSION_GEOMETRY_RULE =
  'I-shape loses x on each exposed face: tf−2x, tw−2x, d−2x, bf−2x; A, I, Z reduced by the plate-model difference (fillets kept); S=I/c, r=√(I/A)';

/** Plate dimensions after a uniform loss x per exposed face (rule above). */
export function corrodedIShapeDimensions(dims: IShapeDimensions, lossPerFace_m: number): IShapeDimensions {
  const x2 = 2 * lossPerFace_m;
  return { d_m: dims.d_m - x2, bf_m: dims.bf_m - x2, tf_m: dims.tf_m - x2, tw_m: dims.tw_m - x2 };
}

/** The reduced SteelSection for a steel loss per exposed face (m). Throws for pipes or a loss eating a plate. */
export function corrodedSection(section: SteelSection, lossPerFace_m: number): CorrodedSection {
  if (!Number.isFinite(lossPerFace_m) || lossPerFace_m < 0) {
    throw new RangeError('corrodedSection: lossPerFace_m must be a finite number ≥ 0');
  }
  if (section.shape === 'pipe') return corrodedPipe(section, lossPerFace_m);
  const nominal: IShapeDimensions = {
    d_m: section.d_m,
    bf_m: section.bf_m,
    tf_m: section.tf_m,
    tw_m: section.tw_m,
  };
  const dims = corrodedIShapeDimensions(nominal, lossPerFace_m);
  if (dims.tf_m <= 0 || dims.tw_m <= 0) {
    throw new RangeError(
      `corrodedSection: loss ${lossPerFace_m * 1e3} mm per face consumes the ${dims.tw_m <= 0 ? 'web' : 'flange'} of ${section.name}`,
    );
  }
  const p0 = iShapeProperties(nominal);
  const p1 = iShapeProperties(dims);
  const A = section.A_m2 - (p0.A_m2 - p1.A_m2);
  const Ix = section.Ix_m4 - (p0.Ix_m4 - p1.Ix_m4);
  const Iy = section.Iy_m4 - (p0.Iy_m4 - p1.Iy_m4);
  const reduced: SteelSection = {
    ...section,
    name: `${section.name} corroded ${(lossPerFace_m * 1e3).toFixed(3)} mm/face`,
    weight_N_per_m: section.weight_N_per_m * (A / section.A_m2),
    d_m: dims.d_m,
    bf_m: dims.bf_m,
    tf_m: dims.tf_m,
    tw_m: dims.tw_m,
    A_m2: A,
    Ix_m4: Ix,
    Iy_m4: Iy,
    Sx_m3: Ix / (dims.d_m / 2),
    Sy_m3: Iy / (dims.bf_m / 2),
    Zx_m3: section.Zx_m3 - (p0.Zx_m3 - p1.Zx_m3),
    Zy_m3: section.Zy_m3 - (p0.Zy_m3 - p1.Zy_m3),
    rx_m: Math.sqrt(Ix / A),
    ry_m: Math.sqrt(Iy / A),
    // The tabulated J loses what the plates lose, like the other properties.
    J_m4: torsionConstantJ_m4(section) - (plateTorsionConstantJ_m4(nominal) - plateTorsionConstantJ_m4(dims)),
    boxPerimeter_m: 2 * (dims.d_m + dims.bf_m),
    boxArea_m2: dims.d_m * dims.bf_m,
    source: `${section.source}; corroded per PileWise corrosion rule`,
  };
  return { section: reduced, lossPerFace_m, dimensions: dims, rule: CORROSION_GEOMETRY_RULE };
}

/** A pipe after a loss x on both faces (PIPE_CORROSION_GEOMETRY_RULE); exact, a pipe has no fillets. */
function corrodedPipe(section: SteelSection, lossPerFace_m: number): CorrodedSection {
  const od_m = section.d_m - 2 * lossPerFace_m;
  const t_m = section.tf_m - 2 * lossPerFace_m;
  if (t_m <= 0)
    throw new RangeError(
      `corrodedSection: loss ${lossPerFace_m * 1e3} mm per face consumes the wall of ${section.name}`,
    );
  const name = `${section.name} corroded ${(lossPerFace_m * 1e3).toFixed(3)} mm/face`;
  const reduced = { ...pipeSection({ od_m, t_m }, name), source: section.source };
  return {
    section: reduced,
    lossPerFace_m,
    dimensions: { d_m: od_m, bf_m: od_m, tf_m: t_m, tw_m: t_m },
    rule: PIPE_CORROSION_GEOMETRY_RULE,
  };
}
