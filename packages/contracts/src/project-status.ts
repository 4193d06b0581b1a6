// The project workflow of shared/design/workflow.md as data. The server enforces it
// (projects.service) and the web app reads it to decide which buttons to show; neither
// keeps its own copy of the rules.
import { z } from 'zod';
import type { ProjectStatus, ProjectView, Role } from './enums';

export const PROJECT_ACTIONS = [
  'disable',
  'enable',
  'requestReview',
  'withdraw',
  'startReview',
  'approve',
  'reject',
  'takeForStamping',
  'approveStamping',
  'sendBack',
  'revise',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];
export const projectActionSchema = z.enum(PROJECT_ACTIONS);

/**
 * Who may perform a transition:
 * - 'owner': the project's creator;
 * - 'Admin': the Admin of the project's company;
 * - 'assignedReviewer': the Reviewer the project was sent to;
 * - 'SuperReviewer': any Super Reviewer of the project's company.
 */
export type ActorKind = 'owner' | 'Admin' | 'assignedReviewer' | 'SuperReviewer';

export interface StatusTransition {
  from: ProjectStatus;
  action: ProjectAction;
  who: readonly ActorKind[];
  to: ProjectStatus;
  /** The action must carry a non-empty comment (rejections and send-backs). */
  requiresComment?: boolean;
  /** Preconditions checked by the server beyond the actor (documented here for the UI). */
  needs?: readonly ('finishedRun' | 'generatedReport' | 'stampedReport')[];
  /** The action increments revisionNumber. */
  bumpsRevision?: boolean;
}

/** workflow.md "Statuses", one row per line of the table. */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { from: 'Active', action: 'disable', who: ['owner', 'Admin'], to: 'Inactive' },
  { from: 'Inactive', action: 'enable', who: ['owner', 'Admin'], to: 'Active' },
  {
    from: 'Active',
    action: 'requestReview',
    who: ['owner'],
    to: 'Sent For Review',
    needs: ['finishedRun', 'generatedReport'],
  },
  { from: 'Sent For Review', action: 'withdraw', who: ['owner'], to: 'Active' },
  { from: 'Sent For Review', action: 'startReview', who: ['assignedReviewer'], to: 'Under Review' },
  { from: 'Under Review', action: 'approve', who: ['assignedReviewer'], to: 'Project Approved' },
  {
    from: 'Under Review',
    action: 'reject',
    who: ['assignedReviewer'],
    to: 'Redesign',
    requiresComment: true,
  },
  { from: 'Project Approved', action: 'takeForStamping', who: ['SuperReviewer'], to: 'Sent For Stamping' },
  {
    from: 'Sent For Stamping',
    action: 'approveStamping',
    who: ['SuperReviewer'],
    to: 'Stamping Approved',
    needs: ['stampedReport'],
  },
  {
    from: 'Sent For Stamping',
    action: 'sendBack',
    who: ['SuperReviewer'],
    to: 'Requires Revision',
    requiresComment: true,
  },
  { from: 'Redesign', action: 'revise', who: ['owner'], to: 'Active', bumpsRevision: true },
  { from: 'Requires Revision', action: 'revise', who: ['owner'], to: 'Active', bumpsRevision: true },
];

/** The actions the update-status call accepts today (the others arrive with reviews and stamping). */
export const UPDATE_STATUS_ACTIONS = ['enable', 'disable'] as const satisfies readonly ProjectAction[];

/** The viewer of a project, relative to it. */
export interface ActorRelation {
  role: Role;
  /** The viewer created the project. */
  isOwner: boolean;
  /** The viewer is the Reviewer the project was sent to. */
  isAssignedReviewer?: boolean;
}

