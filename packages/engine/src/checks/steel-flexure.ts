/**
 * Nominal flexural strength of a doubly symmetric W section, AISC 360-16 chapter F:
 * strong axis F2 (compact web and flanges; LTB), F3 (noncompact/slender flanges: FLB), F4 (noncompact
 * web) and F5 (slender web), weak axis F6. SI: N·m, m, Pa. J from the section's table (AISC)
 * or, for plate sections, from the plates.
 */
import type { SteelSection } from '../sections/types';
import { torsionConstantJ_m4, warpingConstantCw_m6 } from '../sections/torsion';
import { slenderness } from './steel-axial';

export interface LtbParameters {
  Lp_m: number;
  Lr_m: number;
  rts_m: number;
  h0_m: number;
  J_m4: number;
  Cw_m6: number;
}

/** AISC 360-16 Eq. F2-5 (Lp = 1.76 ry √(E/Fy)), F2-6 (Lr), F2-7 (rts² = √(Iy Cw)/Sx), c = 1. */
export function ltbParameters(
  section: SteelSection,
  Fy_Pa: number,
  E_Pa: number,
  J_m4 = torsionConstantJ_m4(section),
  Cw_m6 = warpingConstantCw_m6(section),
): LtbParameters {
  const h0 = section.d_m - section.tf_m;
  const rts = Math.sqrt(Math.sqrt(section.Iy_m4 * Cw_m6) / section.Sx_m3);
  const Lp = 1.76 * section.ry_m * Math.sqrt(E_Pa / Fy_Pa);
  const Lr = limitingLengthLr_m(rts, J_m4 / (section.Sx_m3 * h0), Fy_Pa, E_Pa);
  return { Lp_m: Lp, Lr_m: Lr, rts_m: rts, h0_m: h0, J_m4, Cw_m6 };
}

/** F2-6 / F4-8 (FL = 0.7Fy, doubly symmetric): Lr = 1.95 r (E/FL) √(j + √(j² + 6.76 (FL/E)²)), j = J/(Sx h0). */
function limitingLengthLr_m(r_m: number, jTerm: number, Fy_Pa: number, E_Pa: number): number {
  const FL = 0.7 * Fy_Pa;
  return 1.95 * r_m * (E_Pa / FL) * Math.sqrt(jTerm + Math.sqrt(jTerm ** 2 + 6.76 * (FL / E_Pa) ** 2));
}

/**
 * F4 (doubly symmetric, noncompact web) LTB parameters: rt (F4-11, hc = h = d − 2tf,
 * aw = h tw/(bf tf) F4-12) takes the place of rts, Lp = 1.1 rt √(E/Fy) (F4-7), Lr from F4-8.
 * Iyc/Iy = 0.5 > 0.23, so J is kept.
 */
export function ltbParametersF4(
  section: SteelSection,
  Fy_Pa: number,
  E_Pa: number,
  J_m4 = torsionConstantJ_m4(section),
  Cw_m6 = warpingConstantCw_m6(section),
): LtbParameters {
  const { d_m: d, bf_m: bf, tf_m: tf, tw_m: tw } = section;
  const h = d - 2 * tf;
  const h0 = d - tf;
  const aw = (h * tw) / (bf * tf);
  const rt = bf / Math.sqrt(12 * (h0 / d + (aw * h * h) / (6 * h0 * d)));
  const Lp = 1.1 * rt * Math.sqrt(E_Pa / Fy_Pa);
  const Lr = limitingLengthLr_m(rt, J_m4 / (section.Sx_m3 * h0), Fy_Pa, E_Pa);
  return { Lp_m: Lp, Lr_m: Lr, rts_m: rt, h0_m: h0, J_m4, Cw_m6 };
}

export interface FlexuralStrength {
  Mn_Nm: number;
  /** Governing limit state and clause. */
  limitState: string;
  clause: string;
  details: Record<string, number | string>;
}

