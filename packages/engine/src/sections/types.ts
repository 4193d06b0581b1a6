/**
 * A steel section as the engine sees it. SI units throughout (m, m², m⁴, N/m).
 * Strong axis = x (bending in the plane of the web), weak axis = y.
 */
export type SectionShape = 'W' | 'pipe' | 'user-W' | 'user-properties';

export interface SteelSection {
  /** Display name, e.g. 'W6x9', 'NXT 10', 'PIPE 0.6x0.012'. */
  name: string;
  shape: SectionShape;
  /** Family the section belongs to, e.g. 'W6', 'W8', 'NXT', 'pipe'. */
  family: string;
  /** Self weight per length, N/m. */
  weight_N_per_m: number;
  /** Nominal weight per length, lb/ft (the AISC designation weight for W shapes). */
  weight_lb_per_ft: number;
  /** Overall depth (W) or outside diameter (pipe), m. */
  d_m: number;
  /** Flange width (W) or outside diameter (pipe), m. The p-y width for strong-axis bending. */
  bf_m: number;
  /** Flange thickness (W) or wall thickness (pipe), m. */
  tf_m: number;
  /** Web thickness (W) or wall thickness (pipe), m. */
  tw_m: number;
  A_m2: number;
  Ix_m4: number;
  Iy_m4: number;
  Sx_m3: number;
  Sy_m3: number;
  Zx_m3: number;
  Zy_m3: number;
  /** Radii of gyration, m. */
  rx_m: number;
  ry_m: number;
  /**
   * Torsional constant, m⁴, where a table gives it (AISC rows: includes the fillets, ≈ 13 % above
   * the plate formula Σ b·t³/3 on W6/W8). Absent: the checks use the plate formula.
   */
  J_m4?: number;
  /** Perimeter of the enclosing box (W: 2(d + bf)) or circumference (pipe), m: used for skin friction. */
  boxPerimeter_m: number;
  /** Area of the enclosing box (W: d·bf) or full circle (pipe), m²: used for end bearing (plugged). */
  boxArea_m2: number;
  /** Where the numbers come from (e.g. 'AISC Shapes Database v16.0'). */
  source: string;
}

/** Plate dimensions of an I-shape, m. */
export interface IShapeDimensions {
  d_m: number;
  bf_m: number;
  tf_m: number;
  tw_m: number;
}
