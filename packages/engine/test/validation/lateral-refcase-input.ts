import type { LateralInputRaw } from '../../src/lateral';

/** The parts of a refcases/lateral file the tests read. */
export interface LateralRefcase {
  id: string;
  inputs: {
    pile: { section: string; embedment_m: number; stickup_m: number; E_kPa: number };
    soil: {
      layers: {
        model: string;
        kind?: string;
        phi?: number;
        Su?: number;
        eps50?: number;
        J?: number;
        params?: { Su?: number; eps50?: number; J?: number };
        top_depth_m: number;
        bottom_depth_m: number;
        gamma_total_kN_m3: number;
        p_multiplier: number;
      }[];
      water_table_depth_m: number | null;
    };
    load: { H_kN: number; M_kNm: number; axial_load_kN: number };
  };
  derived_parameters: { k_initial_modulus_kN_m3?: number }[];
  results: {
    head_deflection_m: number;
    ground_deflection_m: number;
    max_moment_kNm: number;
    depth_of_max_moment_m: number;
    toe_deflection_m: number;
    depth_of_first_zero_deflection_m: number;
  };
}

/** Our model id for the refcase's curve (refcases/README.md, "Notes on the models"). */
function modelOf(layer: LateralRefcase['inputs']['soil']['layers'][number]): string {
  if (layer.model === 'API_sand') return 'api-sand';
  if (layer.model === 'API_clay') return 'api-soft-clay-polyline';
  if (layer.kind === 'matlock_static') return 'soft-clay-matlock';
  if (layer.kind === 'welch_reese_static') return 'stiff-clay-no-free-water';
  throw new Error(`no engine model for ${layer.model}/${layer.kind}`);
}

/** "OD 0.6 m, t 0.0127 m" → a pipe; anything else is a catalogue name. */
function sectionOf(name: string): LateralInputRaw['pile']['section'] {
  const m = /OD ([\d.]+) m, t ([\d.]+) m/.exec(name);
  return m ? { kind: 'pipe', od_m: Number(m[1]), t_m: Number(m[2]) } : name;
}

/**
 * Our input for a refcase: k from derived_parameters (README: "feed that k to the engine"),
 * γw = 10 kN/m³ as the refcases state, strong axis, free head.
 */
export function lateralInputFromRefcase(c: LateralRefcase, elements: number): LateralInputRaw {
  const { pile, soil, load } = c.inputs;
  return {
    pile: {
      section: sectionOf(pile.section),
      axis: 'strong',
      E_Pa: pile.E_kPa * 1e3,
      stickup_m: pile.stickup_m,
      embedment_m: pile.embedment_m,
    },
    soil: {
      layers: soil.layers.map((L, i) => {
        const su = L.Su ?? L.params?.Su;
        const k = c.derived_parameters[i]?.k_initial_modulus_kN_m3;
        return {
          name: `${c.id.slice(0, 3)} layer ${i}`,
          model: modelOf(L) as 'api-sand',
          top_m: L.top_depth_m,
          bottom_m: L.bottom_depth_m,
          gamma_N_per_m3: L.gamma_total_kN_m3 * 1e3,
          ...(L.phi === undefined ? {} : { phiDeg: L.phi }),
          ...(su === undefined ? {} : { cu_Pa: su * 1e3 }),
          ...((L.eps50 ?? L.params?.eps50) === undefined ? {} : { eps50: L.eps50 ?? L.params?.eps50 }),
          ...((L.J ?? L.params?.J) === undefined ? {} : { J: L.J ?? L.params?.J }),
          ...(k === undefined ? {} : { k_N_per_m3: k * 1e3 }),
          loading: 'static' as const,
          pMultiStart: L.p_multiplier,
          pMultiEnd: L.p_multiplier,
        };
      }),
      waterTableDepth_m: soil.water_table_depth_m,
      gammaW_N_per_m3: 10_000,
    },
    loads: { H_N: load.H_kN * 1e3, M_Nm: load.M_kNm * 1e3, P_N: load.axial_load_kN * 1e3, head: 'free' },
    options: { elements },
  };
}
