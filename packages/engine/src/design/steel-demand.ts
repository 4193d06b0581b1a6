/**
 * Steel strength of the pile under one combination (AISC 360-16 H1-1 via checks/steel.ts), and
 * its shear (chapter G, steelShearChecks below), in two stretches: the corroded zone (pile top
 * to the zone bottom, corroded section) and the rest (nominal section). In each stretch the
 * largest |Mx| and |My| are taken together (conservative: their peaks may sit at different
 * depths) with the full axial load P.
 *
 * Lengths (AISC 360-16 Commentary Table C-A-7.1, via cantileverEffectiveLength_m):
 * Lc about each axis = K × (reveal + depth of fixity of that axis), K = 2.1 (case (e), a
 * cantilever) unless the engineer gives that axis's K, Lb = reveal + depth of
 * fixity about the strong axis, Cb = 1. The depth of fixity (design/fixity.ts) is the first
 * zero of deflection below grade of the same section at the deepest embedment in range under
 * the combination's loads (for an axis the combination does not load, a reference 1 kN head
 * shear), on the elements' cubics: the same at every embedment and mesh, so driving a pile
 * deeper never lengthens Lb or Lc.
 *
 * ASD: the analyses are those at 1.6 × the ASD loads and their moments are divided by 1.6
 * (AISC 360-16 C2.1(4), Appendix 7.2.3), the fixity depths are theirs; Pr is the ASD axial load.
 */
import {
  CANTILEVER_K,
  cantileverEffectiveLength_m,
  CheckWithDeferredWorking,
  STEEL_STRENGTH_NAME,
  steelStrength,
  steelStrengthDetails,
  steelStrengthReference,
  shearCheck,
  type CheckResult,
  type SteelCheckInput,
} from '../checks';
import type { DesignMethod } from '../loads';
import type { SteelSection } from '../sections';
import type { AxisAnalysis } from './lateral-memo';
import { fixityDetails, type Fixity } from './fixity';

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
  /** The strong axis's fixity, whose source the working names (design/fixity.ts fixityDetails). */
  fixity?: Fixity;
  /** Depth of fixity per axis, m (see above). */
  fixityStrong_m: number;
  fixityWeak_m: number;
  /** K of Lcx and Lcy (settings.effectiveLengthFactor*; default CANTILEVER_K, 2.1). */
  Kx?: number;
  Ky?: number;
  Fy_Pa: number;
  E_Pa: number;
  stressLimit: number;
}

/** Largest |M| of an analysis over zFrom ≤ z ≤ zTo (0 without one). */
function peakMoment(a: AxisAnalysis | null, zFrom: number, zTo: number): number {
  return a ? peakOver(a.model.z_m, a.result.solution.moment_Nm, zFrom, zTo) : 0;
}

/**
 * Largest |value| over the nodes with zFrom ≤ z ≤ zTo. The node depths are strictly increasing
 * (BeamColumnModel.z_m), so those nodes are one run: skip to it, stop after it.
 */
function peakOver(z: Float64Array, m: Float64Array, zFrom: number, zTo: number): number {
  const lo = zFrom - 1e-12;
  const hi = zTo + 1e-12;
  let i = 0;
  while (i < z.length && z[i]! < lo) i++;
  let peak = 0;
  for (; i < z.length && z[i]! <= hi; i++) {
    const v = Math.abs(m[i]!);
    if (v > peak) peak = v;
  }
  return peak;
}

/**
 * Where the fixity was read on another pile (the deepest in range, fixity.ts), this pile's own
 * first zero of deflection under the same analyses, beside it in the working: not used (a short
 * pile's own zero moves with its embedment), but the number a checker reading the profile, or
 * LPILE's, finds; so the two can be told apart. An axis whose analysis did not converge, or
 * whose deflection has no zero, has none.
 */
function ownFirstZeros(
  input: SteelDemandInput,
  fixity: Fixity | undefined,
): { ownFirstZeroStrong_m?: number; ownFirstZeroWeak_m?: number } {
  const elsewhere =
    (fixity?.basis === 'deepest-embedment' || fixity?.basis === 'upper-bound') &&
    fixity.fromEmbedment_m !== input.embedment_m;
  if (!elsewhere) return {};
  const zero = (a: AxisAnalysis | null) => (a?.converged ? a.firstZero_m : null);
  const strong = zero(input.strong);
  const weak = zero(input.weak);
  return {
    ...(strong === null ? {} : { ownFirstZeroStrong_m: strong }),
    ...(weak === null ? {} : { ownFirstZeroWeak_m: weak }),
  };
}

/** The lengths of both stretches' checks and where they came from, for the working. */
interface SteelLengths {
  Kx: number;
  Ky: number;
  Lcx_m: number;
  Lcy_m: number;
  Lb_m: number;
  fixityStrong_m: number;
  fixityWeak_m: number;
  fixity: Fixity | undefined;
  analysisLoadFactor: number;
}

/**
 * The check of one stretch: H1-1 at once (the search reads only its ratio, mostly), the
 * working when read (the few checks the design keeps): that of steelStrengthCheck, then the
 * stretch and its lengths.
 */
