import type { LateralResult } from './result';
import type { PreparedLateral } from './analyze';
import { valueAtDepth } from './profile-summary';

/**
 * Deflections of a previous result (e.g. the last embedment tried) at the nodes of a prepared
 * analysis, to seed runLateral: the first guess then starts from nearby secant stiffnesses.
 * Depths beyond the previous pile take its end values.
 */
export function seedFromResult(previous: LateralResult, next: PreparedLateral): Float64Array {
  const zPrev = Float64Array.from(previous.profile.z_m);
  const yPrev = Float64Array.from(previous.profile.deflection_m);
  const z = next.pile.model.z_m;
  const seed = new Float64Array(z.length);
  for (let i = 0; i < z.length; i++) seed[i] = valueAtDepth(zPrev, yPrev, z[i]!);
  return seed;
}