/** AISC 360-16 F2-1..F2-4: lateral-torsional buckling strength, Mn ≤ Mp. */
export function ltbStrength_Nm(
  Mp: number,
  Sx: number,
  Fy: number,
  E: number,
  Lb: number,
  Cb: number,
  p: LtbParameters,
): {
  Mn: number;
  zone: 'plastic' | 'inelastic' | 'elastic';
} {
  if (Lb <= p.Lp_m) return { Mn: Mp, zone: 'plastic' }; // F2-1
  if (Lb <= p.Lr_m) {
    const Mn = Cb * (Mp - (Mp - 0.7 * Fy * Sx) * ((Lb - p.Lp_m) / (p.Lr_m - p.Lp_m))); // F2-2
    return { Mn: Math.min(Mn, Mp), zone: 'inelastic' };
  }
  const s = Lb / p.rts_m;
  const Fcr = ((Cb * Math.PI ** 2 * E) / (s * s)) * Math.sqrt(1 + 0.078 * (p.J_m4 / (Sx * p.h0_m)) * s * s); // F2-4
  return { Mn: Math.min(Fcr * Sx, Mp), zone: 'elastic' }; // F2-3
}

/** F5-6: Rpg = 1 − aw/(1200 + 300 aw)·(hc/tw − 5.7√(E/Fy)) ≤ 1.0, aw from F4-12 but ≤ 10. */
export function bendingStrengthReductionRpg(aw: number, hcOverTw: number, Fy: number, E: number): number {
  const a = Math.min(aw, 10);
  return Math.min(1, 1 - (a / (1200 + 300 * a)) * (hcOverTw - 5.7 * Math.sqrt(E / Fy)));
}

/** F5-5: Lr = π rt √(E/(0.7 Fy)). */
export function limitingLengthLrF5_m(rt_m: number, Fy: number, E: number): number {
  return Math.PI * rt_m * Math.sqrt(E / (0.7 * Fy));
}

/** F5-3: Fcr = Cb [Fy − 0.3 Fy (Lb − Lp)/(Lr − Lp)] ≤ Fy (Lp < Lb ≤ Lr). */
function ltbStressInelasticF5_Pa(Fy: number, Lb: number, Lp: number, Lr: number, Cb: number): number {
  return Math.min(Fy, Cb * (Fy - 0.3 * Fy * ((Lb - Lp) / (Lr - Lp))));
}

/** F5-4: Fcr = Cb π² E/(Lb/rt)² ≤ Fy (Lb > Lr). */
function ltbStressElasticF5_Pa(Fy: number, E: number, Lb: number, rt: number, Cb: number): number {
  return Math.min(Fy, (Cb * Math.PI ** 2 * E) / (Lb / rt) ** 2);
}

/** F5-8: Fcr = Fy − 0.3 Fy (λ − λpf)/(λrf − λpf) (noncompact flange). */
function flbStressNoncompactF5_Pa(Fy: number, lambda: number, lpf: number, lrf: number): number {
  return Fy - 0.3 * Fy * ((lambda - lpf) / (lrf - lpf));
}

/** F5-9: Fcr = 0.9 E kc/λ², kc = 4/√(h/tw), 0.35 ≤ kc ≤ 0.76 (slender flange). */
function flbStressSlenderF5_Pa(E: number, lambda: number, hOverTw: number): number {
  const kc = Math.min(0.76, Math.max(0.35, 4 / Math.sqrt(hOverTw)));
  return (0.9 * E * kc) / lambda ** 2;
}

/**
 * F13.2 proportioning limit for an unstiffened web (a/h > 1.5): h/tw ≤ min(0.40 E/Fy, 260).
 * F5 is not applicable past it; Mn = 0 so the check fails and says so.
 */
export function webProportioningLimitF13(Fy: number, E: number): number {
  return Math.min((0.4 * E) / Fy, 260);
}

/**
 * Strong-axis Mnx, AISC 360-16 F5, doubly symmetric I-shape with a slender web
 * (h/tw > 5.70√(E/Fy)), hc = h = d − 2tf, Sxc = Sxt = Sx. Mn = least of
 * compression flange yielding Rpg Fy Sxc (F5-1), LTB Rpg Fcr Sxc (F5-2; Fcr F5-3 / F5-4,
 * Lp = 1.1 rt √(E/Fy) F4-7, Lr F5-5, rt F4-11), compression flange local buckling
 * Rpg Fcr Sxc (F5-7; Fcr F5-8 noncompact / F5-9 slender). Tension flange yielding (F5-10)
 * does not apply since Sxt = Sxc (F5.4).
 */
