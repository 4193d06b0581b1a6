// Runs for tests: a real engine result of a cut-down example (two pier types, one pile height,
// Fast Lane elements), so the result screens are tested on what the engine really answers.
import { runDesign } from '@pilewise/engine';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import type { DesignResult, Run } from '@pilewise/contracts';

export const PROJECT_ID = '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a10';

/** SAP passes (W6x9), HAPE has no solution up to W6x12 at 4.5 m: both kinds of row. */
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
  return input;
}

let cached: DesignResult | undefined;
export function smallDesignResult(): DesignResult {
  if (!cached) {
    const run = runDesign(smallDesignInput());
    if (!run.ok) throw new Error(run.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
    cached = run.result;
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
