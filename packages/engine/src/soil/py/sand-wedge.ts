import { DEG } from './curve-utils';

/**
 * Ultimate resistance of sand from the wedge (shallow) and flow-around (deep) mechanisms
 * of Reese, Cox & Koop (1974, OTC 2080), written with the API RP 2A-WSD (2000) §6.8.6
 * coefficients C1, C2, C3 (identical algebra, py-models.md §1 and §9). K0 = 0.4.
 */
export const K0_SAND = 0.4;

interface Wedge {
  alpha: number;
  beta: number;
  phi: number;
  Ka: number;
}

function wedge(phiDeg: number): Wedge {
  const phi = phiDeg * DEG;
  // Reese et al. (1974): alpha = phi/2, beta = 45 deg + phi/2, Ka = tan^2(45 deg - phi/2).
  return { alpha: phi / 2, beta: Math.PI / 4 + phi / 2, phi, Ka: Math.tan(Math.PI / 4 - phi / 2) ** 2 };
}

/** C1 (API RP 2A 2000 §6.8.6; Reese et al. 1974 p_st, terms in z). */
export function sandC1(phiDeg: number): number {
  const { alpha, beta, phi } = wedge(phiDeg);
  const tb = Math.tan(beta);
  const tbmp = Math.tan(beta - phi);
  return (
    (tb * tb * Math.tan(alpha)) / tbmp +
    K0_SAND *
      ((Math.tan(phi) * Math.sin(beta)) / (Math.cos(alpha) * tbmp) +
        tb * (Math.tan(phi) * Math.sin(beta) - Math.tan(alpha)))
  );
}

/** C2 (API RP 2A 2000; Reese et al. 1974 p_st, terms in b): tan(beta)/tan(beta - phi) - Ka. */
export function sandC2(phiDeg: number): number {
  const { beta, phi, Ka } = wedge(phiDeg);
  return Math.tan(beta) / Math.tan(beta - phi) - Ka;
}

/** C3 (API RP 2A 2000; Reese et al. 1974 p_sd): K0 tan(phi) tan^4(beta) + Ka (tan^8(beta) - 1). */
export function sandC3(phiDeg: number): number {
  const { beta, phi, Ka } = wedge(phiDeg);
  const t4 = Math.tan(beta) ** 4;
  return K0_SAND * Math.tan(phi) * t4 + Ka * (t4 * t4 - 1);
}

/**
 * p_s = min((C1 z + C2 b) sigma'v, C3 b sigma'v) in N/m (API RP 2A 2000 §6.8.6;
 * Reese et al. 1974 eqs. for p_st, p_sd with gamma' z replaced by sigma'v for layered soil).
 */
export function sandUltimate_N_per_m(phiDeg: number, z_m: number, b_m: number, sigmaV_Pa: number): number {
  const c = coefficientsAt(phiDeg);
  const shallow = (c.C1 * z_m + c.C2 * b_m) * sigmaV_Pa;
  const deep = c.C3 * b_m * sigmaV_Pa;
  return Math.max(0, Math.min(shallow, deep));
}

/**
 * sandC1, sandC2 and sandC3 at phi, the last angle's kept: a profile has a few friction angles
 * and a design makes thousands of sand curves (each of the three takes several tangents).
 */
let lastCoefficients = { phiDeg: Number.NaN, C1: 0, C2: 0, C3: 0 };
function coefficientsAt(phiDeg: number): { C1: number; C2: number; C3: number } {
  if (!Object.is(lastCoefficients.phiDeg, phiDeg))
    lastCoefficients = { phiDeg, C1: sandC1(phiDeg), C2: sandC2(phiDeg), C3: sandC3(phiDeg) };
  return lastCoefficients;
}
