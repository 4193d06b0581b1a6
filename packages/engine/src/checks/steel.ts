/**
 * Steel strength of the (corroded) pile section under axial force and biaxial bending,
 * AISC 360-16 H1.1 (Eq. H1-1a / H1-1b) with Pc from chapter E (compression) or D (tension)
 * and Mcx, Mcy from chapter F. Passes when the interaction ≤ Stress Limit.
 * Required moments come from the second-order (P-delta) lateral analysis.
 */
import type { SteelSection } from '../sections/types';
import { makeCheck, type CheckResult } from './check-result';
import {
  available,
  compressionStrength,
  tensionYieldPn_N,
  type CompressionStrength,
  type SteelDesignMethod,
} from './steel-axial';
import { strongAxisFlexure, weakAxisFlexure, type FlexuralStrength } from './steel-flexure';

/** E = 200 GPa (engine convention; AISC uses 29,000 ksi = 199.95 GPa). */
export const E_STEEL_Pa = 200e9;

export interface SteelCheckInput {
  section: SteelSection;
  Fy_Pa: number;
  E_Pa?: number;
  method: SteelDesignMethod;
  /** Required axial force, N: compression positive, tension negative. */
  Pr_N: number;
  /** Required moments about the strong (x) and weak (y) axes, N·m (sign ignored). */
  Mrx_Nm: number;
  Mry_Nm: number;
  /** Effective lengths for flexural buckling about x and y, m (see cantileverEffectiveLength_m). */
  Lcx_m: number;
  Lcy_m: number;
  /** Unbraced length for lateral-torsional buckling, m. */
  Lb_m: number;
  /** LTB modification factor (default 1.0, conservative). */
  Cb?: number;
  /** Stress Limit setting: the check passes when the interaction ≤ stressLimit (default 1). */
  stressLimit?: number;
  /** Optional torsion constants overriding the plate formulas (e.g. AISC table J, Cw). */
  J_m4?: number;
  Cw_m6?: number;
}

/** AISC 360-16 Eq. H1-1a (Pr/Pc ≥ 0.2) and H1-1b (Pr/Pc < 0.2). */
export function h1Interaction(
  Pr: number,
  Pc: number,
  Mrx: number,
  Mcx: number,
  Mry: number,
  Mcy: number,
): { value: number; branch: 'H1-1a' | 'H1-1b' } {
  const p = Pr / Pc;
  const m = Mrx / Mcx + Mry / Mcy;
  return p >= 0.2 ? { value: p + (8 / 9) * m, branch: 'H1-1a' } : { value: p / 2 + m, branch: 'H1-1b' };
}

/**
 * The H1.1 calculation of one section, one combination, in numbers: the strengths and the
 * interaction, without the working's words. The design search makes thousands of these and
 * keeps few (steelStrengthCheck writes the working of one; design/steel-demand.ts defers it).
 */
export interface SteelStrength {
  E_Pa: number;
  /** Pr ≥ 0: compression (chapter E), else tension (chapter D). */
  compression: boolean;
  Pr_N: number;
  Mrx_Nm: number;
  Mry_Nm: number;
  /** Chapter E working; null in tension. */
  axial: CompressionStrength | null;
  Pn_N: number;
  Pc_N: number;
  strongAxis: FlexuralStrength;
  weakAxis: FlexuralStrength;
  Mcx_Nm: number;
  Mcy_Nm: number;
  /** H1-1a / H1-1b value: the check's demand against a capacity of 1. */
  interaction: number;
  branch: 'H1-1a' | 'H1-1b';
  stressLimit: number;
}

