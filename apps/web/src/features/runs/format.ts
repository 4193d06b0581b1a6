// How runs and their results read: statuses, lanes, ratios and check values in the project's
// units (the conversions themselves are contracts' units module).
import { RUN_LANE_ELEMENTS, RUN_LANE_LABELS, type RunLane, type RunStatus } from '@pilewise/contracts';

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
