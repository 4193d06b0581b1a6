// How runs and their results read: statuses, lanes, ratios and check values in the project's
// units (the conversions themselves are contracts' units module).
import {
  formatDecimals,
  formatQuantity,
  formatSignificant,
  RUN_LANE_ELEMENTS,
  RUN_LANE_LABELS,
  unitOf,
  type DesignCheck,
  type PierDesign,
  type Quantity,
  type RunLane,
  type RunStatus,
  type UnitSystem,
} from '@pilewise/contracts';

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const RUN_STATUS_COLORS: Record<RunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** 'Fast Lane (100 elements)'. */
export function laneLabel(lane: RunLane): string {
  return `${RUN_LANE_LABELS[lane]} (${RUN_LANE_ELEMENTS[lane]} elements)`;
}

/** Ratios to two decimals (ui.md); an unbounded one (capacity 0) as ∞. */
export function formatRatio(ratio: number | null): string {
  return ratio == null ? '∞' : formatDecimals(ratio, 2);
}

/** What a check's demand and capacity measure, from its SI unit ('N', 'm', '-'). */
export function checkQuantity(check: Pick<DesignCheck, 'id' | 'unit'>): Quantity | null {
  switch (check.unit) {
    case 'N':
      return 'force';
    case 'N·m':
    case 'Nm':
      return 'moment';
    case 'm':
      return check.id.startsWith('deflection') ? 'deflection' : 'length';
    default:
      return null;
  }
}

/** Demand, capacity and unit of a check, in the project's units. */
export function checkValues(check: DesignCheck, system: UnitSystem) {
  const q = checkQuantity(check);
  const show = (v: number) => (q ? formatQuantity(q, v, system) : formatSignificant(v, 3));
  return { demand: show(check.demand), capacity: show(check.capacity), unit: q ? unitOf(q, system) : '—' };
}

const NBSP = '\u00a0';

/**
 * A combination's name as a table cell wraps it: after its label ('7-16 ASD 5:') or before an
 * operator ('1.2D + 1.6S' / '+ 0.5Wstow'), never inside the label nor between an operator and its
 * term (no-break spaces there). null: a check made once per pile.
 */
export function combinationText(name: string | null): string {
  if (name == null) return 'Once per pile';
  const colon = name.indexOf(': ');
  const label = colon < 0 ? '' : name.slice(0, colon + 1).replaceAll(' ', NBSP);
  const formula = (colon < 0 ? name : name.slice(colon + 2)).replace(/ ([+−-]) /g, ` $1${NBSP}`);
  return label ? `${label} ${formula}` : formula;
}

/** Over its limit: the one red thing of a results row (ui.md). */
export function overLimit(ratio: number | null, limit: number): boolean {
  return ratio == null || ratio > limit;
}

export function pierLabel(pier: Pick<PierDesign, 'pierTypeId' | 'pierTypeName'>): string {
  return pier.pierTypeName === pier.pierTypeId ? pier.pierTypeId : `${pier.pierTypeId}: ${pier.pierTypeName}`;
}

/** The governing check's name (the id when the check is not listed). */
export function governingCheckName(pier: PierDesign): string {
  return pier.checks.find((c) => c.id === pier.governing.checkId)?.name ?? pier.governing.checkId;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
