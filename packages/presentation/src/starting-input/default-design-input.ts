// The design input a project starts from when none has been saved: the forms show it, and an
// import into such a project lays the groups it reads over it. The settings an
// engineer of a single-axis tracker site usually starts with (W6 family, 5 to 15 ft in 0.5 ft steps
// or 1.5 to 4.5 m in 0.25 m steps: round numbers in the project's units, ASCE 7-16), and empty soil
// and load tables for them to fill. Nothing here is a soil or a
// load value: the tables must be filled before the design can run, and their errors say so.
import { M_PER_FT } from '@pilewise/contracts';
import type { DesignInputRaw } from '@pilewise/engine';

/** Embedment range, pile height and soil depth, m, as round numbers of each unit system. */
const RANGES = {
  imperial: {
    minEmbed: 5 * M_PER_FT,
    maxEmbed: 15 * M_PER_FT,
    step: 0.5 * M_PER_FT,
    height: 4.5 * M_PER_FT,
    soil: 20 * M_PER_FT,
  },
  metric: { minEmbed: 1.5, maxEmbed: 4.5, step: 0.25, height: 1.4, soil: 6 },
} as const;

export function defaultDesignInput(project: {
  name: string;
  unitSystem: 'imperial' | 'metric';
}): DesignInputRaw {
  const r = RANGES[project.unitSystem];
  return {
    schemaVersion: 1,
    project: {
      name: project.name || 'Untitled project',
      designCode: 'ASCE 7-16',
      unitSystem: project.unitSystem,
    },
    settings: {
      sectionFamily: 'W6',
      minSection: 'W6x8.5',
      maxSection: 'W6x25',
      yieldStrength_ksi: 50,
      stressLimit: 1,
      deflectionLimits: { strong: {}, weak: {} },
      fixityDepth_m: null,
      minEmbed_m: r.minEmbed,
      maxEmbed_m: r.maxEmbed,
      embedIncrement_m: r.step,
      elements: 100,
      headCondition: 'free',
    },
    pileHeights_m: [r.height],
    soil: {
      layers: [{ name: 'Layer 1', model: 'api-sand', top_m: 0, bottom_m: r.soil } as never],
      waterTableDepth_m: null,
      pFactor: 1,
      lateralNeglectDepth_m: 0,
    },
    tracker: { mode: 2, generic: { loadHeight_m: r.height, rows: [], reversibleCases: [] } },
    loadCombinations: { loadsNotActing: true },
  };
}

/**
 * The Vertical group as it starts when switched on: one row to fill. No FS or φ: the engine's
 * cited defaults for the design method and capacity basis apply until the engineer sets them.
 */
export const NEW_VERTICAL = {
  table: [{}],
  neglectTopSoil_m: 0,
  endBearing: false,
  tableBasis: 'nominal',
  frost: { consider: false, pressure_Pa: 0, depth_m: 0 },
} as const;