function stretchCheck(
  input: SteelDemandInput,
  section: SteelSection,
  stretch: string,
  from_m: number,
  to_m: number,
  lengths: SteelLengths,
): CheckResult {
  const factor = lengths.analysisLoadFactor;
  const steel: SteelCheckInput = {
    section,
    Fy_Pa: input.Fy_Pa,
    E_Pa: input.E_Pa,
    method: input.method,
    Pr_N: input.P_N,
    Mrx_Nm: peakMoment(input.strong, from_m, to_m) / factor,
    Mry_Nm: peakMoment(input.weak, from_m, to_m) / factor,
    Lcx_m: lengths.Lcx_m,
    Lcy_m: lengths.Lcy_m,
    Lb_m: lengths.Lb_m,
    stressLimit: input.stressLimit,
  };
  const s = steelStrength(steel);
  return new CheckWithDeferredWorking(
    'steel-strength',
    STEEL_STRENGTH_NAME[steel.method],
    s.interaction,
    1,
    '-',
    s.stressLimit,
    () => ({
      reference: steelStrengthReference(s),
      details: {
        ...steelStrengthDetails(steel, s),
        stretch,
        from_m,
        to_m,
        Kx: lengths.Kx,
        Ky: lengths.Ky,
        Lcx_m: lengths.Lcx_m,
        Lcy_m: lengths.Lcy_m,
        Lb_m: lengths.Lb_m,
        fixityStrong_m: lengths.fixityStrong_m,
        fixityWeak_m: lengths.fixityWeak_m,
        ...(lengths.fixity === undefined ? {} : fixityDetails(lengths.fixity)),
        ...ownFirstZeros(input, lengths.fixity),
        analysisLoadFactor: factor,
      },
    }),
  );
}

/**
 * AISC 360-16 chapter G per stretch and loaded axis (checks/steel-shear.ts): the largest |V|
 * of the stretch (V = dM/dz, the shear the profile shows) against the stretch's section, from
 * the same analyses as H1-1 (ASD: at 1.6 × the loads, V ÷ 1.6). An axis without lateral load
 * has no shear to check. No fixity enters: the check is exact at once. The stretches as in
 * steelChecks: the corroded zone and the rest, or the whole pile.
 */
export function steelShearChecks(
  input: Omit<SteelDemandInput, 'fixityStrong_m' | 'fixityWeak_m' | 'P_N' | 'fixity' | 'Kx' | 'Ky'>,
): CheckResult[] {
  const top = -input.pileHeight_m;
  const toe = input.embedment_m;
  const zb = Math.min(input.zoneBottom_m, toe);
  const zoned = input.corroded !== null && zb > top;
  const out: CheckResult[] = [];
  for (const axis of ['strong', 'weak'] as const) {
    const a = input[axis];
    if (!a) continue;
    if (!zoned) out.push(stretchShearCheck(input, a, axis, input.section, 'whole pile', top, toe));
    else {
      out.push(stretchShearCheck(input, a, axis, input.corroded!, 'corroded zone', top, zb));
      if (zb < toe)
        out.push(stretchShearCheck(input, a, axis, input.section, 'below the corroded zone', zb, toe));
    }
  }
  return out;
}

/**
 * Chapter G on one stretch of one axis. At module level, not a closure made at every call: V8
 * keeps a closure's optimised code only while a closure of it lives, and compiled such closures
 * again after most full collections (issue 12).
 */
function stretchShearCheck(
  input: Pick<SteelDemandInput, 'analysisLoadFactor' | 'Fy_Pa' | 'E_Pa' | 'method' | 'stressLimit'>,
  a: AxisAnalysis,
  axis: 'strong' | 'weak',
  section: SteelSection,
  stretch: string,
  from_m: number,
  to_m: number,
): CheckResult {
  const factor = input.analysisLoadFactor ?? 1;
  return shearCheck(
    section,
    axis,
    input.Fy_Pa,
    input.E_Pa,
    input.method,
    peakOver(a.model.z_m, a.result.solution.shear_N, from_m, to_m) / factor,
    input.stressLimit,
    () => ({ stretch, from_m, to_m, analysisLoadFactor: factor }),
  );
}

/** One check per stretch (one when there is no corrosion). */
export function steelChecks(input: SteelDemandInput): CheckResult[] {
  const top = -input.pileHeight_m;
  const toe = input.embedment_m;
  const zb = Math.min(input.zoneBottom_m, toe);
  const Kx = input.Kx ?? CANTILEVER_K.value;
  const Ky = input.Ky ?? CANTILEVER_K.value;
  const lengths: SteelLengths = {
    Kx,
    Ky,
    Lcx_m: cantileverEffectiveLength_m(input.pileHeight_m, input.fixityStrong_m, Kx),
    Lcy_m: cantileverEffectiveLength_m(input.pileHeight_m, input.fixityWeak_m, Ky),
    Lb_m: input.pileHeight_m + input.fixityStrong_m,
    fixityStrong_m: input.fixityStrong_m,
    fixityWeak_m: input.fixityWeak_m,
    fixity: input.fixity,
    analysisLoadFactor: input.analysisLoadFactor ?? 1,
  };
  if (!input.corroded || zb <= top) {
    return [stretchCheck(input, input.section, 'whole pile', top, toe, lengths)];
  }
  const corrodedZone = stretchCheck(input, input.corroded, 'corroded zone', top, zb, lengths);
  if (zb >= toe) return [corrodedZone];
  return [corrodedZone, stretchCheck(input, input.section, 'below the corroded zone', zb, toe, lengths)];
}
