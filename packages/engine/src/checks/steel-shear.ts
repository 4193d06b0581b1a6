/**
 * Shear strength of the pile section, AISC 360-16 chapter G, per axis of bending: the strong
 * axis's shear (Vx, parallel to the web) on the web (G2.1), the weak axis's (Vy) on the two
 * flanges (G6), a pipe's on its wall (G5). No interaction between the axes: chapter G has none.
 * Required shear from the same analyses as the steel strength check (ASD: at 1.6 × the loads, ÷ 1.6).
 * SI: N, m, Pa.
 */
import type { BendingAxis, SteelSection } from '../sections';
import { CheckWithDeferredWorking, type CheckResult } from './check-result';
import type { SteelDesignMethod } from './steel-axial';

export interface ShearStrength {
  /** Nominal shear strength Vn, N. */
  Vn_N: number;
  /** φv (LRFD) and Ωv (ASD) of the clause that gave Vn. */
  phi: number;
  omega: number;
  clause: string;
  /** The intermediate values of the clause, for the working (SI suffixes). */
  details: Record<string, unknown>;
}

/** AISC 360-16 G1: φv = 0.90, Ωv = 1.67 unless G2.1(a) says otherwise. */
const PHI_V = 0.9;
const OMEGA_V = 1.67;

/** Web shear buckling coefficient of a web without transverse stiffeners, G2.1(b)(2)(i). */
const KV_WEB = 5.34;
/** G6: kv for the flanges in weak-axis shear. */
const KV_FLANGE = 1.2;

/**
 * G2.1, shear in the web: Vn = 0.6 Fy Aw Cv1 (G2-1), Aw = d·tw. (a) A rolled I-shape with
 * h/tw ≤ 2.24 √(E/Fy): Cv1 = 1.0 (G2-2), φv = 1.00, Ωv = 1.50. (b) Otherwise φv = 0.90,
 * Ωv = 1.67 and Cv1 = 1.0 while h/tw ≤ 1.10 √(kv E/Fy) (G2-3), else 1.10 √(kv E/Fy)/(h/tw)
 * (G2-4), kv = 5.34 (no stiffeners). h = d − 2tf: the fillets ignored (conservative, as in the
 * flexure checks). A user's shape is not taken as rolled: (b).
 */
export function webShearStrength(section: SteelSection, Fy_Pa: number, E_Pa: number): ShearStrength {
  const { d_m: d, tw_m: tw, tf_m: tf } = section;
  const Aw = d * tw;
  const h_tw = (d - 2 * tf) / tw;
  const rolledLimit = 2.24 * Math.sqrt(E_Pa / Fy_Pa);
  const rolled = section.shape === 'W' && h_tw <= rolledLimit;
  const bucklingLimit = 1.1 * Math.sqrt((KV_WEB * E_Pa) / Fy_Pa);
  const Cv1 = rolled || h_tw <= bucklingLimit ? 1 : bucklingLimit / h_tw;
  const clause = rolled
    ? 'AISC 360-16 G2.1(a) (G2-1, G2-2)'
    : h_tw <= bucklingLimit
      ? 'AISC 360-16 G2.1(b) (G2-1, G2-3)'
      : 'AISC 360-16 G2.1(b) (G2-1, G2-4)';
  return {
    Vn_N: 0.6 * Fy_Pa * Aw * Cv1,
    phi: rolled ? 1 : PHI_V,
    omega: rolled ? 1.5 : OMEGA_V,
    clause,
    details: {
      Aw_m2: Aw,
      webSlenderness: h_tw,
      webLimit: rolled ? rolledLimit : bucklingLimit,
      Cv1,
      ...(rolled ? {} : { kv: KV_WEB }),
    },
  };
}

/**
 * G6, weak-axis shear of a doubly symmetric I-shape: Vn = 0.6 Fy bf tf Cv2 for each flange
 * (G6-1), two flanges; Cv2 by G2.2 with h/tw taken as b/tf = bf/(2tf) and kv = 1.2: 1.0 while
 * b/tf ≤ 1.10 √(kv E/Fy) (G2-9), 1.10 √(kv E/Fy)/(b/tf) up to 1.37 √(kv E/Fy) (G2-10), then
 * 1.51 kv E/((b/tf)² Fy) (G2-11). φv = 0.90, Ωv = 1.67.
 */
export function flangeShearStrength(section: SteelSection, Fy_Pa: number, E_Pa: number): ShearStrength {
  const { bf_m: bf, tf_m: tf } = section;
  const b_tf = bf / (2 * tf);
  const root = Math.sqrt((KV_FLANGE * E_Pa) / Fy_Pa);
  const [Cv2, eq] =
    b_tf <= 1.1 * root
      ? [1, 'G2-9']
      : b_tf <= 1.37 * root
        ? [(1.1 * root) / b_tf, 'G2-10']
        : [(1.51 * KV_FLANGE * E_Pa) / (b_tf * b_tf * Fy_Pa), 'G2-11'];
  return {
    Vn_N: 2 * 0.6 * Fy_Pa * bf * tf * Cv2,
    phi: PHI_V,
    omega: OMEGA_V,
    clause: `AISC 360-16 G6 (G6-1, ${eq})`,
    details: { flangeArea_m2: 2 * bf * tf, flangeSlenderness: b_tf, Cv2, kv: KV_FLANGE },
  };
}

