/**
 * Steel strength of the pile under one combination (AISC 360-16 H1-1 via checks/steel.ts),
 * in two stretches: the corroded zone (pile top to the zone bottom, corroded section) and the
 * rest (nominal section). In each stretch the largest |Mx| and |My| are taken together
 * (conservative: their peaks may sit at different depths) with the full axial load P.
 *
 * Lengths (AISC 360-16 Commentary Table C-A-7.1 (e), via cantileverEffectiveLength_m):
 * Lc about each axis = 2.1 × (reveal + depth of fixity of that axis), Lb = reveal + depth of
 * fixity about the strong axis, Cb = 1. The depth of fixity (design/fixity.ts) is the first
 * zero of deflection below grade of the same section at the deepest embedment in range under
 * the combination's loads (for an axis the combination does not load, a reference 1 kN head
 * shear), on the elements' cubics: the same at every embedment and mesh, so driving a pile
 * deeper never lengthens Lb or Lc.
 *
 * ASD: the analyses are those at 1.6 × the ASD loads and their moments are divided by 1.6
 * (AISC 360-16 C2.1(4), Appendix 7.2.3), the fixity depths are theirs; Pr is the ASD axial load.
 */
import { cantileverEffectiveLength_m, steelStrengthCheck, type CheckResult } from '../checks';
import type { DesignMethod } from '../loads';
import type { SteelSection } from '../sections';
import type { AxisAnalysis } from './lateral-memo';

export interface SteelDemandInput {
  section: SteelSection;
  corroded: SteelSection | null;
  /** Bottom of the corroded zone below grade, m (ignored without a corroded section). */
  zoneBottom_m: number;
  pileHeight_m: number;
  embedment_m: number;
  method: DesignMethod;
  P_N: number;
  strong: AxisAnalysis | null;
  weak: AxisAnalysis | null;
  /**
   * The analyses are at this multiple of the combination's loads (1.6 for ASD, AISC 360-16
   * C2.1(4)); their moments are divided by it. Default 1.
   */
  analysisLoadFactor?: number;
  /** Where the fixity depths come from, in words (design/fixity.ts), for the working. */
  fixitySource?: string;
  /** Depth of fixity per axis, m (see above). */
  fixityStrong_m: number;
  fixityWeak_m: number;
  Fy_Pa: number;
  E_Pa: number;
  stressLimit: number;
}

/** Largest |M| over the nodes with zFrom ≤ z ≤ zTo. */
function peakMoment(a: AxisAnalysis | null, zFrom: number, zTo: number): number {
  if (!a) return 0;
  const z = a.model.z_m;
  const m = a.result.solution.moment_Nm;
  let peak = 0;
  for (let i = 0; i < z.length; i++) {
    const zi = z[i]!;
    if (zi < zFrom - 1e-12 || zi > zTo + 1e-12) continue;
    const v = Math.abs(m[i]!);
    if (v > peak) peak = v;
  }
  return peak;
}

/** One check per stretch (one when there is no corrosion). */
export function steelChecks(input: SteelDemandInput): CheckResult[] {
  const top = -input.pileHeight_m;
  const toe = input.embedment_m;
  const zb = Math.min(input.zoneBottom_m, toe);
  const stretches: { section: SteelSection; from: number; to: number; label: string }[] =
    input.corroded && zb > top
      ? [
          { section: input.corroded, from: top, to: zb, label: 'corroded zone' },
          ...(zb < toe
            ? [{ section: input.section, from: zb, to: toe, label: 'below the corroded zone' }]
            : []),
        ]
      : [{ section: input.section, from: top, to: toe, label: 'whole pile' }];
  const Lcx = cantileverEffectiveLength_m(input.pileHeight_m, input.fixityStrong_m);
  const Lcy = cantileverEffectiveLength_m(input.pileHeight_m, input.fixityWeak_m);
  const Lb = input.pileHeight_m + input.fixityStrong_m;
  const factor = input.analysisLoadFactor ?? 1;
  return stretches.map((s) => {
    const c = steelStrengthCheck({
      section: s.section,
      Fy_Pa: input.Fy_Pa,
      E_Pa: input.E_Pa,
      method: input.method,
      Pr_N: input.P_N,
      Mrx_Nm: peakMoment(input.strong, s.from, s.to) / factor,
      Mry_Nm: peakMoment(input.weak, s.from, s.to) / factor,
      Lcx_m: Lcx,
      Lcy_m: Lcy,
      Lb_m: Lb,
      stressLimit: input.stressLimit,
    });
    // added to the check's own details object (made for this call): the same keys in the same
    // order as a spread into a new object, without copying its 24 keys (a spread of that object
    // cost some 20 µs a check, more than the check itself), set one by one (no object to copy
    // them from)
    const d: Record<string, unknown> = (c.details ??= {});
    d.stretch = s.label;
    d.from_m = s.from;
    d.to_m = s.to;
    d.Lcx_m = Lcx;
    d.Lcy_m = Lcy;
    d.Lb_m = Lb;
    d.fixityStrong_m = input.fixityStrong_m;
    d.fixityWeak_m = input.fixityWeak_m;
    if (input.fixitySource !== undefined) d.fixityFrom = input.fixitySource;
    d.analysisLoadFactor = factor;
    return c;
  });
}
