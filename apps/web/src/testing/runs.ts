// Runs for tests: a real engine result of a cut-down example (two pier types, one pile height,
// Fast Lane elements), so the result screens are tested on what the engine really answers.
import { runDesign } from '@pilewise/engine';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import type { DesignResult, Run } from '@pilewise/contracts';

export const PROJECT_ID = '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a10';

/** The generic example cut to SAP and HAPE at one pile height, on a strongly seismic site. */
export function smallDesignInput() {
  const input = structuredClone(generic);
  const keep = ['SAP', 'HAPE'];
  input.pileHeights_m = [1.37];
  Object.assign(input.settings, {
    minSection: 'W6x9',
    maxSection: 'W6x12',
    minEmbed_m: 2.5,
    maxEmbed_m: 4.5,
    embedIncrement_m: 1,
    elements: 100,
  });
  input.tracker.generic.rows = input.tracker.generic.rows.filter((r) => keep.includes(r.loadType));
  input.seismic.tracker.customRows = input.seismic.tracker.customRows.filter((r) =>
    keep.includes(r.seismicPier),
  );
  // A strongly seismic site (Site Class D, Ss 1.05 g), not the low-seismic Phoenix site the
  // example now describes; capacities from load tests, no frost.
  input.seismic.params = { R: 1.25, Ss: 1.05, S1: 0.42, Fa: 1.08, Fv: 1.88 };
  Object.assign(input.seismic.tracker, { groundSnow_Pa: 479, snowLoad_N_per_m: 350 });
  Object.assign(input.vertical, { capacityBasis: 'load-tests' });
  (input.soil as { waterTableDepth_m: number | null }).waterTableDepth_m = 4;
  return input;
}

function design(method: 'ASD' | 'LRFD'): DesignResult {
  const input = smallDesignInput();
  Object.assign(input.settings, { designMethod: method });
  const run = runDesign(input);
  if (!run.ok) throw new Error(run.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return run.result;
}

let cached: DesignResult | undefined;
/**
 * SAP by ASD (passes, W6x9; profiles of ASD 8, a service combination) and HAPE by LRFD (no
 * solution up to W6x12 at 4.5 m; profiles of LRFD 4): one result with both kinds of row. A
 * project has one design method; the two runs are joined here for the screens' tests only.
 */
export function smallDesignResult(): DesignResult {
  if (!cached) {
    const asd = design('ASD');
    const lrfd = design('LRFD');
    cached = {
      ...lrfd,
      piers: [
        asd.piers.find((p) => p.pierTypeId === 'SAP')!,
        lrfd.piers.find((p) => p.pierTypeId === 'HAPE')!,
      ],
    };
  }
  return cached;
}

let n = 0;
export function makeRun(overrides: Partial<Run> = {}): Run {
  n += 1;
  return {
    _id: `7c1e2b8a-0d3f-4a5b-9c6d-${String(n).padStart(12, '0')}`,
    projectId: PROJECT_ID,
    status: 'queued',
    lane: 'fast',
    elements: 100,
    progress: 0,
    message: '',
    startedBy: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a01',
    startedByName: 'Ada Lovelace',
    createdAt: '2025-03-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    warnings: [],
    ...overrides,
  };
}

export function makeSucceededRun(overrides: Partial<Run> = {}): Run & { result: DesignResult } {
  const result = smallDesignResult();
  return {
    ...makeRun({
      status: 'succeeded',
      progress: 1,
      message: 'Done: 2 pier designs',
      startedAt: '2025-03-01T10:00:01.000Z',
      finishedAt: '2025-03-01T10:00:05.000Z',
      warnings: result.warnings,
      ...overrides,
    }),
    result,
  };
}
