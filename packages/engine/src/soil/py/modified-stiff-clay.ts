import type { KernelCurve } from './curve-utils';
import { welchReeseCurve, type WelchReeseInput } from './stiff-clay-no-free-water';

/**
 * Modified stiff clay without free water (LPILE). Soil type 10. py-models.md §10
 * (confidence C): the Welch-Reese curve of §4 with a user-given initial modulus k,
 * p = min(k z y, 0.5 p_u (y/y50)^0.25), p_u beyond 16 y50 (cyclic as §4).
 */
export interface ModifiedStiffClayInput extends WelchReeseInput {
  k_N_per_m3: number;
}

export function modifiedStiffClayCurve(input: ModifiedStiffClayInput): KernelCurve {
  return welchReeseCurve(input);
}
