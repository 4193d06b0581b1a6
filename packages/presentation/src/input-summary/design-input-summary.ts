// A parsed design input as the blocks an engineer checks against their own numbers: every value
// converted from the engine's SI into the project's unit system at engineering precision (ui.md),
// with its unit. The one implementation behind the web's input summary and the PDF report's
// "Design input" section; the labels and units come from the field table.
import { adaptTrackerLoads, DESIGN_MODE_NAMES, geotechFactorsFor, type DesignInput } from '@pilewise/engine';
import {
  formatDecimals,
  formatQuantity,
  formatWithUnit,
  fromSI,
  toSI,
  unitOf,
  type ReportBlock,
  type UnitSystem,
} from '@pilewise/contracts';
import {
  CORROSION_FIELDS,
  LOAD_COMBINATION_FIELDS,
  ROMANOFF_FIELDS,
  EFFECTIVE_LENGTH_FIELDS,
  SETTINGS_FIELDS,
  columnField,
  DEFLECTION_AXES,
  DEFLECTION_LIMIT_FIELDS,
  engineDefaultAt,
  fieldOf,
  formatFieldValue,
  formatNumber,
  loadApplicationText,
  pierTypeKText,
  sandKDefaults,
  SEISMIC_PARAM_FIELDS,
  soilModelName,
  SOIL_LAYER_COLUMNS,
  SOIL_PROFILE_FIELDS,
  TRACKER_SEISMIC_FIELDS,
  unitLabel,
  VERTICAL_ROW_FIELDS,
  type InputField,
} from '../input-fields';

export type SummaryFacts = Extract<ReportBlock, { kind: 'facts' }>;
export type SummaryTable = Extract<ReportBlock, { kind: 'table' }>;
export type SummaryBlock = SummaryFacts | SummaryTable;
export type SummaryFact = SummaryFacts['facts'][number];

export type DesignInputSummary = {
  /**
   * Set when the input's project.unitSystem differs from the project's, which the summary (and
   * every screen) follows: says so, and how to read the numbers in the file's system.
   */
  unitsNote: string | null;
  pierTypes: { id: string; name: string }[];
  blocks: SummaryBlock[];
};

const fact = (label: string, value: string): SummaryFact => ({ label, value });

const UNIT_SYSTEM_NAMES: Record<UnitSystem, string> = { imperial: 'Imperial', metric: 'Metric' };

/**
 * Which unit system the numbers are shown in. The project's: it is the engineer's setting for every
 * screen of the project, and the file's numbers are SI whatever its project.unitSystem says, so
 * that field is only the display its author preferred. A file that asks for the other system is
 * said so, not obeyed: a summary in metric beside results in imperial would invite misreadings.
 */
function unitsShown(input: DesignInput, system: UnitSystem): { fact: string; note: string | null } {
  const file = input.project.unitSystem;
  const shown = `${UNIT_SYSTEM_NAMES[system]} (the project's unit system)`;
  if (file === system) return { fact: shown, note: null };
  return {
    fact: `${shown}; the file asks for ${file}`,
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
    if (Math.abs(Number(value.toFixed(decimals)) - value) <= 1e-9 * Math.max(1, Math.abs(value)))
      return formatDecimals(value, decimals);
  }
  return formatDecimals(value, own + 1);
}

