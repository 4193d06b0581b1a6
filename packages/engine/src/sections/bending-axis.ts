import type { SteelSection } from './types';

/** Strong axis: bending about x, in the plane of the web. Weak: about y. */
export type BendingAxis = 'strong' | 'weak';

/** What the lateral analysis needs of a section for one bending axis. */
export interface AxisProperties {
  /** Second moment of area about the bending axis, m⁴. */
  I_m4: number;
  /** Width facing the soil (the p-y width b), m. */
  pyWidth_m: number;
  /** Extreme-fibre distance for stress recovery, m. */
  c_m: number;
}

/**
 * Our convention (state it in the UI): strong-axis bending pushes a flange into the soil, so
 * b = bf and I = Ix; weak-axis bending pushes the web edge-on, the face is the depth, so
 * b = d and I = Iy. For pipes both give OD and I.
 */
export function axisProperties(s: SteelSection, axis: BendingAxis): AxisProperties {
  switch (axis) {
    case 'strong':
      return { I_m4: s.Ix_m4, pyWidth_m: s.bf_m, c_m: s.d_m / 2 };
    case 'weak':
      return { I_m4: s.Iy_m4, pyWidth_m: s.d_m, c_m: s.bf_m / 2 };
  }
}
