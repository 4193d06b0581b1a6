// The report's content: a pure function of the project, the finished run (its result and the
// input as run), the unit system, the company, who generates it and when. The PDF is drawn from
// it (report-pdf.ts) and POST /api/report/generateJson answers it as is. Every number is text in
// the project's units at engineering precision (ui.md), as the Result tab shows it.
import {
  designIssues,
  formatDecimals,
  formatQuantity,
  formatWithUnit,
  REPORT_DISCLAIMER,
  RUN_LANE_ELEMENTS,
  RUN_LANE_LABELS,
  unitOf,
  type DesignCheck,
  type DesignInput,
  type DesignResult,
  type ImportNotes,
  type PierDesign,
  type ReportBlock,
  type ReportContent,
  type ReportSection,
  type RunLane,
  type UnitSystem,
} from '@pilewise/contracts';
import {
  checkValues,
  checkWorking,
  DESIGN_LOAD_APPLICATION_OPTIONS,
  designConstantRows,
  formatGoverningRatio,
  formatRatio,
  formatWithUnitKind,
  governingCheckName,
  lengthsInUnits,
  overLimit,
  pierFailureSentence,
  pierLabel,
  profileChartLabel,
  shortCheckReference,
} from '@pilewise/presentation';
import { designInputBlocks } from './report-input-summary';
import { loadTestsSection } from './report-load-tests';
import { pierLoadsSection, seismicSection } from './report-loads';
import { enteredLoadsSection } from './report-loads-entered';
import { sectionsUsedSection } from './report-sections-used';

export const REPORT_TITLE = 'Pile Foundation Design Report';

/** What a report holds beyond its core (the answer, the input, every pier). */
export interface ReportOptions {
  /** The pile head load tables as appendices (as entered; normalised and combined). */
  loadTables: boolean;
}

/** The whole report: what a call without options makes. */
export const WHOLE_REPORT: ReportOptions = { loadTables: true };

export interface ReportSource {
  project: {
    name: string;
    client: string;
    projectAddress: string;
    /** The project's own company field (the customer's name on its letterhead), may be ''. */
    company: string;
    designer: string;
    revisionNumber: number;
    unitSystem: UnitSystem;
    latitude: number | null;
    longitude: number | null;
  };
  /** The account's company: shown when the project names none. */
  companyName: string;
  run: {
    id: string;
    lane: RunLane;
    finishedAt: Date | null;
    result: DesignResult;
    /** The design input as run (not the project's current one, which may have changed since). */
    input: DesignInput;
  };
  generatedBy: string;
  generatedAt: Date;
  /**
   * What the imports of the workbooks kept with the project decided for the engineer to confirm
   * (effective unit weights made total, a table basis read from headers; a water table moved
   * since, against the run's): the project's at the time of the report (importDecisionsOf).
   */
  importNotes?: ImportNotes[];
  /** Workflow steps that acknowledged the design's issues (request review, approve, stamp), oldest first. */
  acknowledgements?: { action: string; by: string; at: Date; text: string }[];
  /** Default: the whole report. */
  options?: ReportOptions;
}

/** '2025-03-01 10:00 UTC': one reading wherever the report is opened. */
export function formatReportDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const UNIT_SYSTEM_NAMES: Record<UnitSystem, string> = {
  imperial: 'Imperial (ft, in, kip, psf)',
  metric: 'Metric (m, mm, kN, kPa)',
};

/** 'SAP at 4.5 ft': a pier design's name in headings. */
export function pierHeading(pier: PierDesign, system: UnitSystem): string {
  return `${pierLabel(pier)} at pile height ${formatWithUnit('length', pier.pileHeight_m, system)}`;
}

