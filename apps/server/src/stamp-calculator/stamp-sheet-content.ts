// The stamping calculator's sheet as report content (the same blocks the design report draws),
// sized for one page an engineer stamps: the pile, its answer and the settings it rests on; the
// soil; the loads as entered and the combinations that govern; every check with its ratio,
// combination, clause and key working; and the four profiles. A pure function of the engine's
// one-pier run.
import {
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
  formatGoverningRatio,
  governingCheckName,
  pierFailureSentence,
  profileChartLabel,
} from '@pilewise/presentation';
import { checksTableBlock, formatReportDate } from '../reports/report-content';
import { designInputBlocks } from '../reports/report-input-summary';
import { pierLoadsSection } from '../reports/report-loads';
import { keyWorkingLine } from './check-key-working';

/** The sheet's sections by title: stamp-sheet-pdf.ts places the first three (beside the stamp, side by side). */
export const SHEET_SECTION = {
  pile: 'Pile and result',
  soil: 'Soil',
  loads: 'Pile head loads and governing combinations',
} as const;

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

/**
 * The input facts the sheet's title block repeats (designInputBlocks' labels): what the checks'
 * limits and the analysis rest on. The rest of the input is the design report's.
 */
const TITLE_INPUT_FACTS = [
  'Yield strength Fy',
  'Steel E',
  'Deflection limits, strong axis',
  'Deflection limits, weak axis',
  'Head condition',
  'Water table depth',
  'Frost',
  'Corrosion zone depth',
];

export function buildStampSheetContent(src: StampSheetSource): ReportContent {
  const { pier, input } = src;
  const system: UnitSystem = input.project.unitSystem;
  const date = formatReportDate(src.generatedAt);
  const name = src.title || `${pier.section.name} pile`;
  const inputBlocks = designInputBlocks(input, system);
  const inputFacts = inputBlocks.flatMap((b) => (b.kind === 'facts' ? b.facts : []));
  const pile: ReportSection = {
    title: SHEET_SECTION.pile,
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
                : `Fails: ${pierFailureSentence(pier, system) ?? 'a check is over its limit'}`,
          },
          { label: 'Section', value: `${pier.section.name} (${pier.section.family} family)` },
          { label: 'Embedment', value: formatWithUnit('length', pier.embedment_m, system) },
          { label: 'Pile height (reveal)', value: formatWithUnit('length', pier.pileHeight_m, system) },
          { label: 'Load height', value: formatWithUnit('length', pier.loadHeight_m, system) },
          { label: 'Total length', value: formatWithUnit('length', pier.length_m, system) },
          { label: 'Steel weight', value: formatWithUnit('weight', pier.steelWeight_N, system) },
          {
            label: 'Governing check',
            value: `${governingCheckName(pier)}, ratio ${formatGoverningRatio(pier)}${pier.governing.combination ? ` (${pier.governing.combination})` : ''}`,
          },
          {
            label: 'Design code, method',
            value: `${input.project.designCode}, ${input.settings.designMethod}`,
          },
          ...inputFacts.filter((f) => TITLE_INPUT_FACTS.includes(f.label)),
        ],
      },
    ],
  };
  const soil: ReportSection = {
    title: SHEET_SECTION.soil,
    newPage: false,
    blocks: inputBlocks.flatMap((b) =>
      b.kind === 'table' && b.title === 'Soil layers' ? [soilTable(b)] : [],
    ),
  };
  const checks: ReportSection = {
    title: 'Checks and their working',
    newPage: false,
    blocks: [checksTable(pier, system)],
  };
  const profiles: ReportSection = {
    title: 'Profiles against depth',
    newPage: false,
    blocks: [{ kind: 'profiles', pierIndex: 0, caption: `${profileChartLabel(pier, system)}.` }],
  };
  const notes = [...pier.warnings, ...src.warnings.filter((w) => !pier.warnings.includes(w))];
  const warnings: ReportSection | null =
    notes.length > 0
      ? {
          title: 'Warnings',
          newPage: false,
          blocks: [{ kind: 'notes', title: null, items: notes, tone: 'warning' }],
        }
      : null;
  // Top to bottom as a checker reads: the pile and answer, what it stands in and carries, the
  // checks and what they warn of, and the profiles last, in the height left (stamp-sheet-pdf.ts
  // draws the first as the title block, beside the stamp).
  const sections = [pile, soil, loadsSection(pier, input, system), checks, warnings, profiles].filter(
    (s): s is ReportSection => s !== null,
  );
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
    // How loads are normalised and reversed is the report's (the headers name the axes' sense).
    if (b.kind === 'notes') return [];
    if (b.kind !== 'table') return [b];
    if (!b.title?.startsWith(prefix)) return [];
    if (!b.title.includes('combinations')) return [transpose(b)];
    const rows = b.rows.filter((r) => [...governing].some((name) => r.cells[0]!.startsWith(`${name} (`)));
    // The factors column repeats the name's ("1.0D + 0.6W0"): half the page's width is enough without it.
    const factors = b.columns.findIndex((c) => c.header === 'Factors');
    const drop = <T>(xs: readonly T[]) => xs.filter((_, i) => i !== factors);
    return [
      {
        ...b,
        columns: drop(b.columns),
        title: `${b.title.replace(/: combinations at the pile top,/, ': at the pile top,')}: the ${rows.length} of ${b.rows.length} combinations that govern`,
        // "7-16 ASD 5" names its clause (ASCE 7-16 §2.4.1 (5)): the row leaves the spelled-out one to the report.
        rows: rows.map((r) => ({
          ...r,
          cells: drop([r.cells[0]!.replace(/ \(.*\)$/, ''), ...r.cells.slice(1)]),
        })),
        note: null,
      },
    ];
  });
  return { ...all, title: SHEET_SECTION.loads, newPage: false, blocks };
}