export function slenderWebFlexureF5(
  section: SteelSection,
  Fy: number,
  E: number,
  Lb_m: number,
  Cb = 1,
): FlexuralStrength {
  const sl = slenderness(section);
  const root = Math.sqrt(E / Fy);
  const lpf = 0.38 * root;
  const lrf = 1.0 * root;
  const webLimit = webProportioningLimitF13(Fy, E);
  if (sl.web > webLimit) {
    return {
      Mn_Nm: 0,
      limitState: `web h/tw ${sl.web.toFixed(1)} > ${webLimit.toFixed(1)} (F13.2 unstiffened web limit)`,
      clause: 'AISC 360-16 F13.2',
      details: { webSlenderness: sl.web, webLimit },
    };
  }
  const { bf_m: bf, tf_m: tf, tw_m: tw } = section;
  const Sx = section.Sx_m3;
  const aw = (sl.h_m * tw) / (bf * tf); // F4-12
  const Rpg = bendingStrengthReductionRpg(aw, sl.web, Fy, E); // F5-6
  const p = ltbParametersF4(section, Fy, E); // rt F4-11, Lp F4-7 (its Lr is replaced below)
  const rt = p.rts_m;
  const Lp = p.Lp_m;
  const Lr = limitingLengthLrF5_m(rt, Fy, E); // F5-5
  let Mn = Rpg * Fy * Sx; // F5-1
  let limitState = 'compression flange yielding (F5-1)';
  let ltbFcr = Fy;
  if (Lb_m > Lp) {
    const elastic = Lb_m > Lr;
    ltbFcr = elastic
      ? ltbStressElasticF5_Pa(Fy, E, Lb_m, rt, Cb)
      : ltbStressInelasticF5_Pa(Fy, Lb_m, Lp, Lr, Cb);
    const ltb = Rpg * ltbFcr * Sx; // F5-2
    if (ltb < Mn) {
      Mn = ltb;
      limitState = elastic ? 'LTB elastic (F5-4)' : 'LTB inelastic (F5-3)';
    }
  }
  let flbFcr = Fy;
  if (sl.flange > lpf) {
    const slender = sl.flange > lrf;
    flbFcr = slender
      ? flbStressSlenderF5_Pa(E, sl.flange, sl.web)
      : flbStressNoncompactF5_Pa(Fy, sl.flange, lpf, lrf);
    const flb = Rpg * flbFcr * Sx; // F5-7
    if (flb < Mn) {
      Mn = flb;
      limitState = slender ? 'FLB slender (F5-9)' : 'FLB noncompact (F5-8)';
    }
  }
  return {
    Mn_Nm: Mn,
    limitState,
    clause: 'AISC 360-16 F5',
    details: {
      Myc_Nm: Fy * Sx,
      Rpg,
      aw,
      Lb_m,
      Cb,
      Lp_m: Lp,
      Lr_m: Lr,
      rt_m: rt,
      ltbFcr_Pa: ltbFcr,
      flbFcr_Pa: flbFcr,
      flangeSlenderness: sl.flange,
      webSlenderness: sl.web,
      tensionFlangeYielding: 'does not apply, Sxt = Sxc (F5.4)',
    },
  };
}

/**
 * The strong-axis limit states by name and equation: F2 (LTB) with F3 (FLB) for a compact web,
 * F4 for a noncompact one. Written once: the search computes Mnx thousands of times a design.
 */
const F2_F3_LIMIT_STATES = {
  plastic: 'yielding (F2-1)',
  inelastic: 'LTB inelastic (F2-2)',
  elastic: 'LTB elastic (F2-3)',
  flbNoncompact: 'FLB noncompact (F3-1)',
  flbSlender: 'FLB slender (F3-2)',
} as const;
const F4_LIMIT_STATES = {
  plastic: 'compression flange yielding (F4-1)',
  inelastic: 'LTB inelastic (F4-2)',
  elastic: 'LTB elastic (F4-3)',
  flbNoncompact: 'FLB noncompact (F4-13)',
  flbSlender: 'FLB slender (F4-14)',
} as const;

/**
 * Strong-axis Mnx. Web compact (h/tw ≤ 3.76√(E/Fy)): F2 when the flanges are compact
 * (bf/2tf ≤ 0.38√(E/Fy)), else F3 = min(LTB, FLB F3-1 noncompact / F3-2 slender).
 * Web noncompact (≤ 5.70√(E/Fy)): F4 for a doubly symmetric shape — the same equations with
 * Mp replaced by Rpc·Myc (F4-9b, Myc = Fy·Sx), rts by rt and Lp = 1.1 rt √(E/Fy) (F4-7, F4-11).
 * Slender web (> 5.70√(E/Fy)): F5, see slenderWebFlexureF5.
 */
