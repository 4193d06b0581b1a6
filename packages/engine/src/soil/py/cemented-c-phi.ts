import type { PyLoading, SoilWarning } from './types';
import type { KernelCurve } from './curve-utils';
import { reeseSandA, reeseSandB, reeseShapeCurve } from './reese-sand';
import { sandUltimate_N_per_m } from './sand-wedge';
import { clayUltimate_N_per_m } from './clay-parameters';

/**
 * Cemented c-phi soil / silt: Evans & Duncan (1982); Ismael (1990) JGE 116(11):1678; LPILE.
 * Soil type 5. py-models.md §5: shape A (Reese-sand construction, OpenSees CementedSoil);
 * strength C (our reading, flagged 'provisional-model', see docs/soil-models.md).
 */

const PROVISIONAL: readonly SoilWarning[] = Object.freeze([
  {
    code: 'provisional-model',
    message:
      'cemented c-phi soil: strength terms are a provisional reading (p_u = A p_phi + p_c, ' +
      'p_m = (B/A) p_u), not yet confirmed against the LPILE Technical Manual',
  },
]);

/** Frictional part p_phi = Reese-sand p_s (Reese et al. 1974), N/m. */
export function cphiFrictionalUltimate_N_per_m(phiDeg: number, z_m: number, b_m: number, sigmaV_Pa: number) {
  return phiDeg > 0 ? sandUltimate_N_per_m(phiDeg, z_m, b_m, sigmaV_Pa) : 0;
}

/** Cohesive part p_c = min([3 + sigma'v/c + J z/b] c b, 9 c b) (Matlock 1970 form), N/m. */
export function cphiCohesiveUltimate_N_per_m(
  c_Pa: number,
  sigmaV_Pa: number,
  J: number,
  z_m: number,
  b_m: number,
): number {
  return c_Pa > 0 ? clayUltimate_N_per_m(c_Pa, c_Pa, sigmaV_Pa, J, z_m, b_m) : 0;
}

/**
 * Provisional strengths: p_u = A-bar p_phi + p_c at y_u = 3b/80 and p_m = (B-bar/A-bar) p_u
 * at y_m = b/60 (the Reese-sand shape scaled to p_u); A-bar, B-bar of the sand charts.
 */
export function cphiStrengths_N_per_m(input: CphiInput): { pu: number; pm: number } {
  const { z_m, b_m, loading } = input;
  const A = reeseSandA(z_m, b_m, loading);
  const B = reeseSandB(z_m, b_m, loading);
  const pPhi = cphiFrictionalUltimate_N_per_m(input.phiDeg, z_m, b_m, input.sigmaV_Pa);
  const pc = cphiCohesiveUltimate_N_per_m(input.c_Pa, input.sigmaV_Pa, input.J, z_m, b_m);
  const pu = A * pPhi + pc;
  return { pu, pm: (B / A) * pu };
}

export interface CphiInput {
  c_Pa: number;
  phiDeg: number;
  sigmaV_Pa: number;
  J: number;
  k_N_per_m3: number;
  z_m: number;
  b_m: number;
  loading: PyLoading;
}

export function cementedCphiCurve(input: CphiInput): KernelCurve {
  const { pu, pm } = cphiStrengths_N_per_m(input);
  return reeseShapeCurve({
    pu_N_per_m: pu,
    pm_N_per_m: pm,
    k_N_per_m3: input.k_N_per_m3,
    z_m: input.z_m,
    b_m: input.b_m,
    warnings: PROVISIONAL,
  });
}
