// A parsed design input as the lines an engineer checks against their own numbers: all values
// converted from the engine's SI into the project's unit system, with their units.
import { adaptTrackerLoads, DESIGN_MODE_NAMES, SOIL_TYPE_MODELS, type SoilModelId } from '@pilewise/engine';
import {
  CORROSION_METHODS,
  formatDecimals,
  formatQuantity,
  formatWithUnit,
  fromSI,
  SOIL_TYPES,
  toSI,
  unitOf,
  type DesignInput,
  type UnitSystem,
} from '@pilewise/contracts';

export type SummaryItem = { label: string; value: string };

export type SoilLayerRow = {
  /** 1-based, as the engineer counts layers. */
  number: number;
  from: string;
  to: string;
  name: string;
  model: string;
  gamma: string;
  phi: string;
  /** c_u, or the rock strength (q_u, s_u) with its symbol. */
  strength: string;
};

export type DesignInputSummary = {
  /**
   * Set when the file's project.unitSystem differs from the project's, which the summary (and
   * every screen) follows: says so, and how to read the numbers in the file's system.
   */
  unitsNote: string | null;
  project: SummaryItem[];
  settings: SummaryItem[];
  pierTypes: { id: string; name: string }[];
  soilLayers: SoilLayerRow[];
  soilUnits: { depth: string; gamma: string; strength: string };
  soil: SummaryItem[];
  site: SummaryItem[];
};

const SOIL_MODEL_LABELS: Record<SoilModelId, string> = {
  ...(Object.fromEntries(
    Object.entries(SOIL_TYPE_MODELS).map(([n, model]) => [
      model,
      SOIL_TYPES[Number(n) as keyof typeof SOIL_TYPES],
    ]),
  ) as Record<SoilModelId, string>),
  'api-soft-clay-polyline': 'Soft Clay (API RP 2A polyline)',
};

const CORROSION_METHOD_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(CORROSION_METHODS).map(([name, code]) => [code, name]),
);

export function soilModelLabel(model: SoilModelId): string {
  return SOIL_MODEL_LABELS[model] ?? model;
}

function strengthOf(layer: DesignInput['soil']['layers'][number], system: UnitSystem): string {
  const p = (pa: number) => formatQuantity('pressure', pa, system);
  if (layer.model === 'weak-rock' && layer.qu_Pa !== undefined) return `q_u ${p(layer.qu_Pa)}`;
  if (layer.model === 'vuggy-limestone') {
    if (layer.su_Pa !== undefined) return `s_u ${p(layer.su_Pa)}`;
    if (layer.qu_Pa !== undefined) return `q_u ${p(layer.qu_Pa)}`;
  }
  if (layer.cu_Pa === undefined) return '—';
  const bottom = layer.cuBottom_Pa;
  return bottom !== undefined && bottom !== layer.cu_Pa ? `${p(layer.cu_Pa)} → ${p(bottom)}` : p(layer.cu_Pa);
}

const UNIT_SYSTEM_NAMES: Record<UnitSystem, string> = { imperial: 'Imperial', metric: 'Metric' };

/**
 * Which unit system the numbers are shown in. The project's: it is the engineer's setting for every
 * screen of the project (inputs, results, reports), and the file's numbers are SI whatever its
 * project.unitSystem says, so that field is only the display its author preferred. A file that
 * asks for the other system is said so, not obeyed: a summary in metric beside results in
 * imperial would invite misreadings.
 */
function unitsShown(input: DesignInput, system: UnitSystem): { fact: string; note: string | null } {
  const file = input.project.unitSystem;
  const fact = `${UNIT_SYSTEM_NAMES[system]} (the project's unit system)`;
  if (file === system) return { fact, note: null };
  return {
    fact: `${fact}; the file asks for ${file}`,
    note:
      `The file asks for ${file} units (project.unitSystem); the numbers are shown in ${system}, the ` +
      `project's unit system. To read them in ${file}, change Unit system in the Details tab.`,
  };
}

/**
 * A step (the embedment increment) to as many decimals as show it exactly, from the length's own
 * precision (0.1 ft, 0.01 m) up to four, else one more than its own: 6 in is '0.5 ft' and 0.25 m
 * '0.25 m', but 0.25 m is '0.82 ft' (0.8202 ft), not the '0.8 ft' that would make the engineer
 * expect embedments of 4.9, 5.7, 6.5 ft … rather than 4.9, 5.7, 6.6 ft ….
 */
export function formatStep(valueSI: number, system: UnitSystem): string {
  const value = fromSI('length', valueSI, system);
  const own = system === 'imperial' ? 1 : 2;
  for (let decimals = own; decimals <= 4; decimals++) {
    const shown = Number(value.toFixed(decimals));
    if (Math.abs(shown - value) <= 1e-9 * Math.max(1, Math.abs(value)))
      return formatDecimals(value, decimals);
  }
  return formatDecimals(value, own + 1);
}