export function strongAxisFlexure(
  section: SteelSection,
  Fy: number,
  E: number,
  Lb_m: number,
  Cb = 1,
  J_m4?: number,
  Cw_m6?: number,
): FlexuralStrength {
  const sl = slenderness(section);
  const root = Math.sqrt(E / Fy);
  const lpf = 0.38 * root;
  const lrf = 1.0 * root;
  const lpw = 3.76 * root;
  const lrw = 5.7 * root;
  if (sl.web > lrw) return slenderWebFlexureF5(section, Fy, E, Lb_m, Cb);
  const webCompact = sl.web <= lpw;
  const Sx = section.Sx_m3;
  // F4: Rpc = Mp/Myc − (Mp/Myc − 1)(λ − λpw)/(λrw − λpw) ≤ Mp/Myc, Mp = Fy Zx ≤ 1.6 Fy Sx (F4-9b).
  const mpOverMy = Math.min(section.Zx_m3 / Sx, 1.6);
  const Rpc = webCompact ? 1 : Math.min(mpOverMy, mpOverMy - (mpOverMy - 1) * ((sl.web - lpw) / (lrw - lpw)));
  const Mp = webCompact ? Fy * section.Zx_m3 : Rpc * Fy * Sx;
  const p = webCompact
    ? ltbParameters(section, Fy, E, J_m4, Cw_m6)
    : ltbParametersF4(section, Fy, E, J_m4, Cw_m6);
  const ltb = ltbStrength_Nm(Mp, Sx, Fy, E, Lb_m, Cb, p);
  let Mn = ltb.Mn;
  const names = webCompact ? F2_F3_LIMIT_STATES : F4_LIMIT_STATES;
  let limitState: string = names[ltb.zone];
  let clause = webCompact ? 'AISC 360-16 F2' : 'AISC 360-16 F4';
  if (sl.flange > lpf) {
    clause = webCompact ? 'AISC 360-16 F3' : clause;
    let flb: number;
    let flbName: string;
    if (sl.flange <= lrf) {
      flb = Mp - (Mp - 0.7 * Fy * Sx) * ((sl.flange - lpf) / (lrf - lpf)); // F3-1
      flbName = names.flbNoncompact;
    } else {
      const kc = Math.min(0.76, Math.max(0.35, 4 / Math.sqrt(sl.web)));
      flb = (0.9 * E * kc * Sx) / sl.flange ** 2; // F3-2
      flbName = names.flbSlender;
    }
    if (flb < Mn) {
      Mn = flb;
      limitState = flbName;
    }
  }
  return {
    Mn_Nm: Mn,
    limitState,
    clause,
    details: {
      Mp_Nm: Mp,
      Rpc,
      Lb_m,
      Cb,
      Lp_m: p.Lp_m,
      Lr_m: p.Lr_m,
      rts_m: p.rts_m,
      J_m4: p.J_m4,
      Cw_m6: p.Cw_m6,
      flangeSlenderness: sl.flange,
      webSlenderness: sl.web,
    },
  };
}

/** Weak-axis Mny, AISC 360-16 F6: Mp = min(Fy Zy, 1.6 Fy Sy) (F6-1); FLB F6-2 (noncompact), F6-3/F6-4 (slender). */
export function weakAxisFlexure(section: SteelSection, Fy: number, E: number): FlexuralStrength {
  const lambda = section.bf_m / (2 * section.tf_m);
  const root = Math.sqrt(E / Fy);
  const lpf = 0.38 * root;
  const lrf = 1.0 * root;
  const Sy = section.Sy_m3;
  const Mp = Math.min(Fy * section.Zy_m3, 1.6 * Fy * Sy);
  let Mn = Mp;
  let limitState = 'yielding (F6-1)';
  if (lambda > lrf) {
    Mn = ((0.69 * E) / lambda ** 2) * Sy; // F6-3, F6-4
    limitState = 'FLB slender (F6-3)';
  } else if (lambda > lpf) {
    Mn = Mp - (Mp - 0.7 * Fy * Sy) * ((lambda - lpf) / (lrf - lpf)); // F6-2
    limitState = 'FLB noncompact (F6-2)';
  }
  return {
    Mn_Nm: Mn,
    limitState,
    clause: 'AISC 360-16 F6',
    details: { Mp_Nm: Mp, flangeSlenderness: lambda },
  };
}
