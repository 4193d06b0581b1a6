// Project rules: tenancy, roles, the status table, and one transaction per write.
// Access follows contracts' projectPermissions() (workflow.md "Tenancy"); another company's
// project, or a private one the viewer may not see, is answered 404 as if it did not exist.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  findTransition,
  findTransitionTo,
  PROJECT_CREATOR_ROLES,
  PROJECT_FILE_KINDS,
  UPDATE_STATUS_ACTIONS,
  type addProjectBodySchema,
  type draftProjectBodySchema,
  type Project,
  type ProjectAction,
  type ProjectListResponse,
  type projectListQuerySchema,
  type UpdatePrivacyResponse,
  type updateStatusBodySchema,
  type UpdateStatusResponse,
  type ProjectView,
  type ProjectStatus,
  type ProjectUserResponse,
} from '@pilewise/contracts';
import { deleteProjectActivity, recordActivity } from '../activity/activity.service';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { requestCatchUpOf } from '../db/request-catch-up';
import type { FilesService } from '../files/files.service';
import { AppError, ConflictError, FieldError, ForbiddenError, NotFoundError } from '../shared/errors';
import { assertSubscriptionActive } from '../shared/subscription';
import { recordWorkflowStep } from '../shared/workflow-step';
import { fullName } from '../shared/full-name';
import { findUser, findUsersByIds } from '../users/users.service';
import { assertActorMayDesign } from '../users/design-permissions';
import { accessOf, assertEditable, loadProjectAccess } from './project-access';
import { notifyUsers } from '../notifications/notify';
import type { ProjectListCache } from './project-list-cache';
import { screenAnswer } from './project-screen-cache';
import { assertNotLockedByOther } from './project-lock.service';
import { releaseLock } from './project-lock.repository';
import { toProject, toProjectSummary } from './projects.mapper';
import * as repo from './projects.repository';
import type { ProjectPatch, ProjectRow } from './projects.repository';

type AddBody = z.output<typeof addProjectBodySchema>;
type DraftBody = z.output<typeof draftProjectBodySchema>;
type ListQuery = z.output<typeof projectListQuerySchema>;
type StatusBody = z.output<typeof updateStatusBodySchema>;

const UNTITLED = 'Untitled project';
/** The statuses in which a project has an assigned Reviewer at work. */
const IN_REVIEW: readonly ProjectStatus[] = ['Sent For Review', 'Under Review'];
const STATUS_VERB: Partial<Record<ProjectAction, string>> = { enable: 'enable', disable: 'disable' };

