import { iShapeDimensionsProblem, iShapeProperties } from './i-shape';
import type { IShapeDimensions, SteelSection } from './types';
import { N_PER_M_PER_LB_PER_FT, steelWeightPerLength_N_per_m } from './units';

/**
 * Properties a producer's sheet may tabulate for a shape (they include the fillets the plate
 * formulas leave out). Each one given replaces the computed value.
 */
export interface TabulatedIShapeProperties {
  A_m2?: number;
  Ix_m4?: number;
  Iy_m4?: number;
  Zx_m3?: number;
  Zy_m3?: number;
  J_m4?: number;
}

/** A user-defined I-shape (NXT, a company's own shapes): name, family and plate dimensions. */
export interface UserIShapeInput extends IShapeDimensions, TabulatedIShapeProperties {
  name: string;
  family?: string;
  /** Self weight, N/m; default A · 7850 kg/m³ · g. */
  weight_N_per_m?: number;
  /** Where the numbers come from (mill data sheet, vendor drawing): shown with the results. */
  source?: string;
}

const PLATES_SOURCE = 'user-defined plate dimensions; properties computed with fillets ignored';

/**
 * A SteelSection from plate dimensions, properties by iShapeProperties (fillets ignored), except
 * those the input tabulates; S = I/(d/2) and I/(bf/2), r = √(I/A) follow the values used.
 */
export function userISection(input: UserIShapeInput): SteelSection {
  const problem = iShapeDimensionsProblem(input);
  if (problem) throw new Error(`section '${input.name}': ${problem}`);
  const p = iShapeProperties(input);
  const A_m2 = input.A_m2 ?? p.A_m2;
  const Ix_m4 = input.Ix_m4 ?? p.Ix_m4;
  const Iy_m4 = input.Iy_m4 ?? p.Iy_m4;
  const weight_N_per_m = input.weight_N_per_m ?? steelWeightPerLength_N_per_m(A_m2);
  const tabulated = (['A_m2', 'Ix_m4', 'Iy_m4', 'Zx_m3', 'Zy_m3', 'J_m4'] as const).filter(
    (k) => input[k] !== undefined,
  );
  const basis = tabulated.length > 0 ? `${PLATES_SOURCE}; tabulated ${tabulated.join(', ')}` : PLATES_SOURCE;
  return {
    name: input.name,
    shape: 'user-W',
    family: input.family ?? 'user',
    weight_N_per_m,
    weight_lb_per_ft: weight_N_per_m / N_PER_M_PER_LB_PER_FT,
    d_m: input.d_m,
    bf_m: input.bf_m,
    tf_m: input.tf_m,
    tw_m: input.tw_m,
    A_m2,
    Ix_m4,
    Iy_m4,
    Sx_m3: (2 * Ix_m4) / input.d_m,
    Sy_m3: (2 * Iy_m4) / input.bf_m,
    Zx_m3: input.Zx_m3 ?? p.Zx_m3,
    Zy_m3: input.Zy_m3 ?? p.Zy_m3,
    rx_m: Math.sqrt(Ix_m4 / A_m2),
    ry_m: Math.sqrt(Iy_m4 / A_m2),
    ...(input.J_m4 !== undefined ? { J_m4: input.J_m4 } : {}),
    boxPerimeter_m: 2 * (input.d_m + input.bf_m),
    boxArea_m2: input.d_m * input.bf_m,
    source: input.source ? `${input.source} (${basis})` : basis,
  };
}

/** A user-defined section given by its full properties (SI). */
export interface UserPropertiesInput extends IShapeDimensions {
  name: string;
  family?: string;
  A_m2: number;
  Ix_m4: number;
  Iy_m4: number;
  Sx_m3: number;
  Sy_m3: number;
  Zx_m3: number;
  Zy_m3: number;
  weight_N_per_m?: number;
  source?: string;
}

const POSITIVE_FIELDS = [
  'd_m',
  'bf_m',
  'tf_m',
  'tw_m',
  'A_m2',
  'Ix_m4',
  'Iy_m4',
  'Sx_m3',
  'Sy_m3',
  'Zx_m3',
  'Zy_m3',
] as const;

/** A SteelSection exactly as the user states it; only r is derived (r = √(I/A)). */
export function userPropertiesSection(input: UserPropertiesInput): SteelSection {
  for (const f of POSITIVE_FIELDS) {
    const v = input[f];
    if (!Number.isFinite(v) || v <= 0) {
      throw new Error(`section '${input.name}': ${f} must be a positive number (got ${v})`);
    }
  }
  const weight_N_per_m = input.weight_N_per_m ?? steelWeightPerLength_N_per_m(input.A_m2);
  return {
    name: input.name,
    shape: 'user-properties',
    family: input.family ?? 'user',
    weight_N_per_m,
    weight_lb_per_ft: weight_N_per_m / N_PER_M_PER_LB_PER_FT,
    d_m: input.d_m,
    bf_m: input.bf_m,
    tf_m: input.tf_m,
    tw_m: input.tw_m,
    A_m2: input.A_m2,
    Ix_m4: input.Ix_m4,
    Iy_m4: input.Iy_m4,
    Sx_m3: input.Sx_m3,
    Sy_m3: input.Sy_m3,
    Zx_m3: input.Zx_m3,
    Zy_m3: input.Zy_m3,
    rx_m: Math.sqrt(input.Ix_m4 / input.A_m2),
    ry_m: Math.sqrt(input.Iy_m4 / input.A_m2),
    boxPerimeter_m: 2 * (input.d_m + input.bf_m),
    boxArea_m2: input.d_m * input.bf_m,
    source: input.source ?? 'user-defined properties',
  };
}
