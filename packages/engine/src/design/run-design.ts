/**
 * A whole project: design input (raw JSON or parsed) → problem → (load tests: the soil
 * calibrated on them) → search → result.
 */
import { applyLoadTests } from '../calibration/apply-to-design';
import { buildDesignProblem } from './design-problem';
import { parseDesignInput, type DesignInputError } from './design-input';
import type { DesignResult } from './design-result';
import { searchDesign, type DesignHooks } from './search';

export type DesignRun =
  { ok: true; result: DesignResult; warnings: string[] } | { ok: false; errors: DesignInputError[] };

/** Parses and checks the input (errors name group, row and field), then designs every pier type. */
export function runDesign(raw: unknown, hooks: DesignHooks = {}): DesignRun {
  const parsed = parseDesignInput(raw);
  if (!parsed.ok) return parsed;
  const problem = buildDesignProblem(parsed.value);
  if (!problem.ok) return problem;
  if (parsed.value.loadTests) hooks.onProgress?.(0, 'fitting the soil to the site load tests');
  const calibrated = applyLoadTests(parsed.value, problem.problem);
  const result = searchDesign(calibrated?.problem ?? problem.problem, hooks);
  const calibrationNotes = (calibrated?.calibration.notes ?? []).map((n) => `load tests: ${n}`);
  const warnings = [
    ...parsed.warnings,
    ...[...result.warnings, ...calibrationNotes].filter((w) => !parsed.warnings.includes(w)),
  ];
  const withCalibration = calibrated ? { calibration: calibrated.calibration } : {};
  return { ok: true, result: { ...result, ...withCalibration, warnings }, warnings };
}
