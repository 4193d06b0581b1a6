// Report rules: who may generate (anyone who may view the project, of a role that generates
// PDFs, on a plan still running), which run a report shows (the project's latest succeeded one,
// with its input as run), where the PDF goes (the file storage + a project_files row, with an
// activity entry, in one transaction), and who deletes reports (the owner or an Admin).
import {
  DESIGN_INPUT_KEY,
  importDecisionsOf,
  parseDesignInput,
  reportFileName,
  type DesignResult,
  type ProjectFile,
  type ReportContent,
} from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import type { FilesService } from '../files/files.service';
import { loadProjectAccess, type ProjectAccess } from '../projects/project-access';
import { FieldError, ForbiddenError, NotFoundError } from '../shared/errors';
import { findUser } from '../users/users.service';
import { fullName } from '../shared/full-name';
import { assertSubscriptionActive } from '../shared/subscription';
import { assertMayGenerateReports } from './report-access';
import { buildReportContent, REPORT_TITLE, WHOLE_REPORT, type ReportOptions } from './report-content';
import type { DocumentThreads } from '../documents/document-threads';
import { findAcknowledgements, findLatestSucceededRun } from './reports.repository';

/** The content of a report and the result its charts are drawn from. */
export interface PreparedReport {
  access: ProjectAccess;
  content: ReportContent;
  result: DesignResult;
}

export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    /** Draws the PDF off the event loop (documents/document-threads.ts). */
    private readonly documents: Pick<DocumentThreads, 'renderReportPdf'>,
    /** The clock (tests fix it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The report's content, as the PDF is drawn from it (POST /report/generateJson). */
  async content(
    actor: Actor,
    projectId: string,
    options: ReportOptions = WHOLE_REPORT,
  ): Promise<ReportContent> {
    return (await this.prepare(actor, projectId, options)).content;
  }

  /** Builds the PDF of the latest succeeded run, stores it with the project; the file row. */
  async generate(
    actor: Actor,
    projectId: string,
    options: ReportOptions = WHOLE_REPORT,
  ): Promise<ProjectFile> {
    const { access, content, result } = await this.prepare(actor, projectId, options);
    const pdf = await this.documents.renderReportPdf(actor.id, content, result);
    const project = access.row;
    const stored = await this.db.transaction(async (tx) => {
      const row = await this.files.storeFile(
        {
          projectId: project.id,
          companyId: actor.companyId,
          uploadedBy: actor.id,
          kind: 'generatedReport',
          label: `${REPORT_TITLE}, revision ${project.revisionNumber}${options.loadTables ? '' : ', without the load tables'}`,
          fileName: reportFileName(project.name, project.revisionNumber, options.loadTables),
          contentType: 'application/pdf',
          bytes: pdf,
          runId: content.runId,
          revisionNumber: project.revisionNumber,
          distinctName: true,
        },
        tx,
      );
      try {
        await recordActivity(tx, actor, {
          action: 'report.generate',
          message: `Generated the PDF report of ${project.name} (revision ${project.revisionNumber})`,
          projectId: project.id,
          details: { fileId: row.id, runId: content.runId },
        });
      } catch (err) {
        await this.files.discardBytes(row.storageKey);
        throw err;
      }
      return row;
    });
    return this.files.describe(actor.companyId, stored.id);
  }

  /** Deletes the project's generated reports (rows and bytes): its owner or an Admin. */
  async deleteReports(actor: Actor, projectId: string): Promise<number> {
    const { row } = await loadProjectAccess(this.db, actor, projectId);
    if (row.ownerId !== actor.id && actor.role !== 'Admin') {
      throw new ForbiddenError("Only the project's owner or an Admin can delete its reports");
    }
    const deleted = await this.db.transaction(async (tx) => {
      const rows = await this.files.deleteFiles(actor.companyId, projectId, ['generatedReport'], tx);
      if (rows.length > 0) {
        await recordActivity(tx, actor, {
          action: 'report.delete',
          message: `Deleted ${rows.length} generated report${rows.length === 1 ? '' : 's'} of ${row.name}`,
          projectId,
          details: { fileIds: rows.map((r) => r.id) },
        });
      }
      return rows;
    });
    // Bytes go once the rows are gone for good.
    await this.files.discardFiles(deleted);
    return deleted.length;
  }

  private async prepare(actor: Actor, projectId: string, options: ReportOptions): Promise<PreparedReport> {
    assertMayGenerateReports(actor);
    const access = await loadProjectAccess(this.db, actor, projectId);
    const me = await findUser(this.db, actor.companyId, actor.id);
    if (!me) throw new NotFoundError('User');
    assertSubscriptionActive(me.company, this.now());

    const run = await findLatestSucceededRun(this.db, actor.companyId, projectId);
    if (!run?.result)
      throw new FieldError('run', 'the project has no finished design run: run the design first');
    const parsed = parseDesignInput(run.input);
    if (!parsed.ok) {
      // Only inputs the engine accepted are run; a later schema change could still refuse one.
      throw new FieldError(
        DESIGN_INPUT_KEY,
        'the input of the latest run can no longer be read; run the design again',
      );
    }
    const project = access.row;
    const content = buildReportContent({
      project: {
        name: project.name,
        client: project.client,
        projectAddress: project.projectAddress,
        company: project.company,
        designer: project.designer,
        revisionNumber: project.revisionNumber,
        unitSystem: project.unitSystem,
        latitude: project.latitude,
        longitude: project.longitude,
      },
      companyName: me.company.name,
      run: {
        id: run.id,
        lane: run.lane,
        finishedAt: run.finishedAt,
        result: run.result,
        input: parsed.value,
      },
      generatedBy: fullName(actor),
      generatedAt: this.now(),
      // the workbooks' decisions, and a water table moved since, against the run's soil
      importNotes: importDecisionsOf(
        project.design as Record<string, unknown>,
        project.unitSystem,
        parsed.value.soil,
      ),
      acknowledgements: await findAcknowledgements(this.db, actor.companyId, projectId),
      options,
    });
    return { access, content, result: run.result };
  }
}
