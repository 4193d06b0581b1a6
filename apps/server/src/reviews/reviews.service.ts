// The review and stamping transitions of workflow.md: request review, the reviewer's and the
// owner's decisions (review-update), the Super Reviewer's (super-review-update), the history and
// the stamped report. Who may act is contracts' projectPermissions().actions; each step is one
// transaction (workflow-step.ts); files written before a failure are removed again.
import {
  findTransition,
  REVIEW_FILE_LIMITS,
  requestReviewBodySchema,
  reviewUpdateBodySchema,
  superReviewUpdateBodySchema,
  type ProjectAction,
  type ReviewHistoryResponse,
  type WorkflowResponse,
} from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import type { FileStorage } from '../files/storage';
import type { Mailer } from '../mail/mailer';
import { reviewRequestMail } from '../mail/templates';
import { checkProjectAccess, loadProjectAccess, type ProjectAccess } from '../projects/project-access';
import { screenAnswer } from '../projects/project-screen-cache';
import { requestCatchUpOf } from '../db/request-catch-up';
import type { Background } from '../shared/background';
import { AppError, FieldError, ForbiddenError, NotFoundError } from '../shared/errors';
import { fullName } from '../shared/full-name';
import { parseFields, type UploadedFile } from './review-form';
import { assertMayReadFileKind } from '../files/file-access';
import { checkAttachment, checkStampedReport, storeStepFiles } from './review-files';
import { namesOf, toReviewEntry } from './reviews.mapper';
import * as repo from './reviews.repository';
import { applyTransition, type StepResult } from './workflow-step';
import {
  acknowledgementOf,
  assertReadyForReview,
  reviewReadiness,
  withAcknowledgement,
  type ReviewReadiness,
} from './review-readiness';

export interface ReviewsDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  background: Background;
}

/** A workflow call's payload as readForm() gives it. */
export interface WorkflowForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/** review-update accepts attachments; super-review-update also the stamped report. */
export const REVIEW_UPDATE_FILES = {
  attachments: {
    maxBytes: REVIEW_FILE_LIMITS.ATTACHMENT_MAX_BYTES,
    maxCount: REVIEW_FILE_LIMITS.MAX_ATTACHMENTS,
  },
};
export const SUPER_REVIEW_UPDATE_FILES = {
  ...REVIEW_UPDATE_FILES,
  stampedReport: { maxBytes: REVIEW_FILE_LIMITS.STAMPED_REPORT_MAX_BYTES, maxCount: 1 },
  // Spec §3 super-review update: the geotechnical report and the TOPL (top-of-pile loads) file
  // the stamp rests on, kept with the project under their own kinds.
  geoTechFile: { maxBytes: REVIEW_FILE_LIMITS.ATTACHMENT_MAX_BYTES, maxCount: 1 },
  toplFile: { maxBytes: REVIEW_FILE_LIMITS.ATTACHMENT_MAX_BYTES, maxCount: 1 },
};

/** The label a super-review file is listed under, by its form field. */
const SUPER_REVIEW_FILE_LABELS = {
  geoTechFile: 'Geotechnical report',
  toplFile: 'TOPL file (top-of-pile loads)',
} as const;

/** The steps that pass a design on: each needs its issues acknowledged (issue 13). */
const ACKNOWLEDGED_ACTIONS: readonly ProjectAction[] = ['approve', 'approveStamping'];

const WHO: Record<ProjectAction, string> = {
  enable: 'the owner or an Admin',
  disable: 'the owner or an Admin',
  requestReview: 'the owner',
  withdraw: 'the owner',
  startReview: 'the assigned Reviewer',
  approve: 'the assigned Reviewer',
  reject: 'the assigned Reviewer',
  takeForStamping: 'a Super Reviewer',
  approveStamping: 'a Super Reviewer',
  sendBack: 'a Super Reviewer',
  revise: 'the owner',
};

export class ReviewsService {
  constructor(private readonly deps: ReviewsDeps) {}