function deflectionLimits(input: DesignInput, system: UnitSystem): string {
  const axis = (name: string, l: { top_m?: number; grade_m?: number; bottom_m?: number }) => {
    const parts = (
      [
        ['top', l.top_m],
        ['grade', l.grade_m],
        ['bottom', l.bottom_m],
      ] as const
    )
      .filter(([, v]) => v !== undefined)
      .map(([point, v]) => `${point} ${formatWithUnit('deflection', v!, system)}`);
    return `${name}: ${parts.length > 0 ? parts.join(', ') : 'none'}`;
  };
  const { strong, weak } = input.settings.deflectionLimits;
  return `${axis('Strong axis', strong)}; ${axis('weak axis', weak)}`;
}

function pierTypesOf(input: DesignInput): { id: string; name: string }[] {
  const height = input.pileHeights_m[0];
  if (height === undefined) return [];
  const adapted = adaptTrackerLoads(input.tracker, height);
  return adapted.ok ? adapted.value.pierTypes.map((p) => ({ id: p.id, name: p.name })) : [];
}

export function summarizeDesignInput(input: DesignInput, system: UnitSystem): DesignInputSummary {
  const s = input.settings;
  const len = (m: number) => formatQuantity('length', m, system);
  const ft = unitOf('length', system);
  const pierTypes = pierTypesOf(input);
  const units = unitsShown(input, system);

  const project: SummaryItem[] = [
    { label: 'Project', value: input.project.name },
    { label: 'Tracker company', value: DESIGN_MODE_NAMES[input.tracker.mode] },
    { label: 'Design mode', value: String(input.tracker.mode) },
    { label: 'Design code', value: input.project.designCode },
    { label: 'Units', value: units.fact },
  ];

  const settings: SummaryItem[] = [
    { label: 'Section family', value: s.sectionFamily },
    { label: 'Min–Max Section', value: `${s.minSection} – ${s.maxSection}` },
    {
      label: 'Yield strength Fy',
      value: formatWithUnit('stress', toSI('stress', s.yieldStrength_ksi, 'imperial'), system),
    },
    {
      label: 'Embedment',
      value: `${len(s.minEmbed_m)} – ${len(s.maxEmbed_m)} ${ft}, increment ${formatStep(s.embedIncrement_m, system)} ${ft}`,
    },
    { label: 'Pile heights', value: `${input.pileHeights_m.map(len).join(', ')} ${ft}` },
    { label: 'Stress limit', value: formatDecimals(s.stressLimit, 2) },
    { label: 'Deflection limits', value: deflectionLimits(input, system) },
    { label: 'Head condition', value: s.headCondition === 'fixed' ? 'Fixed head' : 'Free head' },
  ];

  const soilLayers: SoilLayerRow[] = input.soil.layers.map((layer, i) => ({
    number: i + 1,
    from: len(layer.top_m),
    to: len(layer.bottom_m),
    name: layer.name,
    model: soilModelLabel(layer.model),
    gamma: formatQuantity('unitWeight', layer.gamma_N_per_m3, system),
    phi: layer.phiDeg === undefined ? '—' : formatDecimals(layer.phiDeg, 1),
    strength: strengthOf(layer, system),
  }));

  const water = input.soil.waterTableDepth_m;
  const soil: SummaryItem[] = [
    {
      label: 'Water table depth',
      value: water == null ? 'None (no water table)' : formatWithUnit('length', water, system),
    },
    {
      label: 'Lateral neglect depth',
      value: formatWithUnit('length', input.soil.lateralNeglectDepth_m, system),
    },
    { label: 'P-factor', value: formatDecimals(input.soil.pFactor, 2) },
  ];

  const c = input.corrosion;
  const corrosion = !c?.consider
    ? 'Not considered'
    : [
        CORROSION_METHOD_NAMES[c.method] ?? `Method ${c.method}`,
        c.method === 3 && c.customLoss_um !== undefined
          ? `loss ${formatDecimals(c.customLoss_um, 0)} µm`
          : null,
        `design life ${formatDecimals(c.designLife_years, 0)} years`,
        `zone to ${formatWithUnit('length', c.zoneDepth_m, system)} below grade`,
      ]
        .filter(Boolean)
        .join(', ');
  const f = input.vertical?.frost;
  const frost = f?.consider
    ? `Considered: depth ${formatWithUnit('length', f.depth_m, system)}, adfreeze ${formatWithUnit('pressure', f.pressure_Pa, system)}`
    : 'Not considered';
  const q = input.seismic;
  const seismic = q?.consider ? `On (${q.weakAxis ? 'weak axis' : 'strong axis'}, R = ${q.params.R})` : 'Off';

  return {
    unitsNote: units.note,
    project,
    settings,
    pierTypes,
    soilLayers,
    soilUnits: { depth: ft, gamma: unitOf('unitWeight', system), strength: unitOf('pressure', system) },
    soil,
    site: [
      { label: 'Corrosion', value: corrosion },
      { label: 'Frost', value: frost },
      { label: 'Seismic', value: seismic },
    ],
  };
}