export function buildReportContent(src: ReportSource): ReportContent {
  const { project, run } = src;
  const system = project.unitSystem;
  const result = run.result;
  const { loadTables } = src.options ?? WHOLE_REPORT;
  const runText = `${RUN_LANE_LABELS[run.lane]} (${RUN_LANE_ELEMENTS[run.lane]} elements)`;
  const date = formatReportDate(src.generatedAt);
  const dash = (s: string) => (s.trim() === '' ? '—' : s.trim());
  const location =
    project.latitude != null && project.longitude != null
      ? `${formatDecimals(project.latitude, 5)}°, ${formatDecimals(project.longitude, 5)}°`
      : '—';

  const titleFacts = [
    { label: 'Project', value: project.name },
    { label: 'Client', value: dash(project.client) },
    { label: 'Project address', value: dash(project.projectAddress) },
    { label: 'Location (lat., long.)', value: location },
    { label: 'Company', value: dash(project.company) === '—' ? dash(src.companyName) : project.company },
    { label: 'Designer', value: dash(project.designer) },
    { label: 'Revision', value: String(project.revisionNumber) },
    { label: 'Design code', value: result.project.designCode },
    { label: 'Units', value: UNIT_SYSTEM_NAMES[system] },
    {
      label: 'Design run',
      value: `${runText}, ${result.status === 'complete' ? 'complete' : 'cancelled before the end'}`,
    },
    { label: 'Run id', value: run.id },
    { label: 'Run finished', value: run.finishedAt ? formatReportDate(run.finishedAt) : '—' },
    { label: 'Report generated', value: `${date} by ${src.generatedBy}` },
    // said on the cover, so a reader of the shorter report knows what it leaves out
    ...(!loadTables
      ? [
          {
            label: 'Load tables',
            value:
              'Not included: the pile head loads as entered and the load combinations (each pier’s checks name their combination and its factors)',
          },
        ]
      : []),
  ];

  // A checker reads the answer first: the summary with the run's warnings, what the review must
  // look at, and the load tests behind the axial capacities; then the input it rests on (a
  // tracker's load tables run to tens of pages: the summary came after them, on page 62 of a
  // Nextracker report); then each pier; then, as appendices, the load tables as entered and
  // combined (55 of a Nextracker report's 143 pages, between the input and the first pier).
  const issueList = designIssues(result, system);
  const issues = issuesSection(issueList, src.acknowledgements ?? []);
  const constants = designConstantsSection(result, system);
  const loadTests = loadTestsSection(result, system);
  const ownSections = sectionsUsedSection(run.input, system);
  const loadApplication = loadApplicationOfRun(result, system);
  const seismic = seismicSection(run.input, result, system);
  // After the piers, lettered: the loads as entered in the tracker's tables, then as normalised
  // and combined. The pier pages name each combination with its factors, so they read without them.
  const appendices = (
    loadTables ? [enteredLoadsSection(run.input, system), pierLoadsSection(run.input, system)] : []
  )
    .filter((x): x is ReportSection => x !== null)
    .map((x, i) => ({ ...x, title: `Appendix ${String.fromCharCode(65 + i)}: ${x.title}`, newPage: true }));
  // A warning that is also a design issue ("engineer to confirm") is listed once, as the issue.
  const ownWarnings = result.warnings.filter((w) => !issueList.includes(w));
  const warnings: ReportSection | null =
    ownWarnings.length > 0
      ? {
          title: 'Warnings of the run',
          newPage: false,
          blocks: [{ kind: 'notes', title: null, items: ownWarnings, tone: 'warning' }],
        }
      : null;
  const imported = importNotesSection(src.importNotes ?? []);
  const sections: ReportSection[] = [
    { title: 'Design summary', newPage: true, blocks: summaryBlocks(result, system) },
    ...(warnings ? [warnings] : []), // as the Result tab shows them, beside the summary
    ...(issues ? [issues] : []),
    ...(imported ? [imported] : []),
    ...(constants ? [constants] : []),
    ...(loadTests ? [loadTests] : []),
    { title: 'Design input', newPage: true, blocks: designInputBlocks(run.input, system, project.name) },
    ...(ownSections ? [ownSections] : []),
    ...(seismic ? [seismic] : []),
    ...result.piers.map((pier, i) => pierSection(pier, i, system, loadApplication)),
    ...appendices,
  ];

  return {
    title: REPORT_TITLE,
    projectName: project.name,
    unitSystem: system,
    runId: run.id,
    lane: run.lane,
    revisionNumber: project.revisionNumber,
    generatedAt: src.generatedAt.toISOString(),
    generatedBy: src.generatedBy,
    header: `${project.name} · ${REPORT_TITLE}`,
    footer: `Revision ${project.revisionNumber} · ${RUN_LANE_LABELS[run.lane]} run ${run.id} · ${date}`,
    titlePage: { facts: titleFacts, disclaimer: REPORT_DISCLAIMER },
    sections,
  };
}

