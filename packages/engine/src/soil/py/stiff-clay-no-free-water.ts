import { pySlope, type PyParameters, type PyLoading, type SoilWarning } from './types';
import { kernelCurve, Y_SECANT_BELOW_m, type KernelCurve } from './curve-utils';
import { clayUltimate_N_per_m } from './clay-parameters';

/**
 * Stiff clay without free water, Welch & Reese (1972); Reese & Welch (1975).
 * Soil type 4. py-models.md §4 (confidence A static, C cyclic).
 */

/** Number of cycles used for cyclic loading when the layer gives none (our default). */
export const DEFAULT_N_CYCLES = 100;

/** y50 = 2.5 eps50 b (Welch & Reese 1972). */
export function welchReeseY50_m(eps50: number, b_m: number): number {
  return 2.5 * eps50 * b_m;
}

/** p_u = min([3 + sigma'v/c_a + J z/b] c_a b, 9 c b) (Welch & Reese 1972), N/m. */
export function welchReeseUltimate_N_per_m(
  ca_Pa: number,
  c_Pa: number,
  sigmaV_Pa: number,
  J: number,
  z_m: number,
  b_m: number,
): number {
  return clayUltimate_N_per_m(ca_Pa, c_Pa, sigmaV_Pa, J, z_m, b_m);
}

/**
 * Cyclic deflection (Reese & Welch 1975, as in Reese & Van Impe): y_c = y_s + y50 C log10 N,
 * C = 9.6 (p/p_u)^4. With y_s = 16 y50 (p/p_u)^4 this is the static curve with y50 scaled
 * by (1 + 0.6 log10 N): returns that factor.
 */
export function welchReeseCyclicY50Factor(nCycles: number): number {
  return 1 + 0.6 * Math.log10(Math.max(1, nCycles));
}

export interface WelchReeseInput {
  ca_Pa: number;
  c_Pa: number;
  sigmaV_Pa: number;
  eps50: number;
  J: number;
  z_m: number;
  b_m: number;
  loading: PyLoading;
  /** Number of load cycles for cyclic loading (default DEFAULT_N_CYCLES). */
  nCycles?: number;
  /** Initial modulus k (N/m³) of the modified criterion (soil type 10): p <= k z y. */
  k_N_per_m3?: number;
}

/** p = 0.5 p_u (y/y50)^0.25 up to 16 y50 (p_u beyond); cyclic: y50 scaled (see above). */
export function welchReeseCurve(input: WelchReeseInput): KernelCurve {
  const pu = welchReeseUltimate_N_per_m(
    input.ca_Pa,
    input.c_Pa,
    input.sigmaV_Pa,
    input.J,
    input.z_m,
    input.b_m,
  );
  const warnings: SoilWarning[] = [];
  let y50 = welchReeseY50_m(input.eps50, input.b_m);
  if (input.loading === 'cyclic') {
    if (input.nCycles === undefined) {
      warnings.push({
        code: 'default-cycles',
        message: `cyclic stiff clay without free water: number of cycles not given, N = ${DEFAULT_N_CYCLES} used`,
        z_m: input.z_m,
      });
    }
    y50 *= welchReeseCyclicY50Factor(input.nCycles ?? DEFAULT_N_CYCLES);
  }
  const yFlat = 16 * y50;
  const half = 0.5 * pu;
  const kz = input.k_N_per_m3 === undefined ? Number.POSITIVE_INFINITY : input.k_N_per_m3 * input.z_m;
  const secant = Math.min(kz, (half * Math.sqrt(Math.sqrt(Y_SECANT_BELOW_m / y50))) / Y_SECANT_BELOW_m);
  return kernelCurve(
    welchReeseBackbone,
    [secant, yFlat, pu, half, y50],
    { pLarge_N_per_m: pu, warnings },
    Number.isFinite(kz) ? kz : Number.NaN,
  );
}

/**
 * The backbone of welchReeseCurve, q = [secant, 16 y50, p_u, p_u / 2, y50]: the secant below
 * Y_SECANT_BELOW_m, 0.5 p_u (y/y50)^0.25 to 16 y50, p_u beyond.
 */
export function welchReeseBackbone(q: PyParameters, y: number): number {
  const secant = q[0]!;
  const yFlat = q[1]!;
  const pu = q[2]!;
  const half = q[3]!;
  const y50 = q[4]!;
  let p: number;
  let s: number;
  if (y < Y_SECANT_BELOW_m) {
    p = secant * y;
    s = secant;
  } else if (!(y <= yFlat)) {
    p = pu;
    s = 0;
  } else {
    p = half * Math.sqrt(Math.sqrt(y / y50));
    s = p / (4 * y);
  }
  pySlope.dpdy = s;
  return p;
}
