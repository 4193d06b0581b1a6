/**
 * The design tests' hand-checkable project: one pier type (SAP) with one wind case, one custom
 * combination 1.0W, in strong rock (vuggy limestone, q_u = 20 MPa, s_u = 10 MPa: p = 2000 s_u y,
 * so the soil stays on its linear branch and Hetényi's closed form applies).
 */
export interface RockPierOptions {
  name: string;
  /** Section range in the W6 family. */
  minSection: string;
  maxSection: string;
  /** Top (load point) deflection limit, strong axis, m. */
  limitTop_m: number;
  minEmbed_m: number;
  maxEmbed_m: number;
  pileHeight_m: number;
  loadHeight_m: number;
  /** Axial load (+ compression) and strong-axis shear of the wind case, N. */
  P_N: number;
  Vx_N: number;
  method: 'ASD' | 'LRFD';
  /** Further settings (overrides). */
  settings?: Record<string, unknown>;
}

export function rockPierProject(o: RockPierOptions) {
  return {
    project: { name: o.name },
    settings: {
      sectionFamily: 'W6',
      minSection: o.minSection,
      maxSection: o.maxSection,
      deflectionLimits: { strong: { top_m: o.limitTop_m }, weak: {} },
      minEmbed_m: o.minEmbed_m,
      maxEmbed_m: o.maxEmbed_m,
      embedIncrement_m: 0.5,
      ...o.settings,
    },
    pileHeights_m: [o.pileHeight_m],
    soil: {
      layers: [
        {
          name: 'limestone',
          model: 'vuggy-limestone',
          top_m: 0,
          bottom_m: 5,
          gamma_N_per_m3: 22000,
          qu_Pa: 20e6,
        },
      ],
    },
    tracker: {
      mode: 2,
      generic: {
        loadHeight_m: o.loadHeight_m,
        rows: [{ loadType: 'SAP', loadCase: 'W', P_N: o.P_N, Vx_N: o.Vx_N }],
      },
    },
    loadCombinations: {
      loadsNotActing: false,
      custom: {
        loadCases: [{ id: 'W' }],
        mapping_combo: [{ name: o.method === 'ASD' ? 'SLS' : 'C', method: o.method, factors: { W: 1 } }],
      },
    },
  };
}
