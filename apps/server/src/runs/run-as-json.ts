// A design run's parts, answered by the threads as JSON text (engine-worker.ts, PartAsJson),
// joined into the run's result as the JSON a run stores: the same bytes as
// JSON.stringify(mergeDesignParts(parts).result) (the engine's design-parts.ts), which is the
// single-threaded result. The merge's rules, as there: the first refused part is the answer;
// the rest of the result is the first part's, its status `cancelled` if any part's is, its
// analyses the parts' sum, and its piers the parts' in order.
import type { DesignInputError } from '@pilewise/engine';
import { PIERS_SLOT, type PartAsJson } from './engine-worker';

export type RunAsJson =
  | { ok: false; errors: DesignInputError[] }
  | {
      ok: true;
      warnings: string[];
      /** The result's JSON text, UTF-8. */
      resultJson: Buffer;
      pierCount: number;
      unsolvedCount: number;
      analyses: number;
    };

const COMMA = Buffer.from(',');
/** JSON.stringify of PIERS_SLOT: what stands in the first part's text where the piers go. */
const SLOT_JSON = JSON.stringify(PIERS_SLOT);

export function mergePartsAsJson(parts: readonly PartAsJson[]): RunAsJson {
  const [first] = parts;
  if (!first) throw new Error('mergePartsAsJson: no parts');
  const refused = parts.find((p) => !p.ok);
  if (refused) return refused;
  const done = parts as readonly Extract<PartAsJson, { ok: true }>[];
  const head = done[0]!.resultWithoutPiers;
  const analyses = done.reduce((n, p) => n + p.resultWithoutPiers.analyses, 0);
  // Spread, then set: the keys keep the first part's order (status and analyses are its own).
  const outer = JSON.stringify({
    ...head,
    status: done.some((p) => p.resultWithoutPiers.status === 'cancelled') ? 'cancelled' : head.status,
    analyses,
  });
  const at = outer.indexOf(SLOT_JSON);
  if (at < 0 || outer.indexOf(SLOT_JSON, at + 1) >= 0) {
    throw new Error('mergePartsAsJson: the piers slot is not in the result once');
  }
  // `[a,b]` and `[c]` make `[a,b,c]`, joined as bytes (memory copies); an empty part adds nothing.
  const inner = done.map((p) => p.piersUtf8.subarray(1, -1)).filter((bytes) => bytes.length > 0);
  const pieces: Uint8Array[] = [Buffer.from(`${outer.slice(0, at)}[`, 'utf8')];
  inner.forEach((bytes, i) => pieces.push(...(i > 0 ? [COMMA] : []), bytes));
  pieces.push(Buffer.from(`]${outer.slice(at + SLOT_JSON.length)}`, 'utf8'));
  const resultJson = Buffer.concat(pieces);
  return {
    ok: true,
    warnings: done[0]!.warnings,
    resultJson,
    pierCount: done.reduce((n, p) => n + p.pierCount, 0),
    unsolvedCount: done.reduce((n, p) => n + p.unsolvedCount, 0),
    analyses,
  };
}