/** The design's issues (no solution, engineer to confirm) and who acknowledged them, when. */
function issuesSection(
  issues: string[],
  acknowledgements: NonNullable<ReportSource['acknowledgements']>,
): ReportSection | null {
  if (issues.length === 0 && acknowledgements.length === 0) return null;
  const blocks: ReportBlock[] = [];
  if (issues.length > 0) blocks.push({ kind: 'notes', title: null, items: issues, tone: 'warning' });
  blocks.push({
    kind: 'facts',
    title: 'Acknowledged in the review history',
    facts:
      acknowledgements.length === 0
        ? [{ label: 'Acknowledgements', value: 'none yet' }]
        : acknowledgements.map((a) => ({
            label: `${a.action}, ${a.by}, ${formatReportDate(a.at)}`,
            value: a.text,
          })),
  });
  return { title: 'Design issues and acknowledgements', newPage: false, blocks };
}

/** Each imported workbook's decisions for the engineer to confirm, beside the design's issues. */
function importNotesSection(imports: readonly ImportNotes[]): ReportSection | null {
  if (imports.length === 0) return null;
  return {
    title: 'Imported workbooks: what the import decided',
    newPage: false,
    blocks: imports.map((i) => ({
      kind: 'notes' as const,
      title: i.fileName,
      items: i.notes,
      tone: 'warning' as const,
    })),
  };
}

/**
 * The constants the design rests on, each with its source and the field that changes it, beside
 * the issues that name the unconfirmed ones (the Result tab lists the same).
 */
function designConstantsSection(result: DesignResult, system: UnitSystem): ReportSection | null {
  const rows = designConstantRows(result, system);
  if (rows.length === 0) return null;
  return {
    title: 'Design constants',
    newPage: false,
    blocks: [
      {
        kind: 'table',
        title: null,
        columns: [
          { header: 'Constant', align: 'left', width: 2.2 },
          { header: 'Value', align: 'right', width: 0.8 },
          { header: 'Source', align: 'left', width: 4 },
          { header: 'Change it in', align: 'left', width: 1.8 },
        ],
        rows: rows.map((r) => ({
          tone: 'normal' as const,
          cells: [
            `${r.name}${r.engineerToConfirm ? ' (engineer to confirm)' : ''}`,
            r.value,
            r.source,
            r.changeIn,
          ],
        })),
        note: null,
      },
    ],
  };
}

function summaryBlocks(result: DesignResult, system: UnitSystem): ReportBlock[] {
  const L = unitOf('length', system);
  const s = result.settings;
  const corrosion = s.corrosion
    ? `${s.corrosion.method}: loss ${formatDecimals(s.corrosion.lossPerFace_m * 1e6, 0)} µm per face, from the pile top to ${formatWithUnit('length', s.corrosion.zoneBottom_m, system)} below grade (${s.corrosion.reference})`
    : 'not considered';
  return [
    {
      kind: 'table',
      title: 'Lightest passing pile per pier type and pile height',
      columns: [
        { header: 'Pier type', align: 'left', width: 1.7 },
        { header: `Pile height (${L})`, align: 'right', width: 1 },
        { header: 'Section', align: 'left', width: 1 },
        { header: `Embedment (${L})`, align: 'right', width: 1.25 },
        { header: `Length (${L})`, align: 'right', width: 1 },
        { header: `Weight (${unitOf('weight', system)})`, align: 'right', width: 1 },
        { header: 'Governing check', align: 'left', width: 2.6 },
        { header: 'Ratio', align: 'right', width: 0.65 },
        { header: 'Result', align: 'center', width: 1.1 },
      ],
      rows: result.piers.map((pier) => ({
        tone: pier.status === 'pass' ? ('normal' as const) : ('fail' as const),
        cells: [
          pierLabel(pier),
          formatQuantity('length', pier.pileHeight_m, system),
          pier.section.name,
          formatQuantity('length', pier.embedment_m, system),
          formatQuantity('length', pier.length_m, system),
          formatQuantity('weight', pier.steelWeight_N, system),
          governingCheckName(pier),
          formatGoverningRatio(pier),
          pier.status === 'pass' ? 'Pass' : 'No solution',
        ],
      })),
      // said only where a row says it
      note: result.piers.some((pier) => pier.status !== 'pass')
        ? 'No solution: nothing in the sections and embedments searched passes every check; the row ' +
          'shows the largest section at the largest embedment.'
        : null,
    },
    {
      kind: 'facts',
      title: 'Run settings',
      facts: [
        { label: 'Sections searched', value: s.sections.join(', ') },
        {
          label: 'Embedments searched',
          value: `${s.embedments_m.length} from ${formatWithUnit('length', Math.min(...s.embedments_m), system)} to ${formatWithUnit('length', Math.max(...s.embedments_m), system)}`,
        },
        { label: 'Yield strength Fy', value: formatWithUnit('stress', s.Fy_Pa, system) },
        // a result made before E was a setting does not say it (200 GPa)
        ...(s.E_Pa === undefined
          ? []
          : [{ label: 'Steel E', value: formatWithUnitKind('elasticModulus', s.E_Pa, system) }]),
        { label: 'Stress limit', value: formatDecimals(s.stressLimit, 2) },
        { label: 'Head condition', value: s.headCondition === 'fixed' ? 'Fixed head' : 'Free head' },
        { label: 'Corrosion', value: corrosion },
        { label: 'Load combinations', value: s.combinationPolicy },
        { label: 'Lateral analyses solved', value: String(result.analyses) },
      ],
    },
  ];
}

