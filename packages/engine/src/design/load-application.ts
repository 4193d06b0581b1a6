/**
 * Pile reveal details (product spec §3): the Axis of Rotation and the Design Load Application,
 * i.e. the height above grade at which each pier type's loads act.
 *
 * Engineering decision (issue 8): the Axis of Rotation is the height above grade of the
 * tracker's torque-tube rotation axis, where the tracker maker's pier loads act (the pier
 * reactions of a single-axis tracker are computed at the bearing on the torque tube). The
 * Design Load Application says which height the design takes:
 *
 * - 'asEntered' (default, also when the field is absent): each load table's own load height
 *   (loadHeight_m per pier type or row; Array Tech: the pile top, its tables being by pile height).
 *   Projects saved before this setting give the same results byte for byte.
 * - 'axisOfRotation': every pier type's loads act at settings.axisOfRotation_m. At a pile reveal
 *   h the loads reach the pile top by statics of the rigid post above it (the bracket and post
 *   between the axis and the pile top carry no soil): V unchanged, M_top = M + V·(axis − h).
 * - 'pileTop': the loads as given act at the top of each pile: lift 0 at every reveal.
 *
 * The lift (load height − pile height) is also the lever arm of the top deflection
 * (candidate.ts loadPointDeflection).
 */
export const DESIGN_LOAD_APPLICATIONS = ['asEntered', 'axisOfRotation', 'pileTop'] as const;
export type DesignLoadApplication = (typeof DESIGN_LOAD_APPLICATIONS)[number];

/** The two settings this reads (DesignInput['settings'] has them; kept narrow for the UI's use). */
export interface LoadApplicationSettings {
  designLoadApplication?: DesignLoadApplication | undefined;
  axisOfRotation_m?: number | undefined;
}

/** The Design Load Application of the settings: absent means 'asEntered'. */
export function designLoadApplicationOf(s: LoadApplicationSettings): DesignLoadApplication {
  return s.designLoadApplication ?? 'asEntered';
}

/**
 * The height above grade, m, at which a pier type's loads act at pile reveal `pileHeight_m`:
 * the axis of rotation, the pile top, or the load table's own height (`tableLoadHeight_m`).
 * 'axisOfRotation' without an axis height falls back to the table's (the input check refuses it).
 */
export function appliedLoadHeight(
  s: LoadApplicationSettings,
  tableLoadHeight_m: number,
  pileHeight_m: number,
): number {
  switch (designLoadApplicationOf(s)) {
    case 'axisOfRotation':
      return s.axisOfRotation_m ?? tableLoadHeight_m;
    case 'pileTop':
      return pileHeight_m;
    case 'asEntered':
      return tableLoadHeight_m;
  }
}

/** How the run applied the loads, in words (the result and the report state it). */
export function describeLoadApplication(s: LoadApplicationSettings): string {
  switch (designLoadApplicationOf(s)) {
    case 'axisOfRotation':
      return `axisOfRotation: every pier type's loads act at the axis of rotation, ${s.axisOfRotation_m} m above grade; at each pile reveal h they are carried rigidly to the pile top (V unchanged, M + V·(${s.axisOfRotation_m} m − h))`;
    case 'pileTop':
      return 'pileTop: the loads as given act at the top of each pile (no lift: M at the pile top as given)';
    case 'asEntered':
      return "asEntered: the loads act at each load table's own load height and are carried rigidly to the pile top (M + V·(load height − h))";
  }
}
