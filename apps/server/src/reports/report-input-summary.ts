// The design input of the run as the report's "Design input" section: the numbers the engineer
// checks against the geotechnical report and the tracker data, converted from the engine's SI
// into the project's unit system at engineering precision (ui.md), each with its unit.
import { DESIGN_MODE_NAMES, SOIL_TYPE_MODELS, type SoilModelId } from '@pilewise/engine';
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
  type ReportBlock,
  type ReportFact,
  type UnitSystem,
} from '@pilewise/contracts';

const SOIL_MODEL_LABELS: Partial<Record<SoilModelId, string>> = {
  ...Object.fromEntries(
    Object.entries(SOIL_TYPE_MODELS).map(([n, model]) => [
      model,
      SOIL_TYPES[Number(n) as keyof typeof SOIL_TYPES],
    ]),
  ),
  'api-soft-clay-polyline': 'Soft Clay (API RP 2A polyline)',
};

const CORROSION_METHOD_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(CORROSION_METHODS).map(([name, code]) => [code, name]),
);

/**
 * A step (the embedment increment) to as many decimals as show it exactly: 0.25 m reads
 * '0.82 ft', not the '0.8 ft' that would make the engineer expect the wrong embedments.
 */
export function formatStep(valueSI: number, system: UnitSystem): string {
  const value = fromSI('length', valueSI, system);
  const own = system === 'imperial' ? 1 : 2;
  for (let decimals = own; decimals <= 4; decimals++) {
    if (Math.abs(Number(value.toFixed(decimals)) - value) <= 1e-9 * Math.max(1, Math.abs(value)))
      return formatDecimals(value, decimals);
  }
  return formatDecimals(value, own + 1);
}

type Layer = DesignInput['soil']['layers'][number];