/**
 * The working of the governing check, and of the steel check when another one governs: the
 * intermediate values a checking engineer recomputes the ratios from (the Result tab shows
 * every check's; the report keeps to these two to stay readable).
 */
function workingBlocks(pier: PierDesign, system: UnitSystem): ReportBlock[] {
  const governing = pier.checks.find(
    (c) => c.id === pier.governing.checkId && c.combination === pier.governing.combination,
  );
  const steel = pier.checks.find((c) => c.id.startsWith('steel-strength'));
  const shown = [governing, steel !== governing ? steel : undefined].filter(
    (c): c is DesignCheck => c !== undefined && checkWorking(c.details, system).length > 0,
  );
  return shown.map((c) => ({
    kind: 'facts' as const,
    title: `Working: ${c.name}${c.combination ? ` (${c.combination})` : ''}`,
    facts: checkWorking(c.details, system),
  }));
}

/**
 * Where the run's loads acted (pile reveal details): the result's setting, or each load table's
 * own height for a result of an input that does not set it (engine design/load-application.ts).
 */
function loadApplicationOfRun(result: DesignResult, system: UnitSystem): string {
  const a = result.settings.loadApplication;
  const label = DESIGN_LOAD_APPLICATION_OPTIONS.find((o) => o.value === (a?.method ?? 'asEntered'))!.label;
  return a?.method === 'axisOfRotation' && a.axisOfRotation_m !== null
    ? `${label}, ${formatWithUnit('length', a.axisOfRotation_m, system)}`
    : label;
}

function pierSection(
  pier: PierDesign,
  index: number,
  system: UnitSystem,
  application: string,
): ReportSection {
  const blocks: ReportBlock[] = [
    {
      kind: 'facts',
      title: null,
      facts: [
        {
          label: 'Result',
          value:
            pier.status === 'pass'
              ? 'Passes every check'
              : `No solution: ${pierFailureSentence(pier, system) ?? 'nothing in range passes'}`,
        },
        { label: 'Section', value: `${pier.section.name} (${pier.section.family} family)` },
        { label: 'Embedment', value: formatWithUnit('length', pier.embedment_m, system) },
        { label: 'Pile height (reveal)', value: formatWithUnit('length', pier.pileHeight_m, system) },
        { label: 'Total length', value: formatWithUnit('length', pier.length_m, system) },
        { label: 'Steel weight', value: formatWithUnit('weight', pier.steelWeight_N, system) },
        {
          label: 'Governing check',
          value: `${governingCheckName(pier)}, ratio ${formatGoverningRatio(pier)}${pier.governing.combination ? ` (${pier.governing.combination})` : ''}`,
        },
        { label: 'Load height', value: formatWithUnit('length', pier.loadHeight_m, system) },
        { label: 'Design Load Application', value: application },
        {
          label: 'Lift to the pile top',
          value: formatWithUnit('length', pier.loadHeight_m - pier.pileHeight_m, system),
        },
      ],
    },
    checksTableBlock(pier, system),
    ...workingBlocks(pier, system),
    {
      kind: 'profiles',
      pierIndex: index,
      caption: `${profileChartLabel(pier, system)}.`,
    },
  ];
  if (pier.warnings.length > 0) {
    // the engine's lengths (a pile height in m) in the project's units
    blocks.push({
      kind: 'notes',
      title: 'Warnings',
      items: pier.warnings.map((w) => lengthsInUnits(w, system)),
      tone: 'warning',
    });
  }
  return { title: `Pier design: ${pierHeading(pier, system)}`, newPage: true, blocks };
}