/** 'top 2.00 in, grade 1.00 in, toe 0.50 in', or 'not checked' (a point without a limit is not checked). */
function deflectionLimits(limits: Record<string, number | undefined>, system: UnitSystem): string {
  const parts = DEFLECTION_LIMIT_FIELDS.filter((f) => limits[f.key] !== undefined).map(
    (f) => `${f.label.toLowerCase()} ${formatWithUnit('deflection', limits[f.key]!, system)}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'not checked';
}

function pierTypesOf(input: DesignInput): { id: string; name: string }[] {
  const height = input.pileHeights_m[0];
  if (height === undefined) return [];
  const adapted = adaptTrackerLoads(input.tracker, height);
  return adapted.ok ? adapted.value.pierTypes.map((p) => ({ id: p.id, name: p.name })) : [];
}

/** The facts of the fields of a group that the summary shows and the input gives. */
function fieldFacts(
  fields: readonly InputField[],
  group: Record<string, unknown>,
  system: UnitSystem,
  mode?: number,
  /** The whole input: a field left empty shows its cited default (and its flag), read from it. */
  input?: unknown,
): SummaryFact[] {
  const cited = (f: InputField) => (group[f.key] === undefined && input ? f.defaultOf?.(input) : undefined);
  return fields
    .filter((f) => f.inSummary && (group[f.key] !== undefined || cited(f) !== undefined))
    .filter((f) => mode === undefined || !f.modes || (f.modes as readonly number[]).includes(mode))
    .map((f) => {
      const d = cited(f);
      return fact(
        f.label,
        d
          ? `${formatFieldValue(f, d.value, system)} (default${d.engineerToConfirm ? ', engineer to confirm' : ''})`
          : formatFieldValue(f, group[f.key], system),
      );
    });
}

function settingsBlock(input: DesignInput, system: UnitSystem): SummaryFacts {
  const s = input.settings;
  const len = (m: number) => formatQuantity('length', m, system);
  const L = unitOf('length', system);
  return {
    kind: 'facts',
    title: 'General Settings',
    facts: [
      fact('Section family', s.sectionFamily),
      fact('Sections searched', `${s.minSection} to ${s.maxSection}`),
      fact(
        'Yield strength Fy',
        formatWithUnit('stress', toSI('stress', s.yieldStrength_ksi, 'imperial'), system),
      ),
      // always stated: E sets the pile's EI and the AISC checks' limits
      ...fieldFacts([fieldOf(SETTINGS_FIELDS, 'steelModulus_Pa')], s, system, undefined, input),
      fact('Stress limit', formatDecimals(s.stressLimit, 2)),
      // always stated: K sets the steel check's buckling and (with Lb) its slenderness warnings
      ...fieldFacts(EFFECTIVE_LENGTH_FIELDS, s, system, undefined, input),
      ...(s.effectiveLengthByPierType?.length
        ? [fact('K per pier type', s.effectiveLengthByPierType.map(pierTypeKText).join('; '))]
        : []),
      fact(
        'Embedment searched',
        `${len(s.minEmbed_m)} to ${len(s.maxEmbed_m)} ${L}, increment ${formatStep(s.embedIncrement_m, system)} ${L}`,
      ),
      fact('Pile heights (reveal)', `${input.pileHeights_m.map(len).join(', ')} ${L}`),
      ...fieldFacts(
        SETTINGS_FIELDS.filter((f) => f.key === 'axisOfRotation_m'),
        s,
        system,
      ),
      // always stated: where the loads act decides the moment at the pile top
      fact('Design Load Application', loadApplicationText(s, input.pileHeights_m, system)),
      ...DEFLECTION_AXES.map((a) =>
        fact(`Deflection limits, ${a.label}`, deflectionLimits(s.deflectionLimits[a.key], system)),
      ),
      fact(
        'Fixity depth',
        s.fixityDepth_m == null ? 'not checked' : formatWithUnit('length', s.fixityDepth_m, system),
      ),
      ...fieldFacts(
        SETTINGS_FIELDS.filter((f) => f.key === 'designMethod'),
        s,
        system,
      ),
      ...fieldFacts(LOAD_COMBINATION_FIELDS, input.loadCombinations, system),
      fact('Head condition', s.headCondition === 'fixed' ? 'Fixed head' : 'Free head'),
      fact('No of Elements', String(s.elements)),
    ],
  };
}

/** The soil table: a column per soil column of the field table that the summary shows. */
function soilBlocks(input: DesignInput, system: UnitSystem): SummaryBlock[] {
  const columns = SOIL_LAYER_COLUMNS.filter((c) => c.fields.some((f) => f.inSummary));
  const header = (c: (typeof columns)[number]) => {
    const unit = unitLabel(c.fields[0]!.unit, system);
    if (c.id === 'strength') return `Strength (${unit})`;
    return unit ? `${c.header} (${unit})` : c.header;
  };
  const cell = (c: (typeof columns)[number], layer: DesignInput['soil']['layers'][number]) => {
    const f = columnField(c, layer.model);
    const v = f ? (layer as Record<string, unknown>)[f.key] : undefined;
    if (!f || v === undefined) return '—';
    if (f.key === 'model') return soilModelName(layer.model);
    if (typeof v !== 'number') return String(v);
    const n = formatNumber(f.unit, v, system);
    // One strength column for c_u, q_u and s_u: the rock strengths carry their symbol.
    if (c.id === 'strength' && f.key !== 'cu_Pa') return `${f.key === 'qu_Pa' ? 'q_u' : 's_u'} ${n}`;
    if (f.key === 'cu_Pa' && layer.cuBottom_Pa !== undefined && layer.cuBottom_Pa !== v)
      return `${n} → ${formatNumber(f.unit, layer.cuBottom_Pa, system)}`;
    return n;
  };
  const water = input.soil.waterTableDepth_m;
  return [
    {
      kind: 'table',
      title: 'Soil layers',
      columns: [
        { header: 'No', align: 'right', width: 0.5 },
        ...columns.map((c) => ({
          header: header(c),
          align: c.fields[0]!.unit === 'none' ? ('left' as const) : ('right' as const),
          width: c.id === 'name' ? 2.6 : c.id === 'model' ? 2.4 : c.id === 'strength' ? 1.5 : 0.9,
        })),
      ],
      rows: input.soil.layers.map((layer, i) => ({
        tone: 'normal' as const,
        cells: [String(i + 1), ...columns.map((c) => cell(c, layer))],
      })),
      note: 'Strength: undrained shear strength c_u, or q_u (uniaxial compressive strength) or s_u of rock.',
    },
    pyParameterTable(input, system),
    {
      kind: 'facts',
      title: 'Soil profile',
      facts: SOIL_PROFILE_FIELDS.map((f) =>
        fact(
          f.label,
          f.key === 'waterTableDepth_m' && water == null
            ? 'none'
            : formatFieldValue(f, input.soil[f.key], system),
        ),
      ),
    },
  ];
}

/**
 * The soil table's other columns, each layer's p-y parameters (ε50, k, E_rm, RQD, J, the
 * p-multipliers, loading, cycles): given, or the value the design takes for it, marked "default"
 * (the class tables' ε50 and k by the layer's strength, Matlock's J, Reese's k_rm…), so that a
 * checker reads every number a curve rests on. A column no layer's model uses is left out. Where a
 * column holds two fields by model (Kpy / Krm, e50 / Erm) each value carries its symbol and unit.
 */
function pyParameterTable(input: DesignInput, system: UnitSystem): SummaryTable {
  const layers = input.soil.layers;
  const cell = (c: (typeof SOIL_LAYER_COLUMNS)[number], i: number): string => {
    const layer = layers[i]!;
    const f = columnField(c, layer.model);
    // the cycles of a cyclic criterion: none under static loading
    if (!f || (f.key === 'nCycles' && layer.loading !== 'cyclic')) return '—';
    const given = (layer as Record<string, unknown>)[f.key];
    const unit = unitLabel(f.unit, system);
    const symbol = (text: string) =>
      c.fields.length > 1 ? `${f.label} ${text}${unit ? ` ${unit}` : ''}` : text;
    const sand = given === undefined && f.key === 'k_N_per_m3' ? sandKDefaults(layer, input.soil) : null;
    if (sand) return `${f.label} ${sandKText(sand, system)} (default, API chart by φ)`;
    const value = given ?? f.rowDefault?.(layer, input.soil) ?? engineDefaultAt(['soil', 'layers', i, f.key]);
    if (value === undefined) return '—';
    const text = symbol(
      typeof value === 'number' ? formatNumber(f.unit, value, system) : formatFieldValue(f, value, system),
    );
    return given === undefined ? `${text} (default)` : text;
  };
  // each column's cells once; a column that is — for every layer is left out
  const columns = SOIL_LAYER_COLUMNS.filter((c) => !c.fields.some((f) => f.inSummary))
    .map((c) => ({ ...c, cells: layers.map((_, i) => cell(c, i)) }))
    .filter((c) => c.cells.some((text) => text !== '—'));
  const header = (c: (typeof columns)[number]) => {
    const unit = c.fields.length > 1 ? '' : unitLabel(c.fields[0]!.unit, system);
    return unit ? `${c.header} (${unit})` : c.header;
  };
  return {
    kind: 'table',
    title: 'p-y parameters by layer',
    columns: [
      { header: 'No', align: 'right', width: 0.5 },
      { header: 'Soil type', align: 'left', width: 2 },
      ...columns.map((c) => ({
        header: header(c),
        align: 'right' as const,
        width: c.fields.length > 1 ? 2 : 0.9,
      })),
    ],
    rows: layers.map((layer, i) => ({
      tone: 'normal' as const,
      cells: [String(i + 1), soilModelName(layer.model), ...columns.map((c) => c.cells[i]!)],
    })),
    note: 'default: not given in the input; the value the design takes (the class tables’ ε50 and k by the layer’s strength, to confirm). —: not used by the layer’s soil type, or, for Cu bottom, pMultiEnd and RQD end, the same as at the layer’s top.',
  };
}

/** A sand's default k (sandKDefaults) on the sides of the water table it reaches, with its unit. */
function sandKText(k: { above: number | null; below: number | null }, system: UnitSystem): string {
  const text = (k_N_per_m3: number) =>
    `${formatNumber('subgradeModulus', k_N_per_m3, system)} ${unitLabel('subgradeModulus', system)}`;
  if (k.below === null) return text(k.above!);
  if (k.above === null) return `${text(k.below)} below the water table`;
  return `${text(k.above)} above / ${text(k.below)} below the water table`;
}

/**
 * How the table's nominal values become resistance under the project's design method: FS (ASD) or
 * φ (LRFD) per load, each the project's own or the default of its capacity basis (the engine's
 * geotechFactorsFor, IBC 1810.3.3.1.5 / AASHTO LRFD 10.5.5.2.3).
 */
function resistanceText(input: DesignInput): string {
  const v = input.vertical!;
  const given = Object.fromEntries(
    (
      [
        'FS_compression',
        'FS_uplift',
        'FS_sustainedUplift',
        'phi_compression',
        'phi_uplift',
        'phi_sustainedUplift',
      ] as const
    ).flatMap((k) => (v[k] === undefined ? [] : [[k, v[k]]])),
  );
  const method = input.settings.designMethod;
  const f = geotechFactorsFor(method, v.capacityBasis, given);
  const basis = v.capacityBasis === 'load-tests' ? 'capacity from load tests' : 'capacity by static analysis';
  const [c, u, s] =
    method === 'ASD'
      ? [f.FS_compression, f.FS_uplift, f.FS_sustainedUplift]
      : [f.phi_compression, f.phi_uplift, f.phi_sustainedUplift];
  const name = method === 'ASD' ? 'FS' : 'φ';
  return `nominal, ${method}: ${name} ${c} in compression, ${u} in wind or seismic uplift, ${s} in sustained uplift (frost) (${basis})`;
}

function verticalBlocks(input: DesignInput, system: UnitSystem): SummaryBlock[] {
  const v = input.vertical;
  if (!v) return [];
  return [
    {
      kind: 'table',
      title: 'Vertical capacity',
      columns: VERTICAL_ROW_FIELDS.map((f) => ({
        header: `${f.label}${f.description ? `, ${f.description.toLowerCase()}` : ''} (${unitLabel(f.unit, system)})`,
        align: 'right' as const,
        width: 1.3,
      })),
      rows: v.table.map((row) => ({
        tone: 'normal' as const,
        cells: VERTICAL_ROW_FIELDS.map((f) => formatNumber(f.unit, row[f.key], system)),
      })),
      note: null,
    },
    {
      kind: 'facts',
      title: 'Vertical site data',
      facts: [
        fact('Top soil neglected', formatWithUnit('length', v.neglectTopSoil_m, system)),
        fact('End bearing', v.endBearing ? 'considered' : 'not considered'),
        fact(
          'Table values',
          v.tableBasis === 'allowable' ? 'allowable (used as given)' : resistanceText(input),
        ),
        fact(
          'Frost',
          v.frost.consider
            ? `considered: depth ${formatWithUnit('length', v.frost.depth_m, system)}, adfreeze ${formatWithUnit('pressure', v.frost.pressure_Pa, system)}`
            : 'not considered',
        ),
      ],
    },
  ];
}

function corrosionBlock(input: DesignInput, system: UnitSystem): SummaryFacts {
  const c = input.corrosion;
  const fields = CORROSION_FIELDS.filter(
    (f) =>
      (f.key !== 'customLoss_um' || c?.method === 3) &&
      (f.key !== 'fhwaSteelRate_um_per_yr' || c?.method === 1),
  );
  return {
    kind: 'facts',
    title: 'Corrosion',
    facts: c?.consider
      ? [
          ...fieldFacts(fields, c, system, undefined, input),
          ...(c.method === 2 ? fieldFacts(ROMANOFF_FIELDS, c.romanoff ?? {}, system, undefined, input) : []),
        ]
      : [fact('Corrosion', 'not considered')],
  };
}

function seismicBlock(input: DesignInput, system: UnitSystem): SummaryFacts {
  const q = input.seismic;
  const mode = input.tracker.mode;
  if (!q?.consider) return { kind: 'facts', title: 'Seismic', facts: [fact('Seismic', 'not considered')] };
  return {
    kind: 'facts',
    title: 'Seismic',
    facts: [
      // the switch steers case E of custom combinations only: a bare "Axis: weak" read as if the
      // design checked E about one axis, while its code combinations check both (Ex and Ey)
      fact(
        'Case E of custom combinations',
        `about the ${q.weakAxis ? 'weak' : 'strong'} axis; the code combinations check both (Ex, Ey; ASCE 7 §12.5.1)`,
      ),
      ...fieldFacts(SEISMIC_PARAM_FIELDS, q.params, system),
      ...fieldFacts(TRACKER_SEISMIC_FIELDS, q.tracker, system, mode),
    ],
  };
}

/**
 * The design input as blocks of facts and tables. `projectName`: the project's own name (its
 * Details), shown as the Project; a design input carries a name of its own (an example's, or the
 * project's when it was made), which a rename leaves behind: the report's cover and its design
 * input page then named two projects.
 */
export function summarizeDesignInput(
  input: DesignInput,
  system: UnitSystem,
  projectName?: string,
): DesignInputSummary {
  const units = unitsShown(input, system);
  const project: SummaryFacts = {
    kind: 'facts',
    title: 'Project',
    facts: [
      fact('Project', projectName || input.project.name),
      fact(
        'Tracker company (design mode)',
        `${DESIGN_MODE_NAMES[input.tracker.mode]} (${input.tracker.mode})`,
      ),
      fact('Design code', input.project.designCode),
      fact('Units', units.fact),
    ],
  };
  return {
    unitsNote: units.note,
    pierTypes: pierTypesOf(input),
    blocks: [
      project,
      settingsBlock(input, system),
      ...soilBlocks(input, system),
      ...verticalBlocks(input, system),
      corrosionBlock(input, system),
      seismicBlock(input, system),
    ],
  };
}

/** The value of a fact of the summary by its label (tests, the report's title page). */
export function summaryFact(summary: DesignInputSummary, label: string): string | undefined {
  for (const b of summary.blocks) {
    if (b.kind !== 'facts') continue;
    const hit = b.facts.find((f) => f.label === label);
    if (hit) return hit.value;
  }
  return undefined;
}
