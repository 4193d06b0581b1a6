// The PDF design report of a finished run (spec §7 "Reports and others"): the calls, and the
// report's content as data. The server builds the content (a pure function of the project, the
// run and its input, the unit system and who generated it, when), then draws the PDF from it;
// POST /api/report/generateJson/:id answers the very same content. Every number in it is text
// already in the project's units at engineering precision, so the PDF, the JSON and the screen
// read alike.
import { z } from 'zod';
import { unitSystemSchema, type Role } from './enums';
import { projectFileSchema } from './files';
import { runLaneSchema } from './runs';

/** Progress text while a report is generated (spec §4). */
export const REPORT_PROGRESS_TEXT = 'Generating Report';

/** Who generates PDF reports (workflow.md "Roles"), of the projects they may view; plan permitting. */
export const REPORT_GENERATOR_ROLES: readonly Role[] = [
  'User',
  'Sales',
  'Reviewer',
  'SuperReviewer',
  'Admin',
];

/** The terms' note (spec §1), on the title page and in every page's footer. */
export const REPORT_DISCLAIMER =
  'Results are for preliminary, informative use only. They are not for permit drawings or calculations.';

/** '<project name> report rev N.pdf'; '… rev N without load tables.pdf' for the shorter one. */
export function reportFileName(projectName: string, revisionNumber: number, loadTables = true): string {
  // A colon between words reads as a dash ('Example: Red Rock' → 'Example - Red Rock'); path
  // separators and control characters never reach a download's file name.
  const dashed = projectName.replace(/\s*:\s+/g, ' - ');
  // eslint-disable-next-line no-control-regex
  const safe = dashed.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'Project';
  return `${safe} report rev ${revisionNumber}${loadTables ? '' : ' without load tables'}.pdf`;
}

export const reportFactSchema = z.object({ label: z.string(), value: z.string() });
export type ReportFact = z.infer<typeof reportFactSchema>;

export const reportColumnSchema = z.object({
  header: z.string().describe('With its unit: "Embedment (ft)"'),
  align: z.enum(['left', 'right', 'center']),
  /** Share of the table's width, relative to the other columns'. */
  width: z.number().positive(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportRowSchema = z.object({
  cells: z.array(z.string()),
  /** fail: a row over its limit or without a solution (red, as on screen). */
  tone: z.enum(['normal', 'fail']),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('facts'), title: z.string().nullable(), facts: z.array(reportFactSchema) }),
  z.object({
    kind: z.literal('table'),
    title: z.string().nullable(),
    columns: z.array(reportColumnSchema),
    rows: z.array(reportRowSchema),
    note: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('profiles'),
    /** Index of the pier design in the run's result.piers: the chart is the Result tab's. */
    pierIndex: z.number().int().min(0),
    caption: z.string(),
  }),
  z.object({
    kind: z.literal('notes'),
    title: z.string().nullable(),
    items: z.array(z.string()),
    tone: z.enum(['normal', 'warning']),
  }),
]);
export type ReportBlock = z.infer<typeof reportBlockSchema>;

export const reportSectionSchema = z.object({
  title: z.string(),
  /** Begins a new page (each pier design does). */
  newPage: z.boolean(),
  blocks: z.array(reportBlockSchema),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const reportContentSchema = z
  .object({
    title: z.string().describe('"Pile Foundation Design Report"'),
    projectName: z.string(),
    unitSystem: unitSystemSchema,
    runId: z.uuid(),
    lane: runLaneSchema,
    revisionNumber: z.number().int().min(0),
    generatedAt: z.iso.datetime(),
    generatedBy: z.string(),
    /** Every page's header line, and the footer's left part. */
    header: z.string(),
    footer: z.string(),
    titlePage: z.object({ facts: z.array(reportFactSchema), disclaimer: z.string() }),
    sections: z.array(reportSectionSchema),
  })
  .meta({ id: 'ReportContent' });
export type ReportContent = z.infer<typeof reportContentSchema>;

/** POST /api/report/generate/:id and /api/report/generateJson/:id take the project's id. */
export const reportProjectParamsSchema = z.object({ id: z.uuid('id: must be a project id (UUID)') });
/** GET /api/report/delete-report/:projectId */
export const deleteReportParamsSchema = z.object({
  projectId: z.uuid('projectId: must be a project id (UUID)'),
});

/**
 * POST /report/generate/:id and /report/generateJson/:id may say what the report holds: the pile
 * head load tables as appendices (the loads as entered and as combined; over 50 pages of a
 * Nextracker report) are in unless `loadTables` is false. No body: the whole report.
 */
export const generateReportBodySchema = z
  .object({
    loadTables: z
      .boolean('loadTables: must be true or false')
      .default(true)
      .describe('Include the pile head load tables as appendices (default true)'),
  })
  .strict()
  .meta({ id: 'GenerateReportBody' });
export type GenerateReportBody = z.input<typeof generateReportBodySchema>;

export const generateReportResponseSchema = z
  .object({ file: projectFileSchema })
  .meta({ id: 'GenerateReportResponse' });
export type GenerateReportResponse = z.infer<typeof generateReportResponseSchema>;

export const reportContentResponseSchema = z
  .object({ report: reportContentSchema })
  .meta({ id: 'ReportContentResponse' });
export type ReportContentResponse = z.infer<typeof reportContentResponseSchema>;

export const deleteReportsResponseSchema = z
  .object({ message: z.string(), deleted: z.number().int().min(0) })
  .meta({ id: 'DeleteReportsResponse' });
export type DeleteReportsResponse = z.infer<typeof deleteReportsResponseSchema>;

/**
 * POST /projects/add-reports (spec §3 "Report upload", §7 add-reports): form data with projectId
 * and numbered pairs file1/label1 … fileN/labelN; the client sends only pairs with both.
 */
export const ADD_REPORTS_LIMITS = {
  MAX_PAIRS: 5,
  MAX_BYTES: 20 * 1024 * 1024,
  MAX_LABEL_CHARS: 200,
  /** Report files by extension: a PDF is also checked by its bytes. */
  EXTENSIONS: ['.pdf', '.docx', '.doc', '.xlsx', '.xls'],
} as const;

/** The form field names of pair n (1-based). */
export const addReportsPairFields = (n: number) => ({ file: `file${n}`, label: `label${n}` }) as const;

export const addReportsFieldsSchema = z
  .object({ projectId: z.uuid('projectId: must be a project id (UUID)') })
  .catchall(z.unknown())
  .meta({ id: 'AddReportsFields' });