  /** Active -> Sent For Review, assigned to a Reviewer of the company; mails the Reviewer. */
  async requestReview(actor: Actor, form: WorkflowForm): Promise<WorkflowResponse> {
    const body = parseFields(requestReviewBodySchema, form.fields);
    const reviewerId = body.self ? actor.id : body.reviewerId!;
    const { step, reviewer } = await this.deps.db.transaction(async (tx) => {
      const access = await loadProjectAccess(tx, actor, body.projectId);
      const transition = this.transitionFor(access, 'requestReview');
      const readiness = await reviewReadiness(tx, actor.companyId, access.row);
      assertReadyForReview(readiness);
      const acknowledgement = acknowledgementOf(readiness.issues, body);
      const reviewer = await repo.findCompanyUser(tx, actor.companyId, reviewerId);
      if (!reviewer || reviewer.role !== 'Reviewer' || reviewer.isSuspended) {
        throw new FieldError(body.self ? 'self' : 'reviewerId', 'must be a Reviewer of your company');
      }
      const step = await applyTransition(tx, actor, access.row, transition, {
        comment: acknowledgement,
        assignReviewerId: reviewer.id,
      });
      return { step, reviewer };
    });
    const { project } = step;
    this.deps.background.run('review request mail', () =>
      this.deps.mailer.send(
        reviewRequestMail(reviewer.email, reviewer.firstName, {
          projectName: project.name,
          ownerName: fullName(actor),
          revisionNumber: project.revisionNumber,
        }),
      ),
    );
    return this.respond(step, []);
  }

  /** withdraw (owner), startReview / approve / reject (the assigned Reviewer), with attachments. */
  async reviewUpdate(actor: Actor, form: WorkflowForm): Promise<WorkflowResponse> {
    const body = parseFields(reviewUpdateBodySchema, form.fields);
    return this.step(actor, body, () =>
      form.files.map((file) => ({
        file,
        kind: 'attachment' as const,
        label: 'Review attachment',
        ...checkAttachment(file),
      })),
    );
  }

  /** takeForStamping / approveStamping (needs the stamped report, a PDF) / sendBack: Super Reviewers. */
  async superReviewUpdate(actor: Actor, form: WorkflowForm): Promise<WorkflowResponse> {
    const body = parseFields(superReviewUpdateBodySchema, form.fields);
    return this.step(actor, body, () => {
      const stamped = form.files.filter((f) => f.field === 'stampedReport');
      if (body.action === 'approveStamping' && stamped.length === 0) {
        throw new FieldError('stampedReport', 'upload the stamped report (a PDF) to approve stamping');
      }
      if (body.action !== 'approveStamping' && stamped.length > 0) {
        throw new FieldError(
          'stampedReport',
          `a stamped report goes with approveStamping, not ${body.action}`,
        );
      }
      return form.files.map((file) => {
        if (file.field === 'stampedReport')
          return {
            file,
            kind: 'stampedReport' as const,
            label: 'Stamped report',
            ...checkStampedReport(file),
          };
        if (file.field === 'geoTechFile' || file.field === 'toplFile')
          return {
            file,
            kind: file.field,
            label: SUPER_REVIEW_FILE_LABELS[file.field],
            ...checkAttachment(file),
          };
        return { file, kind: 'attachment' as const, label: 'Review attachment', ...checkAttachment(file) };
      });
    });
  }

  /** Whether the project can be sent for review, what is missing, and the issues to acknowledge. */
  async readiness(actor: Actor, projectId: string): Promise<ReviewReadiness> {
    const { db } = this.deps;
    const { row } = await checkProjectAccess(db, actor, projectId);
    // Kept until the project, its runs or files, or the company's sections change
    // (src/projects/project-screen-cache.ts).
    return screenAnswer(
      db,
      actor.companyId,
      'readiness',
      projectId,
      () =>
        reviewReadiness(
          db,
          actor.companyId,
          row,
          async () => (await loadProjectAccess(db, actor, projectId)).row.design,
        ),
      requestCatchUpOf(actor),
    );
  }

  /**
   * The project's workflow steps, oldest first, with their files. Kept until they, the project's
   * files or a user change (src/projects/project-screen-cache.ts); access is checked each time.
   */
  async history(actor: Actor, projectId: string): Promise<ReviewHistoryResponse> {
    const { db } = this.deps;
    const { row } = await checkProjectAccess(db, actor, projectId);
    return screenAnswer(
      db,
      actor.companyId,
      'history',
      projectId,
      () => this.readHistory(actor, row.id),
      requestCatchUpOf(actor),
    );
  }

  private async readHistory(actor: Actor, projectId: string): Promise<ReviewHistoryResponse> {
    const { db } = this.deps;
    const reviews = await repo.listProjectReviews(db, actor.companyId, projectId);
    const files = await repo.listFilesOfReviews(
      db,
      actor.companyId,
      reviews.map((r) => r.id),
    );
    const ids = reviews.flatMap((r) => [r.actorId, r.reviewerId]).filter((id): id is string => Boolean(id));
    const names = namesOf(await repo.findCompanyUsersByIds(db, actor.companyId, [...new Set(ids)]));
    return {
      reviews: reviews.map((r) =>
        toReviewEntry(
          r,
          names,
          files.filter((f) => f.reviewId === r.id),
        ),
      ),
    };
  }

