// A real engine result for the chart tests: the generic example cut to SAP and HAPE at one pile
// height, Fast Lane elements (the same cut the web app's tests use), so the charts are tested on
// what the engine really answers. Test-only: nothing in the package's index imports it.
import { runDesign, type DesignResult } from '@pilewise/engine';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';

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
