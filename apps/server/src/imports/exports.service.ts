// Excel out: a project's inputs as a workbook in the import templates, a run's results as a
// workbook or one table as CSV, and the empty-of-surprises templates. Anyone who may view the
// project may download them.
import { DESIGN_INPUT_KEY, type ImportKind, type ResultTable, type UnitSystem } from '@pilewise/contracts';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/client';
import { loadProjectAccess } from '../projects/project-access';
import type { DocumentThreads } from '../documents/document-threads';
import type { RunsService } from '../runs/runs.service';
import { ConflictError, FieldError } from '../shared/errors';

/**
 * The workbook builders, loaded at the first export: exceljs is the heaviest module the server
 * has, and start-up need not load it (issue 12; its own chunk in the bundle).
 */
async function workbooks() {
  const [input, results, templates] = await Promise.all([
    import('./workbooks/input-workbook'),
    import('./workbooks/results-workbook'),
    import('./workbooks/templates'),
  ]);
  return { ...input, ...results, ...templates };
}

export interface Download {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file name from a project name: no path signs or control characters. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim() || 'project';

export class ExportsService {
  constructor(
    private readonly db: Db,
    private readonly runs: RunsService,
    /** Makes the results workbook off the event loop (documents/document-threads.ts). */
    private readonly documents: Pick<DocumentThreads, 'resultsWorkbook'>,
  ) {}

  async template(kind: ImportKind, units: UnitSystem): Promise<Download> {
    const { TEMPLATE_FILE_NAMES, templateWorkbook, workbookBytes } = await workbooks();
    return {
      fileName: TEMPLATE_FILE_NAMES[kind],
      contentType: XLSX_CONTENT_TYPE,
      bytes: await workbookBytes(templateWorkbook(kind, units)),
    };
  }

  async inputs(actor: Actor, projectId: string): Promise<Download> {
    const { row } = await loadProjectAccess(this.db, actor, projectId);
    const input = (row.design as Record<string, unknown>)[DESIGN_INPUT_KEY];
    if (!input || typeof input !== 'object')
      throw new FieldError('designInput', 'the project has no design input yet: nothing to export');
    const { inputWorkbook, workbookBytes } = await workbooks();
    let wb;
    try {
      wb = inputWorkbook(input as Record<string, unknown>, row.unitSystem);
    } catch (err) {
      throw new FieldError('designInput', (err as Error).message);
    }
    return {
      fileName: `${safeName(row.name)} inputs.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      bytes: await workbookBytes(wb),
    };
  }

  private async finishedRun(actor: Actor, runId: string) {
    const run = await this.runs.get(actor, runId);
    if (!run.result) throw new ConflictError(`The run is ${run.status}: it has no results to export`);
    const { row } = await loadProjectAccess(this.db, actor, run.projectId);
    return { run, result: run.result, project: row };
  }

  async results(actor: Actor, runId: string): Promise<Download> {
    const { result, project } = await this.finishedRun(actor, runId);
    return {
      fileName: `${safeName(project.name)} results.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      // an Accuracy Lane's profiles are a second of exceljs: not on the event loop
      bytes: await this.documents.resultsWorkbook(actor.id, result, project.unitSystem),
    };
  }

  async resultsCsv(actor: Actor, runId: string, table: ResultTable): Promise<Download> {
    const { result, project } = await this.finishedRun(actor, runId);
    const { RESULT_TABLE_BUILDERS, toCsv } = await workbooks();
    const t = RESULT_TABLE_BUILDERS[table](result, project.unitSystem);
    return {
      fileName: `${safeName(project.name)} ${table}.csv`,
      contentType: 'text/csv; charset=utf-8',
      // A BOM: Excel opens UTF-8 CSV (kip·ft, m³) correctly only with it.
      bytes: Buffer.from('\ufeff' + toCsv(t), 'utf8'),
    };
  }
}