function actorKinds(actor: ActorRelation): Set<ActorKind> {
  const kinds = new Set<ActorKind>();
  if (actor.isOwner) kinds.add('owner');
  if (actor.role === 'Admin') kinds.add('Admin');
  if (actor.isAssignedReviewer && actor.role === 'Reviewer') kinds.add('assignedReviewer');
  if (actor.role === 'SuperReviewer') kinds.add('SuperReviewer');
  return kinds;
}

/** The transitions `actor` may take from `status`. */
export function allowedTransitions(status: ProjectStatus, actor: ActorRelation): StatusTransition[] {
  const kinds = actorKinds(actor);
  return STATUS_TRANSITIONS.filter((t) => t.from === status && t.who.some((k) => kinds.has(k)));
}

/** The actions `actor` may take from `status`. */
export function allowedActions(status: ProjectStatus, actor: ActorRelation): ProjectAction[] {
  return allowedTransitions(status, actor).map((t) => t.action);
}

/** The transition for `action` from `status`, whoever the actor (undefined when the table has none). */
export function findTransition(status: ProjectStatus, action: ProjectAction): StatusTransition | undefined {
  return STATUS_TRANSITIONS.find((t) => t.from === status && t.action === action);
}

/** The transition from `status` to `to`, if the table has one. */
export function findTransitionTo(status: ProjectStatus, to: ProjectStatus): StatusTransition | undefined {
  return STATUS_TRANSITIONS.find((t) => t.from === status && t.to === to);
}

/** Roles allowed to create projects (workflow.md "Roles": create, edit, run own projects). */
export const PROJECT_CREATOR_ROLES: readonly Role[] = ['User', 'Sales', 'Reviewer', 'SuperReviewer', 'Admin'];

/** Statuses a company's Super Reviewers see (their stamping queue and its outcome). */
export const STAMPING_STATUSES: readonly ProjectStatus[] = [
  'Project Approved',
  'Sent For Stamping',
  'Stamping Approved',
  'Requires Revision',
];

/**
 * Statuses in which a project's latest run is the one under review or stamping: the input cannot
 * change (read-only), so the run sent for review stays its latest finished run.
 */
export const REVIEW_RUN_STATUSES: readonly ProjectStatus[] = [
  'Sent For Review',
  'Under Review',
  'Project Approved',
  'Sent For Stamping',
];

/** What a viewer may do with one project of their own company (row actions of the list). */
export interface ProjectPermissions {
  view: boolean;
  edit: boolean;
  delete: boolean;
  share: boolean;
  clone: boolean;
  actions: ProjectAction[];
}

/**
 * Access rules of workflow.md "Tenancy" for a viewer of the project's own company (other
 * companies never reach a project at all):
 * - view: the owner, the company Admin, everyone when shared, the assigned Reviewer, the
 *   company's Super Reviewers once the project is in the stamping statuses;
 * - edit: the owner or Admin while Active; the owner also in Redesign / Requires Revision
 *   (saving revises it: Active, revisionNumber + 1);
 * - delete, share/unshare: the owner or Admin;
 * - clone: anyone who may view it and may create projects (the copy is theirs).
 */
export function projectPermissions(
  project: { status: ProjectStatus; project_view: ProjectView },
  actor: ActorRelation,
): ProjectPermissions {
  const ownerOrAdmin = actor.isOwner || actor.role === 'Admin';
  const view =
    ownerOrAdmin ||
    project.project_view === 'shared' ||
    Boolean(actor.isAssignedReviewer) ||
    (actor.role === 'SuperReviewer' && STAMPING_STATUSES.includes(project.status));
  if (!view) return { view, edit: false, delete: false, share: false, clone: false, actions: [] };
  const edit =
    (project.status === 'Active' && ownerOrAdmin) ||
    (actor.isOwner && (project.status === 'Redesign' || project.status === 'Requires Revision'));
  return {
    view,
    edit,
    delete: ownerOrAdmin,
    share: ownerOrAdmin,
    clone: PROJECT_CREATOR_ROLES.includes(actor.role),
    actions: allowedActions(project.status, actor),
  };
}
