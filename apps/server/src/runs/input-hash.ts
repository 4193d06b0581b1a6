// The result cache's key: a run of the same input, lane and engine version gives the same
// result, so it is answered from the earlier run's. The input is hashed as canonical JSON
// (object keys sorted at every level), so the order keys were saved in does not matter.
import { createHash } from 'node:crypto';
import type { RunLane } from '@pilewise/contracts';
import { ENGINE_VERSION } from '@pilewise/engine';

/** JSON with the keys of every object sorted (arrays keep their order: it is meaningful). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** sha256 (hex) of the engine version, the lane and the input as run. */
export function runInputHash(input: unknown, lane: RunLane, engineVersion: string = ENGINE_VERSION): string {
  return createHash('sha256')
    .update(`${engineVersion}\n${lane}\n`)
    .update(canonicalJson(input))
    .digest('hex');
}