/** A column of the checks table: its header, share of the width and cell. */
export interface ChecksColumnSpec {
  header: string;
  align: 'left' | 'right';
  width: number;
  cell(check: DesignCheck, values: ReturnType<typeof checkValues>): string;
}

const CHECKS_COLUMNS = {
  check: { header: 'Check', align: 'left', width: 2.3, cell: (c) => c.name },
  /** The name, and FAILS on a failing check: a print without the report's red rows still says which. */
  checkVerdict: {
    header: 'Check',
    align: 'left',
    width: 2.3,
    cell: (c) => (c.passes ? c.name : `${c.name}: FAILS`),
  },
  demand: { header: 'Demand', align: 'right', width: 0.85, cell: (_, v) => v.demand },
  capacity: { header: 'Capacity', align: 'right', width: 0.9, cell: (_, v) => v.capacity },
  unit: { header: 'Unit', align: 'left', width: 0.55, cell: (_, v) => v.unit },
  ratio: { header: 'Ratio', align: 'right', width: 0.6, cell: (c) => formatRatio(c.ratio, c.ratioLimit) },
  limit: { header: 'Limit', align: 'right', width: 0.55, cell: (c) => formatDecimals(c.ratioLimit, 2) },
  ratioLimit: {
    header: 'Ratio / limit',
    align: 'right',
    width: 0.9,
    cell: (c) => `${formatRatio(c.ratio, c.ratioLimit)} / ${formatDecimals(c.ratioLimit, 2)}`,
  },
  clause: { header: 'Code clause', align: 'left', width: 2.75, cell: (c) => c.reference },
  /** The clause as the Result tab's row shows it, the factor's explanation cut to its clause: the report has it whole. */
  clauseShort: {
    header: 'Code clause',
    align: 'left',
    width: 2.75,
    cell: (c) => shortCheckReference(c.reference),
  },
  combination: {
    header: 'Combination',
    align: 'left',
    width: 1.9,
    cell: (c) => c.combination ?? 'Once per pile',
  },
  /** The combination's name alone ("7-16 ASD 8"), where a table beside it lists the factors. */
  combinationName: {
    header: 'Comb.',
    align: 'left',
    width: 0.9,
    cell: (c) => (c.combination ? c.combination.replace(/:.*$/, '') : 'Once per pile'),
  },
} satisfies Record<string, ChecksColumnSpec>;

export type ChecksColumn = keyof typeof CHECKS_COLUMNS;

/** The report's columns, in its order. */
const REPORT_CHECKS_COLUMNS: readonly ChecksColumn[] = [
  'check',
  'demand',
  'capacity',
  'unit',
  'ratio',
  'limit',
  'clause',
  'combination',
];

export interface ChecksTableOptions {
  /** The columns, in order (the report's eight when not given). */
  columns?: readonly ChecksColumn[];
  /** A column's share of the width other than its default (a narrower sheet). */
  widths?: Partial<Record<ChecksColumn, number>>;
  /** Columns after the named ones, computed by the caller (the stamp sheet's working). */
  extra?: readonly ChecksColumnSpec[];
  /** The note under the table (null: none); the report's says when a check passes. */
  note?: string | null;
}

/** Every check of a pier design: demand, capacity, ratio, limit, clause and combination. */
export function checksTableBlock(
  pier: PierDesign,
  system: UnitSystem,
  options: ChecksTableOptions = {},
): ReportBlock {
  const specs: ChecksColumnSpec[] = [
    ...(options.columns ?? REPORT_CHECKS_COLUMNS).map((key) => ({
      ...CHECKS_COLUMNS[key],
      width: options.widths?.[key] ?? CHECKS_COLUMNS[key].width,
    })),
    ...(options.extra ?? []),
  ];
  return {
    kind: 'table',
    title: 'Checks',
    columns: specs.map(({ header, align, width }) => ({ header, align, width })),
    rows: pier.checks.map((check) => {
      const v = checkValues(check, system);
      return {
        tone: overLimit(check.ratio, check.ratioLimit) ? ('fail' as const) : ('normal' as const),
        cells: specs.map((spec) => spec.cell(check, v)),
      };
    }),
    note:
      options.note === undefined
        ? 'A check passes when its ratio (demand / capacity) is at most its limit; red rows do not.'
        : options.note,
  };
}