  /** The latest stamped report of the project: Super Reviewers, the owner and Admins. */
  async stampedReport(actor: Actor, projectId: string): Promise<{ fileName: string; bytes: Buffer }> {
    const { db, storage } = this.deps;
    const { row } = await loadProjectAccess(db, actor, projectId);
    assertMayReadFileKind(actor, row, 'stampedReport');
    const file = await repo.latestProjectFile(db, actor.companyId, row.id, 'stampedReport');
    if (!file) throw new NotFoundError('Stamped report');
    return { fileName: file.fileName, bytes: await storage.get(file.storageKey) };
  }

  /** A file of a workflow step (an attachment, a stamped report), for whoever may view the project. */
  async stepFile(
    actor: Actor,
    fileId: string,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    const { db, storage } = this.deps;
    const file = await repo.findProjectFile(db, actor.companyId, fileId);
    if (!file || !file.reviewId) throw new NotFoundError('File');
    const { row } = await loadProjectAccess(db, actor, file.projectId);
    assertMayReadFileKind(actor, row, file.kind);
    return {
      fileName: file.fileName,
      contentType: file.contentType,
      bytes: await storage.get(file.storageKey),
    };
  }

  // ---------------------------------------------------------------- helpers

  /**
   * A transition with its comment and files: actor and status checked, then the comment rule,
   * then the files (`filesOf` checks them), all in one transaction.
   */
  private async step(
    actor: Actor,
    body: {
      projectId: string;
      action: ProjectAction;
      comment: string;
      acknowledgeIssues?: boolean;
      acknowledgementNote: string;
    },
    filesOf: () => Parameters<typeof storeStepFiles>[3],
  ): Promise<WorkflowResponse> {
    const { projectId, action, comment } = body;
    const written: string[] = [];
    try {
      const { step, files } = await this.deps.db.transaction(async (tx) => {
        const access = await loadProjectAccess(tx, actor, projectId);
        const transition = this.transitionFor(access, action);
        if (transition.requiresComment && comment === '') {
          throw new FieldError(
            'comment',
            `say why: ${action === 'reject' ? 'a rejection' : 'sending back'} needs a comment`,
          );
        }
        // Approving or stamping a design with issues needs them acknowledged, as sending it did.
        const acknowledgement = ACKNOWLEDGED_ACTIONS.includes(action)
          ? acknowledgementOf((await reviewReadiness(tx, actor.companyId, access.row)).issues, body)
          : '';
        const toStore = filesOf();
        const step = await applyTransition(tx, actor, access.row, transition, {
          comment: withAcknowledgement(comment, acknowledgement),
        });
        const files = await storeStepFiles(
          this.deps.storage,
          tx,
          {
            companyId: actor.companyId,
            projectId: step.project.id,
            uploadedBy: actor.id,
            reviewId: step.review.id,
            revisionNumber: step.project.revisionNumber,
          },
          toStore,
          written,
        );
        return { step, files };
      });
      return await this.respond(step, files);
    } catch (err) {
      await Promise.all(written.map((key) => this.deps.storage.delete(key).catch(() => undefined)));
      throw err;
    }
  }

  /** The table's transition for `action` from the project's status, if this actor may take it. */
  private transitionFor(access: ProjectAccess, action: ProjectAction) {
    const transition = findTransition(access.row.status, action);
    if (!transition) {
      throw new AppError(
        409,
        'TRANSITION_NOT_ALLOWED',
        `status: cannot ${action} a project in status ${access.row.status}`,
        'status',
      );
    }
    if (!access.perms.actions.includes(action)) {
      throw new ForbiddenError(`Only ${WHO[action]} can ${action} this project`);
    }
    return transition;
  }

  private async respond(step: StepResult, files: repo.ProjectFileRow[]): Promise<WorkflowResponse> {
    const ids = [step.review.actorId, step.review.reviewerId].filter((id): id is string => Boolean(id));
    const names = namesOf(await repo.findCompanyUsersByIds(this.deps.db, step.project.companyId, ids));
    return {
      projectId: step.project.id,
      status: step.project.status,
      revisionNumber: step.project.revisionNumber,
      assignedReviewerId: step.project.assignedReviewerId,
      review: toReviewEntry(step.review, names, files),
    };
  }
}
