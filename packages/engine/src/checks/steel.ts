/**
 * Steel strength of the (corroded) pile section under axial force and biaxial bending,
 * AISC 360-16 H1.1 (Eq. H1-1a / H1-1b) with Pc from chapter E (compression) or D (tension)
 * and Mcx, Mcy from chapter F. Passes when the interaction ≤ Stress Limit.
 * Required moments come from the second-order (P-delta) lateral analysis.
 */
import type { SteelSection } from '../sections/types';
import { makeCheck, type CheckResult } from './check-result';
import { available, compressionStrength, tensionYieldPn_N, type SteelDesignMethod } from './steel-axial';
import { strongAxisFlexure, weakAxisFlexure } from './steel-flexure';

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

/** The steel strength check of one section, one combination. */
export function steelStrengthCheck(input: SteelCheckInput): CheckResult {
  const E = input.E_Pa ?? E_STEEL_Pa;
  const { section, Fy_Pa: Fy, method } = input;
  const compression = input.Pr_N >= 0;
  const Pr = Math.abs(input.Pr_N);
  const Mrx = Math.abs(input.Mrx_Nm);
  const Mry = Math.abs(input.Mry_Nm);

  let Pn: number;
  let axialClause: string;
  const axialDetails: Record<string, number | string | boolean> = {};
  if (compression) {
    const c = compressionStrength(section, Fy, E, input.Lcx_m, input.Lcy_m);
    Pn = c.Pn_N;
    axialClause = c.clause;
    Object.assign(axialDetails, {
      Fcr_Pa: c.Fcr_Pa,
      Fe_Pa: c.Fe_Pa,
      bucklingAxis: c.axis,
      Lc_over_r: c.Lc_over_r,
      Ae_m2: c.Ae_m2,
      slenderElements: c.slenderElements,
    });
  } else {
    Pn = tensionYieldPn_N(Fy, section.A_m2);
    axialClause = 'AISC 360-16 D2(a) (D2-1)';
  }
  const Pc = available(Pn, method, compression ? 'compression' : 'tension');
  const fx = strongAxisFlexure(section, Fy, E, input.Lb_m, input.Cb ?? 1, input.J_m4, input.Cw_m6);
  const fy = weakAxisFlexure(section, Fy, E);
  const Mcx = available(fx.Mn_Nm, method, 'flexure');
  const Mcy = available(fy.Mn_Nm, method, 'flexure');
  const h1 = h1Interaction(Pr, Pc, Mrx, Mcx, Mry, Mcy);
  const stressLimit = input.stressLimit ?? 1;
  return makeCheck({
    id: 'steel-strength',
    name: `Steel strength, combined axial and biaxial bending (${method})`,
    demand: h1.value,
    capacity: 1,
    unit: '-',
    ratioLimit: stressLimit,
    reference: `AISC 360-16 ${h1.branch}; Pc: ${axialClause}; Mcx: ${fx.clause} ${fx.limitState}; Mcy: ${fy.clause} ${fy.limitState}`,
    details: {
      section: section.name,
      method,
      branch: h1.branch,
      axial: compression ? 'compression' : 'tension',
      Fy_Pa: Fy,
      E_Pa: E,
      Pr_N: Pr,
      Pn_N: Pn,
      Pc_N: Pc,
      Mrx_Nm: Mrx,
      Mnx_Nm: fx.Mn_Nm,
      Mcx_Nm: Mcx,
      Mry_Nm: Mry,
      Mny_Nm: fy.Mn_Nm,
      Mcy_Nm: Mcy,
      stressLimit,
      ...axialDetails,
      strongAxis: { clause: fx.clause, limitState: fx.limitState, ...fx.details },
      weakAxis: { clause: fy.clause, limitState: fy.limitState, ...fy.details },
    },
  });
}
