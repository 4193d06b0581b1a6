// The stamping calculator's sheet as report content (the same blocks the design report draws):
// the pile and its answer, the input it was computed from, the loads and combinations, every
// check with its working, and the four profiles. A pure function of the engine's one-pier run.
import {
  formatDecimals,
  formatWithUnit,
  REPORT_DISCLAIMER,
  STAMP_SHEET_TITLE,
  type DesignInput,
  type PierDesign,
  type ReportBlock,
  type ReportContent,
  type ReportSection,
  type UnitSystem,
} from '@pilewise/contracts';
import {
  checkValues,
  checkWorking,
  formatRatio,
  governingCheckName,
  overLimit,
  profileChartLabel,
} from '@pilewise/presentation';
import { formatReportDate } from '../reports/report-content';
import { designInputBlocks } from '../reports/report-input-summary';
import { pierLoadsSection } from '../reports/report-loads';

export interface StampSheetSource {
  pier: PierDesign;
  /** The input as designed (narrowed to the one pile). */
  input: DesignInput;
  warnings: string[];
  title: string;
  companyName: string;
  generatedBy: string;
  generatedAt: Date;
}

/** Input blocks a single pile's sheet prints: the project-wide ones (name, seismic site) are left out. */
const SHEET_INPUT_BLOCKS = /^(Settings|Soil|Vertical|Corrosion)/i;

export function buildStampSheetContent(src: StampSheetSource): ReportContent {
  const { pier, input } = src;
  const system: UnitSystem = input.project.unitSystem;
  const date = formatReportDate(src.generatedAt);
  const name = src.title || `${pier.section.name} pile`;
  const pile: ReportSection = {
    title: 'Pile and result',
    newPage: false,
    blocks: [
      {
        kind: 'facts',
        title: null,
        facts: [
          {
            label: 'Result',
            value:
              pier.status === 'pass'
                ? 'Passes every check'
                : `Fails: ${pier.failure?.message ?? 'a check is over its limit'}`,
          },
          { label: 'Section', value: `${pier.section.name} (${pier.section.family} family)` },
          { label: 'Embedment', value: formatWithUnit('length', pier.embedment_m, system) },
          { label: 'Pile height (reveal)', value: formatWithUnit('length', pier.pileHeight_m, system) },
          { label: 'Load height', value: formatWithUnit('length', pier.loadHeight_m, system) },
          { label: 'Total length', value: formatWithUnit('length', pier.length_m, system) },
          { label: 'Steel weight', value: formatWithUnit('weight', pier.steelWeight_N, system) },
          {
            label: 'Governing check',
            value: `${governingCheckName(pier)}, ratio ${formatRatio(pier.governing.ratio)}${pier.governing.combination ? ` (${pier.governing.combination})` : ''}`,
          },
          {
            label: 'Design code, method',
            value: `${input.project.designCode}, ${input.settings.designMethod}`,
          },
        ],
      },
    ],
  };
  const inputSection: ReportSection = {
    title: 'Input',
    newPage: false,
    blocks: designInputBlocks(input, system).filter(
      (b) => 'title' in b && SHEET_INPUT_BLOCKS.test(b.title ?? ''),
    ),
  };
  const checks: ReportSection = {
    title: 'Checks and their working',
    newPage: false,
    blocks: [checksTable(pier, system), workingTable(pier, system)],
  };
  const profiles: ReportSection = {
    title: 'Profiles against depth',
    newPage: false,
    blocks: [{ kind: 'profiles', pierIndex: 0, caption: `${profileChartLabel(pier, system)}.` }],
  };
  const notes = [...pier.warnings, ...src.warnings.filter((w) => !pier.warnings.includes(w))];
  // What the engineer reads first: the answer, the profiles, the checks; then what they rest on.
  const sections = [pile, profiles, checks, loadsSection(pier, input, system), inputSection].filter(
    (s): s is ReportSection => s !== null,
  );
  if (notes.length > 0)
    sections.push({
      title: 'Warnings',
      newPage: false,
      blocks: [{ kind: 'notes', title: null, items: notes, tone: 'warning' }],
    });
  return {
    title: STAMP_SHEET_TITLE,
    projectName: name,
    unitSystem: system,
    // No project run: the sheet is computed on request; the field keeps the report's shape.
    runId: 'stamp-calculator',
    lane: input.settings.elements === 500 ? 'accuracy' : 'fast',
    revisionNumber: 0,
    generatedAt: src.generatedAt.toISOString(),
    generatedBy: src.generatedBy,
    header: `${name} · ${STAMP_SHEET_TITLE} · ${src.companyName}`,
    footer: `${pier.section.name}, embedment ${formatWithUnit('length', pier.embedment_m, system)} · ${input.settings.elements} elements · ${date} by ${src.generatedBy}`,
    titlePage: { facts: [], disclaimer: REPORT_DISCLAIMER },
    sections,
  };
}