function strengthOf(layer: Layer, system: UnitSystem): string {
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

function deflectionLimits(
  limits: { top_m?: number; grade_m?: number; bottom_m?: number },
  system: UnitSystem,
) {
  const parts = (
    [
      ['top', limits.top_m],
      ['grade', limits.grade_m],
      ['toe', limits.bottom_m],
    ] as const
  )
    .filter(([, v]) => v !== undefined)
    .map(([point, v]) => `${point} ${formatWithUnit('deflection', v!, system)}`);
  return parts.length > 0 ? parts.join(', ') : 'not checked';
}

const fact = (label: string, value: string): ReportFact => ({ label, value });

/** The blocks of the report's design input section. */
export function designInputBlocks(input: DesignInput, system: UnitSystem): ReportBlock[] {
  const s = input.settings;
  const len = (m: number) => formatQuantity('length', m, system);
  const L = unitOf('length', system);
  const P = unitOf('pressure', system);

  const settings: ReportFact[] = [
    fact('Design code', input.project.designCode),
    fact('Tracker company (design mode)', `${DESIGN_MODE_NAMES[input.tracker.mode]} (${input.tracker.mode})`),
    fact('Section family', s.sectionFamily),
    fact('Sections searched', `${s.minSection} to ${s.maxSection}`),
    fact(
      'Yield strength Fy',
      formatWithUnit('stress', toSI('stress', s.yieldStrength_ksi, 'imperial'), system),
    ),
    fact('Stress limit', formatDecimals(s.stressLimit, 2)),
    fact(
      'Embedment searched',
      `${len(s.minEmbed_m)} to ${len(s.maxEmbed_m)} ${L}, increment ${formatStep(s.embedIncrement_m, system)} ${L}`,
    ),
    fact('Pile heights (reveal)', `${input.pileHeights_m.map(len).join(', ')} ${L}`),
    fact('Deflection limits, strong axis', deflectionLimits(s.deflectionLimits.strong, system)),
    fact('Deflection limits, weak axis', deflectionLimits(s.deflectionLimits.weak, system)),
    fact(
      'Fixity depth',
      s.fixityDepth_m == null ? 'not checked' : formatWithUnit('length', s.fixityDepth_m, system),
    ),
    fact('Head condition', s.headCondition === 'fixed' ? 'Fixed head' : 'Free head'),
    fact('No of Elements', String(s.elements)),
  ];

  const water = input.soil.waterTableDepth_m;
  const soilFacts: ReportFact[] = [
    fact('Water table depth', water == null ? 'none' : formatWithUnit('length', water, system)),
    fact('Lateral neglect depth', formatWithUnit('length', input.soil.lateralNeglectDepth_m, system)),
    fact('P-multiplier (p-factor)', formatDecimals(input.soil.pFactor, 2)),
  ];

  const blocks: ReportBlock[] = [
    { kind: 'facts', title: 'Settings', facts: settings },
    {
      kind: 'table',
      title: 'Soil layers',
      columns: [
        { header: 'No', align: 'right', width: 0.5 },
        { header: `From (${L})`, align: 'right', width: 0.9 },
        { header: `To (${L})`, align: 'right', width: 0.9 },
        { header: 'Description', align: 'left', width: 2.6 },
        { header: 'p-y model', align: 'left', width: 2.4 },
        { header: `γ (${unitOf('unitWeight', system)})`, align: 'right', width: 0.9 },
        { header: 'φ′ (°)', align: 'right', width: 0.7 },
        { header: `Strength (${P})`, align: 'right', width: 1.5 },
      ],
      rows: input.soil.layers.map((layer, i) => ({
        tone: 'normal' as const,
        cells: [
          String(i + 1),
          len(layer.top_m),
          len(layer.bottom_m),
          layer.name,
          SOIL_MODEL_LABELS[layer.model] ?? layer.model,
          formatQuantity('unitWeight', layer.gamma_N_per_m3, system),
          layer.phiDeg === undefined ? '—' : formatDecimals(layer.phiDeg, 1),
          strengthOf(layer, system),
        ],
      })),
      note: 'Strength: undrained shear strength c_u, or q_u (uniaxial compressive strength) of rock.',
    },
    { kind: 'facts', title: null, facts: soilFacts },
  ];

  const v = input.vertical;
  if (v) {
    blocks.push({
      kind: 'table',
      title: 'Vertical capacity',
      columns: [
        { header: `To depth (${L})`, align: 'right', width: 1 },
        { header: `Skin friction, uplift (${P})`, align: 'right', width: 1.4 },
        { header: `Skin friction, compression (${P})`, align: 'right', width: 1.6 },
        { header: `End bearing (${P})`, align: 'right', width: 1.2 },
      ],
      rows: v.table.map((row) => ({
        tone: 'normal' as const,
        cells: [
          len(row.bottom_m),
          formatQuantity('pressure', row.skinFrictionUp_Pa, system),
          formatQuantity('pressure', row.skinFrictionDown_Pa, system),
          formatQuantity('pressure', row.endBearing_Pa, system),
        ],
      })),
      note: null,
    });
    blocks.push({
      kind: 'facts',
      title: null,
      facts: [
        fact('Top soil neglected', formatWithUnit('length', v.neglectTopSoil_m, system)),
        fact('End bearing', v.endBearing ? 'considered' : 'not considered'),
        fact(
          'Table values',
          v.tableBasis === 'allowable'
            ? 'allowable (used as given)'
            : `nominal: FS ${v.FS_compression} in compression, ${v.FS_uplift} in uplift`,
        ),
        fact(
          'Frost',
          v.frost.consider
            ? `considered: depth ${formatWithUnit('length', v.frost.depth_m, system)}, adfreeze ${formatWithUnit('pressure', v.frost.pressure_Pa, system)}`
            : 'not considered',
        ),
      ],
    });
  }

  const c = input.corrosion;
  blocks.push({
    kind: 'facts',
    title: 'Corrosion',
    facts: !c?.consider
      ? [fact('Corrosion', 'not considered')]
      : [
          fact('Method', CORROSION_METHOD_NAMES[c.method] ?? `Method ${c.method}`),
          fact('Soil resistivity', `${formatSignificantPlain(c.resistivity_ohm_cm)} Ω·cm`),
          fact('Design life', `${formatDecimals(c.designLife_years, 0)} years`),
          fact('Zinc coating', `${formatDecimals(c.zincCoating_um, 0)} µm`),
          ...(c.method === 3 && c.customLoss_um !== undefined
            ? [fact('Custom loss', `${formatDecimals(c.customLoss_um, 0)} µm`)]
            : []),
          fact('Corroded zone', `pile top to ${formatWithUnit('length', c.zoneDepth_m, system)} below grade`),
        ],
  });

  const q = input.seismic;
  const g = (v: number | undefined) => (v === undefined ? null : formatDecimals(v, 3));
  blocks.push({
    kind: 'facts',
    title: 'Seismic',
    facts: !q?.consider
      ? [fact('Seismic', 'not considered')]
      : [
          fact('Axis', q.weakAxis ? 'weak axis' : 'strong axis'),
          fact('Response modification R', formatDecimals(q.params.R, 2)),
          ...(
            [
              ['Ss (g)', g(q.params.Ss)],
              ['S1 (g)', g(q.params.S1)],
              ['Fa', g(q.params.Fa)],
              ['Fv', g(q.params.Fv)],
              ['SDS (g)', g(q.params.SDS)],
              ['SD1 (g)', g(q.params.SD1)],
            ] as const
          )
            .filter(([, value]) => value !== null)
            .map(([label, value]) => fact(label, value!)),
          fact('Risk category', String(q.tracker.riskCategory)),
          fact('Tracker length', formatWithUnit('length', q.tracker.trackerLength_m, system)),
          fact(
            'Piers per tracker',
            `${q.tracker.exteriorPierCount} exterior, ${q.tracker.interiorPierCount} interior`,
          ),
        ],
  });
  return blocks;
}

/** Plain digits to 3 significant figures, thousands grouped (5,000 Ω·cm). */
function formatSignificantPlain(value: number): string {
  const rounded = Number(value.toPrecision(3));
  return rounded.toLocaleString('en-US', { maximumFractionDigits: 6 });
}
