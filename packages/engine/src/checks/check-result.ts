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

/** A check's working: the clause it follows and its details. */
export interface CheckWorking {
  reference: string;
  details?: Record<string, unknown>;
}

/**
 * A check whose verdict (demand, ratio, passes) is made at once and whose working is written
 * when first read, once: for a check the design search makes by the thousand and mostly drops
 * (made at a bound, or on a candidate that fails), where writing every working cost more than
 * the calculation. `reference` and `details` are getters: read by name (as the report does) or
 * through JSON.stringify (toJSON) they are the check makeCheck would have made, in the same
 * order; a spread or structuredClone of the object would miss them.
 */
export class CheckWithDeferredWorking implements CheckResult {
  readonly ratio: number;
  readonly passes: boolean;
  #write: (() => CheckWorking) | null;
  #working: CheckWorking | null = null;

  constructor(
    readonly id: string,
    readonly name: string,
    readonly demand: number,
    readonly capacity: number,
    readonly unit: string,
    readonly ratioLimit: number,
    write: () => CheckWorking,
  ) {
    this.ratio = ratioOf(demand, capacity);
    this.passes = this.ratio <= ratioLimit;
    this.#write = write;
  }

  #read(): CheckWorking {
    if (this.#working === null) {
      this.#working = this.#write!();
      this.#write = null; // what it captured can go
    }
    return this.#working;
  }

  get reference(): string {
    return this.#read().reference;
  }

  get details(): Record<string, unknown> | undefined {
    return this.#read().details;
  }

  /** The plain check, keys in makeCheck's order. */
  toJSON(): CheckResult {
    const result: CheckResult = {
      id: this.id,
      name: this.name,
      demand: this.demand,
      capacity: this.capacity,
      unit: this.unit,
      ratio: this.ratio,
      ratioLimit: this.ratioLimit,
      passes: this.passes,
      reference: this.reference,
    };
    const details = this.details;
    if (details !== undefined) result.details = details;
    return result;
  }
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