export class ProjectsService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    /** Pages of the list as it opens (no search) kept until the company's projects or users change. */
    private readonly listCache: ProjectListCache | null = null,
  ) {}

  async list(actor: Actor, query: ListQuery): Promise<ProjectListResponse> {
    const search = query.search || undefined;
    const read = () => this.readList(actor, query, search);
    // Searches are not kept: any text makes a page of its own.
    if (!this.listCache || search) return read();
    const key = `${actor.role}:${actor.id}:${query.sort}:${query.status ?? ''}:${query.pageSize}:${query.page}`;
    return this.listCache.page(actor.companyId, key, read, requestCatchUpOf(actor));
  }

  private async readList(
    actor: Actor,
    query: ListQuery,
    search: string | undefined,
  ): Promise<ProjectListResponse> {
    const { rows, total } = await repo.listVisibleProjects(this.db, actor.companyId, actor, {
      search,
      status: query.status,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    // The owners of the page, once each, in the order they first appear.
    const owners = new Map<string, NonNullable<repo.ProjectListRow['owner']>>();
    for (const r of rows) if (r.owner && !owners.has(r.owner.id)) owners.set(r.owner.id, r.owner);
    return {
      projects: rows.map((r) => toProjectSummary(r, r.childIds, r.owner ? fullName(r.owner) : '')),
      users: [...owners.values()].map((u) => ({
        _id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        role: u.role,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(actor: Actor, id: string): Promise<{ project: Project }> {
    // One query (the project screen opens with it), kept with its answer until the project, its
    // clones or a user change (src/projects/project-screen-cache.ts); then the same check as
    // loadProjectAccess, on every request.
    const { row, answer } = await screenAnswer(
      this.db,
      actor.companyId,
      'project',
      id,
      async () => {
        const found = await repo.findProjectWithDetails(this.db, actor.companyId, id);
        if (!found) throw new NotFoundError('Project'); // as accessOf answers: not kept
        const { row, childIds, owner } = found;
        return { row, answer: { project: toProject(row, childIds, owner ? fullName(owner) : '') } };
      },
      requestCatchUpOf(actor),
    );
    accessOf(actor, row);
    return answer;
  }

  /** Creates a project, or saves an existing one when `_id` is given (revising it if it was sent back). */
  async add(actor: Actor, body: AddBody): Promise<Project> {
    this.assertSubscription(actor);
    // A save in a design mode or section type the user may not use is refused (spec §3 User).
    await assertActorMayDesign(this.db, actor, body.design);
    const { _id, ...fields } = body;
    return this.db.transaction(async (tx) => {
      if (!_id) return this.create(tx, actor, { ...fields, isDraft: false });
      const { row, perms } = await loadProjectAccess(tx, actor, _id);
      assertEditable({ row, perms });
      await assertNotLockedByOther(tx, actor, { row, perms });
      const revise = row.status === 'Redesign' || row.status === 'Requires Revision';
      const patch: ProjectPatch = { ...this.patchFrom(fields), isDraft: false };
      if (revise) {
        patch.status = 'Active';
        patch.revisionNumber = row.revisionNumber + 1;
      }
      const saved = await this.saveOver(tx, actor, row, patch, fields.version);
      await recordActivity(tx, actor, {
        action: revise ? 'project.revise' : 'project.update',
        message: revise
          ? `Revised project ${saved.name} (revision ${saved.revisionNumber})`
          : `Updated project ${saved.name}`,
        projectId: saved.id,
      });
      // A revision is a workflow step too: its reviews row and the assigned Reviewer's notification.
      if (revise)
        await recordWorkflowStep(tx, actor, {
          project: saved,
          action: 'revise',
          from: row.status,
          comment: '',
        });
      return this.present(tx, actor, saved);
    });
  }

  /** Saves unfinished work: creates a draft, or updates the given (editable) project as is. */
  async draft(actor: Actor, body: DraftBody): Promise<Project> {
    this.assertSubscription(actor);
    // A save in a design mode or section type the user may not use is refused (spec §3 User).
    await assertActorMayDesign(this.db, actor, body.design);
    const { _id, ...fields } = body;
    return this.db.transaction(async (tx) => {
      if (!_id) {
        return this.create(tx, actor, {
          ...fields,
          name: fields.name || UNTITLED,
          client: fields.client ?? '',
          isDraft: true,
        });
      }
      const { row, perms } = await loadProjectAccess(tx, actor, _id);
      assertEditable({ row, perms });
      await assertNotLockedByOther(tx, actor, { row, perms });
      const patch = this.patchFrom(fields);
      if (patch.name === '') delete patch.name;
      const saved = await this.saveOver(tx, actor, row, patch, fields.version);
      await recordActivity(tx, actor, {
        action: 'project.draft',
        message: `Saved draft of ${saved.name}`,
        projectId: saved.id,
      });
      return this.present(tx, actor, saved);
    });
  }

  /**
   * Removes the project, its activity, runs, reviews, comments and files, and detaches its
   * clones, in one transaction; the stored bytes of its files go once that has committed.
   */
  async delete(actor: Actor, id: string): Promise<{ message: string; projectId: string }> {
    const { removedFiles, answer } = await this.db.transaction(async (tx) => {
      const { row, perms } = await loadProjectAccess(tx, actor, id);
      if (!perms.delete) throw new ForbiddenError('Only the owner or an Admin can delete this project');
      const removedFiles = await this.files.deleteFiles(actor.companyId, row.id, PROJECT_FILE_KINDS, tx);
      await deleteProjectActivity(tx, actor.companyId, row.id);
      await repo.detachChildren(tx, actor.companyId, row.id);
      await repo.deleteProject(tx, actor.companyId, row.id);
      await recordActivity(tx, actor, {
        action: 'project.delete',
        message: `Deleted project ${row.name}`,
        details: { projectId: row.id },
      });
      return { removedFiles, answer: { message: 'Project deleted', projectId: row.id } };
    });
    await this.files.discardFiles(removedFiles);
    return answer;
  }

  /** Copies the inputs (not runs, reports or reviews) into a new Active project of the actor. */
  async clone(actor: Actor, id: string): Promise<Project> {
    this.assertSubscription(actor);
    return this.db.transaction(async (tx) => {
      const { row, perms } = await loadProjectAccess(tx, actor, id);
      if (!perms.clone) throw new ForbiddenError('Your role cannot create projects');
      const copy = await repo.insertProject(tx, {
        id: randomUUID(),
        companyId: actor.companyId,
        ownerId: actor.id,
        parentId: row.id,
        status: 'Active',
        projectView: 'private',
        isDraft: false,
        name: `${row.name} (copy)`,
        client: row.client,
        designer: row.designer,
        company: row.company,
        projectAddress: row.projectAddress,
        latitude: row.latitude,
        longitude: row.longitude,
        unitSystem: row.unitSystem,
        notes: row.notes,
        revisionNumber: 0,
        design: row.design,
      });
      await recordActivity(tx, actor, {
        action: 'project.clone',
        message: `Cloned ${row.name} into ${copy.name}`,
        projectId: copy.id,
        details: { sourceId: row.id },
      });
      return this.present(tx, actor, copy);
    });
  }

  /** A transition of the status table; today only enable/disable (UPDATE_STATUS_ACTIONS). */
  async updateStatus(actor: Actor, body: StatusBody): Promise<UpdateStatusResponse> {
    return this.db.transaction(async (tx) => {
      const { row, perms } = await loadProjectAccess(tx, actor, body.projectId);
      const transition = body.action
        ? findTransition(row.status, body.action)
        : findTransitionTo(row.status, body.status!);
      if (!transition) {
        const what = body.action
          ? `cannot ${body.action} a project in status ${row.status}`
          : `cannot go from ${row.status} to ${body.status}`;
        throw new AppError(409, 'TRANSITION_NOT_ALLOWED', `status: ${what}`, 'status');
      }
      if (body.status && body.status !== transition.to) {
        throw new AppError(
          409,
          'TRANSITION_NOT_ALLOWED',
          `status: ${transition.action} leads to ${transition.to}, not ${body.status}`,
          'status',
        );
      }
      if (!(UPDATE_STATUS_ACTIONS as readonly ProjectAction[]).includes(transition.action)) {
        throw new AppError(
          409,
          'TRANSITION_NOT_ALLOWED',
          `action: ${transition.action} is not available through update-status`,
          'action',
        );
      }
      if (!perms.actions.includes(transition.action)) {
        throw new ForbiddenError(
          `Only the owner or an Admin can ${STATUS_VERB[transition.action] ?? transition.action} this project`,
        );
      }
      // Disabling a project someone has open for editing would take it from under them.
      await assertNotLockedByOther(tx, actor, { row, perms });
      const saved = await repo.updateProject(
        tx,
        actor.companyId,
        row.id,
        { status: transition.to },
        row.status,
      );
      if (!saved) throw new ConflictError('The project changed meanwhile, reload it and try again');
      await recordActivity(tx, actor, {
        action: `project.${transition.action}`,
        message: `${row.name}: ${row.status} -> ${transition.to}`,
        projectId: row.id,
        details: { from: row.status, to: transition.to, comment: body.comment },
      });
      const project = await this.present(tx, actor, saved);
      return { projectId: saved.id, status: saved.status, project };
    });
  }

  /** Share ('shared') or Unshare ('private'): the owner or an Admin. */
  async updatePrivacy(
    actor: Actor,
    body: { projectId: string; project_view: ProjectView },
  ): Promise<UpdatePrivacyResponse> {
    return this.db.transaction(async (tx) => {
      const { row, perms } = await loadProjectAccess(tx, actor, body.projectId);
      if (!perms.share)
        throw new ForbiddenError('Only the owner or an Admin can share or unshare this project');
      const saved = await repo.updateProject(tx, actor.companyId, row.id, { projectView: body.project_view });
      if (!saved) throw new NotFoundError('Project');
      await recordActivity(tx, actor, {
        action: body.project_view === 'shared' ? 'project.share' : 'project.unshare',
        message: `${body.project_view === 'shared' ? 'Shared' : 'Unshared'} project ${row.name}`,
        projectId: row.id,
      });
      const project = await this.present(tx, actor, saved);
      return { projectId: saved.id, project_view: saved.projectView, project };
    });
  }

  /**
   * Hands the project to another user of the company (spec §7 projectUser): the owner or an
   * Admin. The new owner must be an active (not frozen) user of the same company who may own
   * projects, and not the Reviewer assigned to it while it is in review (nobody reviews their
   * own design). Refused while someone else has the project open for editing: the handover would
   * change who may save under them. Logged, and the new and the previous owner are told.
   */
  async handOver(actor: Actor, body: { projectId: string; userId: string }): Promise<ProjectUserResponse> {
    return this.db.transaction(async (tx) => {
      const access = await loadProjectAccess(tx, actor, body.projectId);
      const { row, perms } = access;
      if (!perms.share) throw new ForbiddenError('Only the owner or an Admin can hand this project over');
      // Another company's user is answered as an unknown one: ids of other tenants are not confirmed.
      const target = await findUser(tx, actor.companyId, body.userId);
      if (!target) throw new FieldError('userId', 'no such user in your company');
      const to = target.user;
      if (to.id === row.ownerId) throw new FieldError('userId', `${fullName(to)} already owns this project`);
      if (to.isSuspended)
        throw new FieldError(
          'userId',
          `${fullName(to)} is frozen: unfreeze them before handing them a project`,
        );
      if (!PROJECT_CREATOR_ROLES.includes(to.role))
        throw new FieldError('userId', `${fullName(to)}'s role cannot own projects`);
      if (to.id === row.assignedReviewerId && IN_REVIEW.includes(row.status))
        throw new FieldError('userId', `${fullName(to)} is reviewing this project and cannot own it`);
      await assertNotLockedByOther(tx, actor, access);
      const saved = await repo.updateProject(tx, actor.companyId, row.id, { ownerId: to.id }, row.status);
      if (!saved) throw new ConflictError('The project changed meanwhile, reload it and try again');
      // The handing owner (not an Admin) may no longer edit: an edit lock they held goes.
      if (actor.role !== 'Admin') await releaseLock(tx, row.id, actor.id);
      const [from] = await findUsersByIds(tx, actor.companyId, [row.ownerId]);
      const fromName = from ? fullName(from) : 'its previous owner';
      await recordActivity(tx, actor, {
        action: 'project.handOver',
        message: `Handed ${row.name} from ${fromName} to ${fullName(to)}`,
        projectId: row.id,
        details: { fromUserId: row.ownerId, toUserId: to.id },
      });
      await notifyUsers(
        tx,
        actor.companyId,
        [to.id],
        {
          kind: 'statusChange',
          title: `${row.name} is now yours`,
          message: `${fullName(actor)} handed you the project ${row.name} (was ${fromName}'s).`,
          projectId: row.id,
        },
        actor.id,
      );
      await notifyUsers(
        tx,
        actor.companyId,
        [row.ownerId],
        {
          kind: 'statusChange',
          title: `${row.name} handed over`,
          message: `${fullName(actor)} handed your project ${row.name} to ${fullName(to)}.`,
          projectId: row.id,
        },
        actor.id,
      );
      const project = await this.present(tx, actor, saved);
      return { projectId: saved.id, ownerId: to.id, previousOwnerId: row.ownerId, project };
    });
  }

  // ---------------------------------------------------------------- helpers

  /**
   * Writes a save of the fields or design over the project as the caller read it (`readVersion`):
   * 409 PROJECT_CHANGED, naming who saved in between, when it has moved on (an editor whose lock
   * lapsed, an API client that never read it). The write itself is conditional on the version,
   * so two concurrent saves of one version cannot both pass.
   */
  private async saveOver(
    tx: Db,
    actor: Actor,
    row: ProjectRow,
    patch: ProjectPatch,
    readVersion: number | undefined,
  ): Promise<ProjectRow> {
    if (readVersion === undefined) {
      throw new FieldError(
        'version',
        'required when saving an existing project: the version it was read at (get-project-data)',
      );
    }
    if (readVersion === row.version) {
      const saved = await repo.updateProject(
        tx,
        actor.companyId,
        row.id,
        { ...patch, version: row.version + 1, updatedBy: actor.id },
        row.status,
        row.version,
      );
      if (saved) return saved;
    }
    const now = await repo.findProject(tx, actor.companyId, row.id);
    if (!now) throw new NotFoundError('Project');
    if (now.status !== row.status && now.version === readVersion) {
      throw new ConflictError('The project changed meanwhile, reload it and try again');
    }
    const [by] = now.updatedBy ? await findUsersByIds(tx, actor.companyId, [now.updatedBy]) : [];
    const name = by ? (by.id === actor.id ? 'You' : fullName(by)) : 'Someone';
    throw new AppError(
      409,
      'PROJECT_CHANGED',
      `${name} saved this project after you opened it (version ${now.version}, yours ${readVersion}): reload it to see their changes before saving`,
      'version',
      { version: now.version, changedBy: { _id: by?.id ?? null, name } },
    );
  }

  private assertSubscription(actor: Actor): void {
    assertSubscriptionActive(actor);
  }

  private async create(
    db: Db,
    actor: Actor,
    fields: Omit<DraftBody, '_id'> & { name: string; client: string; isDraft: boolean },
  ): Promise<Project> {
    if (!PROJECT_CREATOR_ROLES.includes(actor.role))
      throw new ForbiddenError('Your role cannot create projects');
    const me = await findUser(db, actor.companyId, actor.id);
    const row = await repo.insertProject(db, {
      id: randomUUID(),
      companyId: actor.companyId,
      ownerId: actor.id,
      status: 'Active',
      projectView: 'private',
      ...this.patchFrom(fields),
      company: fields.company || me?.company.name || '',
      name: fields.name,
      client: fields.client,
      isDraft: fields.isDraft,
    });
    await recordActivity(db, actor, {
      action: fields.isDraft ? 'project.draft' : 'project.create',
      message: `${fields.isDraft ? 'Started draft' : 'Created project'} ${row.name}`,
      projectId: row.id,
    });
    return this.present(db, actor, row);
  }

  /** Body fields -> column patch; fields left out of the body are left unchanged. */
  private patchFrom(f: Omit<DraftBody, '_id'>): ProjectPatch {
    const patch: ProjectPatch = {};
    if (f.name !== undefined) patch.name = f.name;
    if (f.client !== undefined) patch.client = f.client;
    if (f.designer !== undefined) patch.designer = f.designer;
    if (f.company !== undefined) patch.company = f.company;
    if (f.projectAddress !== undefined) patch.projectAddress = f.projectAddress;
    if (f.latitude !== undefined) patch.latitude = f.latitude;
    if (f.longitude !== undefined) patch.longitude = f.longitude;
    if (f.unitSystem !== undefined) patch.unitSystem = f.unitSystem;
    if (f.notes !== undefined) patch.notes = f.notes;
    if (f.design !== undefined) patch.design = f.design;
    return patch;
  }

  private async present(db: Db, actor: Actor, row: ProjectRow): Promise<Project> {
    const children = await repo.findChildIds(db, actor.companyId, [row.id]);
    const [owner] = await findUsersByIds(db, actor.companyId, [row.ownerId]);
    return toProject(row, children.get(row.id) ?? [], owner ? fullName(owner) : '');
  }
}
