// Sales mode: a project's inputs read from workbooks (spec §1, §7 convert-*-template). A convert
// call answers a preview of what was read (engine groups, SI units) and changes nothing; the
// confirm call sends the same file again and applies it, keeping the file with the project.
import { z } from 'zod';
import { errorResponseSchema } from './errors';
import { projectFileSchema } from './files';
import { DESIGN_INPUT_KEY } from './runs';
import type { UnitSystem } from './enums';
import { formatDecimals, fromSI, unitOf } from './units';
import { isJsonObject } from './json';

/** The file kinds PileWise reads: the geotechnical report and the three tracker companies' load files. */
export const IMPORT_KINDS = ['geotech', 'nxt', 'att', 'ndt'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS);

/** The tracker companies whose pile-head-load file is read (spec §5: only NXT, ATT, NDT). */
export const TEMPLATE_COMPANIES = ['NXT', 'ATT', 'NDT'] as const;
/** Spec §8: the answer for any other company. */
export const COMPANY_NOT_SUPPORTED = 'Company not supported';

export const IMPORT_KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  geotech: 'Geotechnical report (soil layers, vertical table)',
  nxt: 'Nextracker pile head loads (NXT)',
  att: 'Array Tech ground force tables (ATT)',
  ndt: 'Nevados pier loads (NDT)',
};

/** The form field each convert call takes its file in (spec §7). */
export const IMPORT_FILE_FIELDS: Readonly<Record<ImportKind, string>> = {
  geotech: 'geoTechFile',
  nxt: 'nxtFile',
  att: 'attFile',
  ndt: 'ndtFile',
};

/** Largest workbook accepted, bytes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Most a workbook's parts may inflate to, bytes (an .xlsx is a zip): some ten times what a
 * geotechnical or load workbook of the largest real site expands to, far below what would
 * strain the server (the workbook library holds every part whole in memory).
 */
export const IMPORT_MAX_EXPANDED_BYTES = 50 * 1024 * 1024;

/** A cell (or sheet, or file) that could not be read. */
export const importIssueSchema = z
  .object({
    file: z.string(),
    sheet: z.string().nullable(),
    /** 1-based, as Excel numbers rows. */
    row: z.number().int().nullable(),
    /** Excel column letter (A, B, …). */
    column: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'ImportIssue' });
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** 400 of a convert or confirm call: every problem of the workbook, each naming file, sheet, row, column. */
export const importErrorsResponseSchema = errorResponseSchema
  .extend({
    issues: z.array(importIssueSchema),
    readsAs: importKindSchema
      .optional()
      .describe('The file kind the workbook reads as, when it was sent as another (its first issue says so)'),
  })
  .meta({ id: 'ImportErrors' });
export type ImportErrorsResponse = z.infer<typeof importErrorsResponseSchema>;

/**
 * What a workbook gave, as engine design-input groups (SI units, units in field names). Each
 * present group replaces the project's group of that name when confirmed.
 */
export const importGroupsSchema = z
  .object({
    soil: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('design input `soil` (layers and site values)'),
    vertical: z.record(z.string(), z.unknown()).optional().describe('design input `vertical`'),
    tracker: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('design input `tracker` (mode and tables)'),
    seismicPierLoadTable: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Nextracker: seismic.tracker.pierLoadTable (dead load per pile along each wing, N)'),
  })
  .meta({ id: 'ImportGroups' });
export type ImportGroups = z.infer<typeof importGroupsSchema>;

