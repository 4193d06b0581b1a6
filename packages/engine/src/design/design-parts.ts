/**
 * One design run split across threads (pier designs are independent), merged back into the
 * very result the single-threaded run gives, byte for byte.
 *
 * What makes the split exact: the search carries state from one pier to the next only through
 * its LateralMemo (analyses solved once, Newton started from earlier analyses of the run), and
 * the memo drops everything at each change of pile height (search.ts, retainHeight). So a run of
 * consecutive piers of one pile height (a height group) is designed the same whoever designs it,
 * provided it is designed whole and in order. A part is a contiguous range of height groups;
 * merging concatenates the parts' piers in order and adds up their analyses.
 */
import { applyLoadTests } from '../calibration/apply-to-design';
import { buildDesignProblem, type PierCase } from './design-problem';
import { parseDesignInput } from './design-input';
import type { DesignRun } from './run-design';
import { searchDesign, type DesignHooks } from './search';

/**
 * The young generation (MB) to give a thread that designs: Node's worker `resourceLimits`
 * maxYoungGenerationSizeMb, three semi-spaces' worth, V8 rounding a semi-space to a power of
 * two (192: 64 MB semi-spaces; Node's default is 16 MB). A design makes some 35 MB of
 * short-lived objects (check workings, the analyses of dropped candidates) while it keeps the
 * analyses of its pile height: with 16 MB semi-spaces the scavenger copies those survivors
 * several times a design. Generic example, 100 elements, 20 designs after 30 warm-up ones, CPU
 * a design: 88-92 ms with Node's default, 69-76 with this back to back, 80-82 with a pause of
 * 0.3 s before each (the young generation does not carry its state across the pause as well);
 * the peer benchmark's rounds, three designs between NumPy's analyses, show 4-5 % (87 against
 * 91 ms). For up to some 100 MB more resident memory a thread once it has designed. Used by the
 * server's engine threads and the stamping calculator's thread.
 */
export const DESIGN_THREAD_YOUNG_GENERATION_MB = 192;

/** The piers of each part: contiguous height groups, as even in piers as the groups allow. */
export function splitIntoParts<T extends Pick<PierCase, 'pileHeight_m'>>(
  piers: readonly T[],
  partCount: number,
): T[][] {
  const groups: T[][] = [];
  for (const pc of piers) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.pileHeight_m === pc.pileHeight_m) last.push(pc);
    else groups.push([pc]);
  }
  const parts: T[][] = Array.from({ length: Math.max(1, partCount) }, () => []);
  // Greedy in order: a part takes groups until it holds its share of the piers left.
  let g = 0;
  let left = piers.length;
  for (let p = 0; p < parts.length && g < groups.length; p++) {
    const share = left / (parts.length - p);
    while (g < groups.length) {
      const next = groups[g]!;
      const size = parts[p]!.length;
      const last = p === parts.length - 1;
      // Take the next group when this part is empty, is the last one, or gets closer to its share.
      if (size > 0 && !last && Math.abs(size + next.length - share) > Math.abs(size - share)) break;
      parts[p]!.push(...next);
      left -= next.length;
      g++;
    }
  }
  return parts;
}

/**
 * Part `partIndex` of `partCount` of the run of `raw` (runDesign's input): the same parse,
 * problem and load-test calibration, and the search of that part's piers only. `onProgress`
 * reports this part's share of the whole run (its fraction × its piers / all piers), so the
 * parts' latest fractions add up to the run's.
 */
export function runDesignPart(
  raw: unknown,
  partIndex: number,
  partCount: number,
  hooks: DesignHooks = {},
): DesignRun {
  const parsed = parseDesignInput(raw);
  if (!parsed.ok) return parsed;
  const problem = buildDesignProblem(parsed.value);
  if (!problem.ok) return problem;
  if (parsed.value.loadTests) hooks.onProgress?.(0, 'fitting the soil to the site load tests');
  const calibrated = applyLoadTests(parsed.value, problem.problem);
  const whole = calibrated?.problem ?? problem.problem;
  const piers = splitIntoParts(whole.piers, partCount)[partIndex] ?? [];
  const share = whole.piers.length > 0 ? piers.length / whole.piers.length : 0;
  const result = searchDesign(
    { ...whole, piers },
    { ...hooks, onProgress: (fraction, message) => hooks.onProgress?.(fraction * share, message) },
  );
  // Warnings as runDesign assembles them (they depend on the input, not on the piers searched).
  const calibrationNotes = (calibrated?.calibration.notes ?? []).map((n) => `load tests: ${n}`);
  const warnings = [
    ...parsed.warnings,
    ...[...result.warnings, ...calibrationNotes].filter((w) => !parsed.warnings.includes(w)),
  ];
  const withCalibration = calibrated ? { calibration: calibrated.calibration } : {};
  return { ok: true, result: { ...result, ...withCalibration, warnings }, warnings };
}

/** The parts of one run (in part order) as the single run: its piers in order, its analyses summed. */
export function mergeDesignParts(parts: readonly DesignRun[]): DesignRun {
  const [first] = parts;
  if (!first) throw new Error('mergeDesignParts: no parts');
  const refused = parts.find((p) => !p.ok);
  if (refused) return refused;
  const done = parts as readonly Extract<DesignRun, { ok: true }>[];
  const cancelled = done.some((p) => p.result.status === 'cancelled');
  return {
    ok: true,
    result: {
      ...done[0]!.result,
      status: cancelled ? 'cancelled' : done[0]!.result.status,
      analyses: done.reduce((n, p) => n + p.result.analyses, 0),
      piers: done.flatMap((p) => p.result.piers),
    },
    warnings: done[0]!.warnings,
  };
}
