/**
 * One check's verdict, the unit the design search collects: demand against capacity, with
 * the clause it follows. ratio = demand / capacity; the check passes when
 * ratio ≤ ratioLimit (1 for most checks, the Stress Limit for the steel check).
 */
export interface CheckResult {
  /** Stable machine id, e.g. 'axial-compression', 'steel-H1-1', 'deflection-top-strong'. */
  id: string;
  name: string;
  demand: number;
  capacity: number;
  /** Unit of demand and capacity ('N', 'm', '-' for an interaction ratio). */
  unit: string;
  /** demand / capacity; +Infinity when capacity ≤ 0 < demand; 0 when both ≤ 0. */
  ratio: number;
  /** Ratio at which the check still passes (1 unless a setting says otherwise). */
  ratioLimit: number;
  passes: boolean;
  /** Code clause or source the check follows. */
  reference: string;
  details?: Record<string, unknown>;
}

/** demand / capacity with the edge cases of CheckResult.ratio. */
export function ratioOf(demand: number, capacity: number): number {
  if (capacity > 0) return demand / capacity;
  return demand > 0 ? Number.POSITIVE_INFINITY : 0;
}

export interface CheckInput {
  id: string;
  name: string;
  demand: number;
  capacity: number;
  unit: string;
  reference: string;
  ratioLimit?: number;
  /** Force a failure whatever the ratio (e.g. no depth of fixity found). */
  forceFail?: boolean;
  details?: Record<string, unknown>;
}

/** Build a CheckResult: ratio from demand and capacity, passes = ratio ≤ ratioLimit (default 1). */
export function makeCheck(input: CheckInput): CheckResult {
  const ratioLimit = input.ratioLimit ?? 1;
  const ratio = ratioOf(input.demand, input.capacity);
  const result: CheckResult = {
    id: input.id,
    name: input.name,
    demand: input.demand,
    capacity: input.capacity,
    unit: input.unit,
    ratio,
    ratioLimit,
    passes: input.forceFail !== true && ratio <= ratioLimit,
    reference: input.reference,
  };
  if (input.details !== undefined) result.details = input.details;
  return result;
}

/** Utilisation relative to the check's own limit: ratio / ratioLimit (1 = at the limit). */
export function utilisation(check: CheckResult): number {
  return check.ratioLimit > 0 ? check.ratio / check.ratioLimit : Number.POSITIVE_INFINITY;
}

/** True when every check passes (an empty list passes). */
export function allPass(checks: readonly CheckResult[]): boolean {
  return checks.every((c) => c.passes);
}

/**
 * The governing check: the highest utilisation; a failing check always outranks a passing
 * one; ties keep the first. Undefined for an empty list.
 */
export function governingCheck(checks: readonly CheckResult[]): CheckResult | undefined {
  let best: CheckResult | undefined;
  for (const c of checks) {
    if (best === undefined) {
      best = c;
      continue;
    }
    if (c.passes !== best.passes) {
      if (!c.passes) best = c;
      continue;
    }
    if (utilisation(c) > utilisation(best)) best = c;
  }
  return best;
}