/**
 * The pier's load cases as entered and, of its combinations, those a check reports (each with its
 * numeric factors and the loads at the pile top): what a checker recomputes the demands from.
 * The report's own section (report-loads.ts) lists every combination of every pier type.
 */
function loadsSection(pier: PierDesign, input: DesignInput, system: UnitSystem): ReportSection | null {
  const all = pierLoadsSection(input, system);
  if (!all) return null;
  const prefix = `${pier.pierTypeName || pier.pierTypeId}:`;
  const governing = new Set(pier.checks.map((c) => c.combination).filter((c): c is string => c !== null));
  const blocks = all.blocks.flatMap((b): ReportBlock[] => {
    if (b.kind !== 'table') return [b];
    if (!b.title?.startsWith(prefix)) return [];
    if (!b.title.includes('combinations')) return [b];
    const rows = b.rows.filter((r) => [...governing].some((name) => r.cells[0]!.startsWith(`${name} (`)));
    return [
      {
        ...b,
        title: `${b.title}: the combinations that govern a check`,
        rows,
        note: `${b.rows.length} combinations analysed; each check reports the one that governs it.`,
      },
    ];
  });
  return { ...all, title: 'Pile head loads and governing combinations', newPage: false, blocks };
}

/** The report's checks table (report-content.ts) in fewer, wider columns: the sheet is two pages. */
function checksTable(pier: PierDesign, system: UnitSystem): ReportBlock {
  return {
    kind: 'table',
    title: 'Checks',
    columns: [
      { header: 'Check', align: 'left', width: 2.1 },
      { header: 'Demand', align: 'right', width: 1 },
      { header: 'Capacity', align: 'right', width: 1 },
      { header: 'Ratio / limit', align: 'right', width: 0.9 },
      { header: 'Code clause', align: 'left', width: 3.6 },
      { header: 'Combination', align: 'left', width: 2 },
    ],
    rows: pier.checks.map((check) => {
      const v = checkValues(check, system);
      const unit = v.unit === '-' ? '' : ` ${v.unit}`;
      return {
        tone: overLimit(check.ratio, check.ratioLimit) ? ('fail' as const) : ('normal' as const),
        cells: [
          `${check.name}: ${check.passes ? 'passes' : 'FAILS'}`,
          `${v.demand}${unit}`,
          `${v.capacity}${unit}`,
          `${formatRatio(check.ratio)} / ${formatDecimals(check.ratioLimit, 2)}`,
          check.reference,
          check.combination ?? 'Once per pile',
        ],
      };
    }),
    note: 'A check passes when its ratio (demand / capacity) is at most its limit.',
  };
}

/** Every check's working in one table (a row each, the values run on): dense enough for two pages. */
function workingTable(pier: PierDesign, system: UnitSystem): ReportBlock {
  return {
    kind: 'table',
    title: 'Working of each check (the engine’s intermediate values)',
    columns: [
      { header: 'Check', align: 'left', width: 1.6 },
      { header: 'Working', align: 'left', width: 8.4 },
    ],
    rows: pier.checks.map((c) => {
      const rows = checkWorking(c.details, system);
      return {
        tone: c.passes ? ('normal' as const) : ('fail' as const),
        cells: [
          c.name,
          rows.length > 0
            ? rows.map((r) => `${r.label} = ${r.value}`).join(' · ')
            : 'Demand and capacity as tabled',
        ],
      };
    }),
    note: null,
  };
}