/**
 * G5, round HSS (a pipe, either axis): Vn = Fcr Ag / 2 (G5-1), Fcr the larger of G5-2a and
 * G5-2b, at most 0.6 Fy. G5-2a needs Lv (maximum to zero shear), which a pile has no one value
 * of; G5-2b alone, Fcr = min(0.78 E/(D/t)^1.5, 0.6 Fy), is no larger: conservative.
 */
export function pipeShearStrength(section: SteelSection, Fy_Pa: number, E_Pa: number): ShearStrength {
  const D_t = section.d_m / section.tf_m;
  const Fcr = Math.min((0.78 * E_Pa) / D_t ** 1.5, 0.6 * Fy_Pa);
  return {
    Vn_N: (Fcr * section.A_m2) / 2,
    phi: PHI_V,
    omega: OMEGA_V,
    clause: 'AISC 360-16 G5 (G5-1, G5-2b)',
    details: { Fcr_Pa: Fcr, diameterToThickness: D_t, Ag_m2: section.A_m2 },
  };
}

/** The shear strength about an axis of bending: its shear acts along the other. */
export function shearStrength(
  section: SteelSection,
  axis: BendingAxis,
  Fy_Pa: number,
  E_Pa: number,
): ShearStrength {
  if (section.shape === 'pipe') return pipeShearStrength(section, Fy_Pa, E_Pa);
  return axis === 'strong'
    ? webShearStrength(section, Fy_Pa, E_Pa)
    : flangeShearStrength(section, Fy_Pa, E_Pa);
}

export interface SteelShearInput {
  section: SteelSection;
  axis: BendingAxis;
  Fy_Pa: number;
  E_Pa: number;
  method: SteelDesignMethod;
  /** Required shear, N (sign ignored). */
  Vr_N: number;
  /** The check passes when Vr/Vc ≤ stressLimit (default 1). */
  stressLimit?: number;
  /** What the working adds after the clause's values (the stretch, the analysis's load factor). */
  details?: Record<string, unknown>;
}

/** Check names: literals, not templates (a design makes thousands of these checks). */
const SHEAR_NAME: Readonly<Record<BendingAxis, Readonly<Record<SteelDesignMethod, string>>>> = {
  strong: { ASD: 'Steel shear, strong axis (ASD)', LRFD: 'Steel shear, strong axis (LRFD)' },
  weak: { ASD: 'Steel shear, weak axis (ASD)', LRFD: 'Steel shear, weak axis (LRFD)' },
};
const SHEAR_ID: Readonly<Record<BendingAxis, string>> = {
  strong: 'steel-shear-strong',
  weak: 'steel-shear-weak',
};

/**
 * Vn of a section about an axis, made once per section object (a design checks the same few
 * sections thousands of times), for one Fy and E (a run has one of each).
 */
const strengthCache = new WeakMap<
  SteelSection,
  { Fy_Pa: number; E_Pa: number; strong?: ShearStrength; weak?: ShearStrength }
>();

function cachedShearStrength(
  section: SteelSection,
  axis: BendingAxis,
  Fy_Pa: number,
  E_Pa: number,
): ShearStrength {
  let entry = strengthCache.get(section);
  if (!entry || entry.Fy_Pa !== Fy_Pa || entry.E_Pa !== E_Pa) {
    entry = { Fy_Pa, E_Pa };
    strengthCache.set(section, entry);
  }
  return (entry[axis] ??= shearStrength(section, axis, Fy_Pa, E_Pa));
}

/**
 * Vr against Vc = φv Vn (LRFD) or Vn/Ωv (ASD); the working written when read, with `details`
 * (made only then) after the clause's values.
 */
export function shearCheck(
  section: SteelSection,
  axis: BendingAxis,
  Fy_Pa: number,
  E_Pa: number,
  method: SteelDesignMethod,
  Vr_N: number,
  stressLimit: number,
  details: () => Record<string, unknown>,
): CheckResult {
  const s = cachedShearStrength(section, axis, Fy_Pa, E_Pa);
  const lrfd = method === 'LRFD';
  const Vc = lrfd ? s.phi * s.Vn_N : s.Vn_N / s.omega;
  const Vr = Math.abs(Vr_N);
  return new CheckWithDeferredWorking(
    SHEAR_ID[axis],
    SHEAR_NAME[axis][method],
    Vr,
    Vc,
    'N',
    stressLimit,
    () => ({
      reference: `${s.clause}; ${lrfd ? `φv = ${s.phi.toFixed(2)}` : `Ωv = ${s.omega.toFixed(2)}`}`,
      details: {
        section: section.name,
        method,
        Fy_Pa,
        Vr_N: Vr,
        Vn_N: s.Vn_N,
        Vc_N: Vc,
        ...(lrfd ? { phiV: s.phi } : { omegaV: s.omega }),
        ...s.details,
        ...details(),
      },
    }),
  );
}

/** steelShearCheck's one-object form (tests, one-off checks). */
export function steelShearCheck(input: SteelShearInput): CheckResult {
  return shearCheck(
    input.section,
    input.axis,
    input.Fy_Pa,
    input.E_Pa,
    input.method,
    input.Vr_N,
    input.stressLimit ?? 1,
    () => input.details ?? {},
  );
}