export const importPreviewSchema = z
  .object({
    kind: importKindSchema,
    fileName: z.string(),
    groups: importGroupsSchema,
    /** One line per thing read: '3 soil layers (sheet Soil, rows 2–4)'. */
    summary: z.array(z.string()),
    /** Read, but worth a look (a value that will not be applied, a defaulted unit). */
    warnings: z.array(z.string()),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importPreviewResponseSchema = z
  .object({ preview: importPreviewSchema })
  .meta({ id: 'ImportPreviewResponse' });
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;

/** Form fields of a convert call besides the file. */
export const convertFieldsSchema = z.object({
  projectId: z.uuid('projectId: must be a project id (UUID)'),
  sectionType: z.string().trim().max(40, 'sectionType: at most 40 characters').optional(),
});

/** Form fields of the confirm call besides the file (sent in the field of its kind). */
export const confirmImportFieldsSchema = convertFieldsSchema.extend({ kind: importKindSchema });

export const confirmImportResponseSchema = z
  .object({
    preview: importPreviewSchema,
    file: projectFileSchema.describe('The workbook, now kept with the project'),
    design: z.record(z.string(), z.unknown()).describe("The project's design payload after the import"),
  })
  .meta({ id: 'ConfirmImportResponse' });
export type ConfirmImportResponse = z.infer<typeof confirmImportResponseSchema>;

/** getPileFile, getndtfile: the body names the project. */
export const importFilesBodySchema = z.object({
  projectId: z.uuid('projectId: must be a project id (UUID)'),
});
/** Delete-File: one of the project's sales-mode files. */
export const deleteImportFileBodySchema = z.object({
  projectId: z.uuid('projectId: must be a project id (UUID)'),
  fileId: z.uuid('fileId: must be a file id (UUID)'),
});
export const deleteImportFileResponseSchema = z.object({
  message: z.string(),
  fileId: z.uuid(),
  design: z.record(z.string(), z.unknown()),
});

/** GET the template of a kind. */
export const importTemplateParamsSchema = z.object({ kind: importKindSchema });
export const importTemplateQuerySchema = z.object({
  unitSystem: z.enum(['imperial', 'metric']).default('imperial'),
});

/** The tables of a run's results workbook, each also downloadable as CSV. */
export const RESULT_TABLES = ['summary', 'checks', 'profiles', 'constants'] as const;
export type ResultTable = (typeof RESULT_TABLES)[number];
/** Each table's title: its sheet in the workbook and its entry in the downloads menu. */
export const RESULT_TABLE_TITLES: Readonly<Record<ResultTable, string>> = {
  summary: 'Summary',
  checks: 'Checks',
  profiles: 'Profiles',
  constants: 'Design constants',
};
export const resultCsvParamsSchema = z.object({
  runId: z.uuid('runId: must be a run id (UUID)'),
  table: z.enum(RESULT_TABLES),
});

/** A workbook kept with a project and what its import decided for the engineer to confirm. */
export interface ImportNotes {
  fileId: string;
  fileName: string;
  notes: string[];
}

/** A kept workbook's reference as the payload holds it: any JSON, as a client may have saved it. */
export interface KeptFileRefJson {
  _id?: unknown;
  fileName?: unknown;
  kind?: unknown;
  notes?: unknown;
  effectiveWeightsWaterTable_m?: unknown;
}

/**
 * The objects of a payload's list of kept workbooks (Pile_files, ndt_files): the payload is any
 * JSON a client saved, so what is not a list is none, and what in it is not an object is dropped.
 */
export function keptFileRefsOf(list: unknown): KeptFileRefJson[] {
  return Array.isArray(list) ? list.filter((r): r is KeptFileRefJson => isJsonObject(r)) : [];
}

/**
 * The notes of each confirmed import that left any (effective unit weights made total, a table
 * basis read from headers), from the project payload's references to its kept workbooks
 * (Pile_files, ndt_files), oldest first.
 */
export function importNotesOf(design: Record<string, unknown>): ImportNotes[] {
  const refs = [...keptFileRefsOf(design.Pile_files), ...keptFileRefsOf(design.ndt_files)];
  return refs.flatMap((r) => {
    const notes = Array.isArray(r.notes) ? r.notes.filter((n): n is string => typeof n === 'string') : [];
    return typeof r._id === 'string' && notes.length > 0
      ? [{ fileId: r._id, fileName: typeof r.fileName === 'string' ? r.fileName : '', notes }]
      : [];
  });
}

/**
 * The soil's water table has moved since a geotechnical workbook's effective unit weights were
 * made total with it (γ' above it, γ' + γw below, the import's reading): the layers between the
 * two depths now carry γw too much (water table lowered) or too little (raised).
 */
export interface WaterTableSinceImport {
  fileId: string;
  fileName: string;
  /** The water table the import made the unit weights total with, m below grade (null: none). */
  imported_m: number | null;
  /** The water table now, m below grade (null: none). */
  now_m: number | null;
}

/** Depths this close are one water table (a depth typed in feet and read back in metres). */
const SAME_WATER_TABLE_m = 1e-6;

/** The saved design input's soil group, when the payload has one. */
function savedSoilOf(design: Record<string, unknown>): unknown {
  const input = design[DESIGN_INPUT_KEY];
  return isJsonObject(input) ? input.soil : undefined;
}

/**
 * Whether the water table of `soil` (the design input's soil group; by default the saved one of
 * `design`) differs from the one the project's soil import made its effective unit weights total
 * with. Only the latest geotechnical import counts: a later one replaced the soil it brought.
 */
export function waterTableSinceImport(
  design: Record<string, unknown>,
  soil: unknown = savedSoilOf(design),
): WaterTableSinceImport | null {
  const latest = keptFileRefsOf(design.Pile_files)
    .filter((r) => r.kind === 'geotech')
    .at(-1);
  const imported = latest?.effectiveWeightsWaterTable_m;
  const readable = imported === null || (typeof imported === 'number' && Number.isFinite(imported));
  if (!latest || typeof latest._id !== 'string' || !readable) return null;
  const wt =
    soil !== null && typeof soil === 'object'
      ? (soil as { waterTableDepth_m?: unknown }).waterTableDepth_m
      : null;
  const now_m = typeof wt === 'number' && Number.isFinite(wt) ? wt : null;
  const same =
    imported === null || now_m === null
      ? imported === now_m
      : Math.abs(imported - now_m) <= SAME_WATER_TABLE_m;
  if (same) return null;
  return {
    fileId: latest._id,
    fileName: typeof latest.fileName === 'string' ? latest.fileName : '',
    imported_m: imported,
    now_m,
  };
}

/** What the engineer is told of a moved water table (waterTableSinceImport), in the project's units. */
export function waterTableSinceImportMessage(change: WaterTableSinceImport, system: UnitSystem): string {
  const { imported_m, now_m } = change;
  // to hundredths, or finer where that would show the two depths alike
  let decimals = 2;
  const depth = (d_m: number | null) =>
    d_m === null
      ? 'none'
      : `${formatDecimals(fromSI('length', d_m, system), decimals)} ${unitOf('length', system)}`;
  while (decimals < 4 && depth(imported_m) === depth(now_m)) decimals++;
  // raised (or added): layers read above the water table are now below it, and the reverse
  const raised = now_m !== null && (imported_m === null || now_m < imported_m);
  const layers =
    imported_m === null || now_m === null
      ? `below ${depth(now_m ?? imported_m)}`
      : `between ${depth(Math.min(imported_m, now_m))} and ${depth(Math.max(imported_m, now_m))}`;
  const held = raised
    ? "hold γ' as read above the water table, and are now below it, where γw is taken off again"
    : "hold γ' + γw as read below the water table, and are now above it";
  return (
    `The unit weights imported from ${change.fileName} were made total from effective ones with the water table at ` +
    `${depth(imported_m)}; it is now ${depth(now_m)}. Layers ${layers} ${held}: correct their Gamma, or import ` +
    `the workbook again with this water table. Engineer to confirm.`
  );
}

/**
 * What each kept workbook's import decided (importNotesOf) and, under the latest soil workbook,
 * a water table moved since its effective unit weights were made total (waterTableSinceImport,
 * against `soil`: by default the saved one), told in `system`: what the Input tab, the Result
 * tab and the report list.
 */
export function importDecisionsOf(
  design: Record<string, unknown>,
  system: UnitSystem,
  soil?: unknown,
): ImportNotes[] {
  const notes = importNotesOf(design);
  // undefined takes waterTableSinceImport's default, the saved soil
  const moved = waterTableSinceImport(design, soil);
  if (!moved) return notes;
  const told = waterTableSinceImportMessage(moved, system);
  return notes.some((n) => n.fileId === moved.fileId)
    ? notes.map((n) => (n.fileId === moved.fileId ? { ...n, notes: [...n.notes, told] } : n))
    : [...notes, { fileId: moved.fileId, fileName: moved.fileName, notes: [told] }];
}
