// A real engine result for the chart tests: the generic example cut to SAP and HAPE at one pile
// height, Fast Lane elements (the same cut the web app's tests use), so the charts are tested on
// what the engine really answers. Test-only: nothing in the package's index imports it.
import { runDesign, type DesignResult } from '@pilewise/engine';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';

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
  // The charts need a strongly seismic site (Site Class D, Ss 1.05 g), not the low-seismic Phoenix
  // site the example now describes; capacities from load tests, no frost.
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
 * SAP by ASD (passes, W6x9; its profiles are of ASD 8, a service combination, weak axis) and
 * HAPE by LRFD (no solution up to W6x12 at 4.5 m; its profiles are of LRFD 4, strong axis): one
 * result with both kinds of row and both kinds of combination profiled. A project has one
 * design method; the two runs are joined here for the charts only.
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
