import type { IShapeDimensions } from './types';

/** Section properties of a doubly symmetric I-shape. SI: m, m², m³, m⁴. */
export interface IShapeProperties {
  A_m2: number;
  Ix_m4: number;
  Iy_m4: number;
  Sx_m3: number;
  Sy_m3: number;
  Zx_m3: number;
  Zy_m3: number;
  rx_m: number;
  ry_m: number;
}

/** Web clear height between flanges, h = d − 2 tf (fillets ignored). */
function webHeight(d: IShapeDimensions): number {
  return d.d_m - 2 * d.tf_m;
}

/** A = 2 bf tf + (d − 2tf) tw: three plates, fillets ignored. */
export function iShapeArea(d: IShapeDimensions): number {
  return 2 * d.bf_m * d.tf_m + webHeight(d) * d.tw_m;
}

/** Ix = [bf d³ − (bf − tw)(d − 2tf)³]/12 (strong axis, parallel to the flanges). */
export function iShapeIx(d: IShapeDimensions): number {
  return (d.bf_m * d.d_m ** 3 - (d.bf_m - d.tw_m) * webHeight(d) ** 3) / 12;
}

/** Iy = [2 tf bf³ + (d − 2tf) tw³]/12 (weak axis, along the web). */
export function iShapeIy(d: IShapeDimensions): number {
  return (2 * d.tf_m * d.bf_m ** 3 + webHeight(d) * d.tw_m ** 3) / 12;
}

/** Zx = bf tf (d − tf) + tw (d − 2tf)²/4: plastic modulus, strong axis. */
export function iShapeZx(d: IShapeDimensions): number {
  return d.bf_m * d.tf_m * (d.d_m - d.tf_m) + (d.tw_m * webHeight(d) ** 2) / 4;
}

/** Zy = tf bf²/2 + (d − 2tf) tw²/4: plastic modulus, weak axis. */
export function iShapeZy(d: IShapeDimensions): number {
  return (d.tf_m * d.bf_m ** 2) / 2 + (webHeight(d) * d.tw_m ** 2) / 4;
}

/**
 * Every property of an I-shape from its plate dimensions (fillets ignored, so A and I are
 * a few percent below the AISC tabulated values of rolled shapes). Used for user-defined
 * shapes (NXT, company shapes) and for corroded sections.
 */
export function iShapeProperties(dims: IShapeDimensions): IShapeProperties {
  const A_m2 = iShapeArea(dims);
  const Ix_m4 = iShapeIx(dims);
  const Iy_m4 = iShapeIy(dims);
  return {
    A_m2,
    Ix_m4,
    Iy_m4,
    Sx_m3: (2 * Ix_m4) / dims.d_m,
    Sy_m3: (2 * Iy_m4) / dims.bf_m,
    Zx_m3: iShapeZx(dims),
    Zy_m3: iShapeZy(dims),
    rx_m: Math.sqrt(Ix_m4 / A_m2),
    ry_m: Math.sqrt(Iy_m4 / A_m2),
  };
}

/** Why a set of I-shape dimensions is not a shape, or null when it is one. */
export function iShapeDimensionsProblem(d: IShapeDimensions): string | null {
  const entries: [keyof IShapeDimensions, number][] = [
    ['d_m', d.d_m],
    ['bf_m', d.bf_m],
    ['tf_m', d.tf_m],
    ['tw_m', d.tw_m],
  ];
  for (const [name, v] of entries) {
    if (!Number.isFinite(v) || v <= 0) return `${name} must be a positive number (got ${v})`;
  }
  if (2 * d.tf_m >= d.d_m) return `tf_m (${d.tf_m}) must be less than half of d_m (${d.d_m})`;
  if (d.tw_m >= d.bf_m) return `tw_m (${d.tw_m}) must be less than bf_m (${d.bf_m})`;
  return null;
}