/** AISC 360-16 H1.1: Pc (E or D2), Mcx (F2–F5), Mcy (F6), then H1-1a / H1-1b. */
export function steelStrength(input: SteelCheckInput): SteelStrength {
  const E = input.E_Pa ?? E_STEEL_Pa;
  const { section, Fy_Pa: Fy, method } = input;
  const compression = input.Pr_N >= 0;
  const Pr = Math.abs(input.Pr_N);
  const Mrx = Math.abs(input.Mrx_Nm);
  const Mry = Math.abs(input.Mry_Nm);
  const axial = compression ? compressionStrength(section, Fy, E, input.Lcx_m, input.Lcy_m) : null;
  const Pn = axial ? axial.Pn_N : tensionYieldPn_N(Fy, section.A_m2);
  const Pc = available(Pn, method, compression ? 'compression' : 'tension');
  const fx = strongAxisFlexure(section, Fy, E, input.Lb_m, input.Cb ?? 1, input.J_m4, input.Cw_m6);
  const fy = weakAxisFlexure(section, Fy, E);
  const Mcx = available(fx.Mn_Nm, method, 'flexure');
  const Mcy = available(fy.Mn_Nm, method, 'flexure');
  const h1 = h1Interaction(Pr, Pc, Mrx, Mcx, Mry, Mcy);
  return {
    E_Pa: E,
    compression,
    Pr_N: Pr,
    Mrx_Nm: Mrx,
    Mry_Nm: Mry,
    axial,
    Pn_N: Pn,
    Pc_N: Pc,
    strongAxis: fx,
    weakAxis: fy,
    Mcx_Nm: Mcx,
    Mcy_Nm: Mcy,
    interaction: h1.value,
    branch: h1.branch,
    stressLimit: input.stressLimit ?? 1,
  };
}

/** The check's name: one string per method (made once, not per check). */
export const STEEL_STRENGTH_NAME: Readonly<Record<SteelDesignMethod, string>> = {
  ASD: 'Steel strength, combined axial and biaxial bending (ASD)',
  LRFD: 'Steel strength, combined axial and biaxial bending (LRFD)',
};

/** The clauses the check followed: H1-1 branch, then where Pc, Mcx and Mcy came from. */
export function steelStrengthReference(s: SteelStrength): string {
  const axialClause = s.axial ? s.axial.clause : 'AISC 360-16 D2(a) (D2-1)';
  const fx = s.strongAxis;
  const fy = s.weakAxis;
  return `AISC 360-16 ${s.branch}; Pc: ${axialClause}; Mcx: ${fx.clause} ${fx.limitState}; Mcy: ${fy.clause} ${fy.limitState}`;
}

/** The check's working: every input and intermediate strength, chapter E's in compression. */
export function steelStrengthDetails(input: SteelCheckInput, s: SteelStrength): Record<string, unknown> {
  const c = s.axial;
  const fx = s.strongAxis;
  const fy = s.weakAxis;
  return {
    section: input.section.name,
    method: input.method,
    branch: s.branch,
    axial: s.compression ? 'compression' : 'tension',
    Fy_Pa: input.Fy_Pa,
    E_Pa: s.E_Pa,
    Pr_N: s.Pr_N,
    Pn_N: s.Pn_N,
    Pc_N: s.Pc_N,
    Mrx_Nm: s.Mrx_Nm,
    Mnx_Nm: fx.Mn_Nm,
    Mcx_Nm: s.Mcx_Nm,
    Mry_Nm: s.Mry_Nm,
    Mny_Nm: fy.Mn_Nm,
    Mcy_Nm: s.Mcy_Nm,
    stressLimit: s.stressLimit,
    ...(c
      ? {
          Fcr_Pa: c.Fcr_Pa,
          Fe_Pa: c.Fe_Pa,
          bucklingAxis: c.axis,
          Lc_over_r: c.Lc_over_r,
          Ae_m2: c.Ae_m2,
          slenderElements: c.slenderElements,
        }
      : {}),
    strongAxis: { clause: fx.clause, limitState: fx.limitState, ...fx.details },
    weakAxis: { clause: fy.clause, limitState: fy.limitState, ...fy.details },
  };
}

/** The steel strength check of one section, one combination, with its working. */
export function steelStrengthCheck(input: SteelCheckInput): CheckResult {
  const s = steelStrength(input);
  return makeCheck({
    id: 'steel-strength',
    name: STEEL_STRENGTH_NAME[input.method],
    demand: s.interaction,
    capacity: 1,
    unit: '-',
    ratioLimit: s.stressLimit,
    reference: steelStrengthReference(s),
    details: steelStrengthDetails(input, s),
  });
}