type TableBlock = Extract<ReportBlock, { kind: 'table' }>;

/**
 * The load cases as columns and the actions (P, Vx, Vy, Mx, My) as rows: five short rows, not a
 * row per case, on a page with no height to spare.
 */
function transpose(table: TableBlock): TableBlock {
  const [first, ...actions] = table.columns;
  return {
    ...table,
    columns: [
      { header: first!.header, align: 'left', width: 1.5 },
      ...table.rows.map((r) => ({ header: r.cells[0]!, align: 'right' as const, width: 1 })),
    ],
    rows: actions.map((a, i) => ({
      tone: 'normal' as const,
      cells: [a.header, ...table.rows.map((r) => r.cells[i + 1]!)],
    })),
  };
}

/**
 * The report's soil layers table in half the page's width: a layer's depths as one range, the
 * row number left out (the rows are in depth order), the name and p-y model given the room.
 */
function soilTable(table: TableBlock): TableBlock {
  const at = (prefix: string) => table.columns.findIndex((c) => c.header.startsWith(prefix));
  const [no, start, end] = [at('No'), at('Layer Start'), at('Layer End')];
  if (no < 0 || start < 0 || end < 0) return table;
  const unit = /\(([^)]+)\)$/.exec(table.columns[start]!.header)?.[1] ?? '';
  const keep = table.columns.map((_, i) => i).filter((i) => i !== no && i !== end);
  const wide = (header: string) => /Name|type/i.test(header);
  return {
    ...table,
    columns: keep.map((i) =>
      i === start
        ? { header: `Depth (${unit})`, align: 'right' as const, width: 1.3 }
        : { ...table.columns[i]!, width: wide(table.columns[i]!.header) ? 2.2 : 1 },
    ),
    rows: table.rows.map((r) => ({
      ...r,
      cells: keep.map((i) => (i === start ? `${r.cells[start]}–${r.cells[end]}` : r.cells[i]!)),
    })),
    // Strength is c_u, or q_u / s_u of rock: the value says which where it is not c_u (q_u 52200).
    note: null,
  };
}

/** The report's checks table with the sheet's columns: the verdict, values and the key working. */
function checksTable(pier: PierDesign, system: UnitSystem): ReportBlock {
  return checksTableBlock(pier, system, {
    // The combination by name: the governing combinations' table above gives its factors and loads.
    columns: ['checkVerdict', 'demand', 'capacity', 'unit', 'ratioLimit', 'combinationName', 'clauseShort'],
    widths: { checkVerdict: 2, clauseShort: 3.4, unit: 0.5, ratioLimit: 1, combinationName: 1.1 },
    extra: [{ header: 'Key working', align: 'left', width: 3.9, cell: (c) => keyWorkingLine(c, system) }],
    // "Ratio / limit" and a failing check's FAILS say it; the page has no line to spare.
    note: null,
  });
}
