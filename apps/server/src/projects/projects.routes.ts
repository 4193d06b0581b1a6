import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityListQuerySchema,
  activityListResponseSchema,
  addProjectBodySchema,
  cloneProjectBodySchema,
  deleteProjectResponseSchema,
  draftProjectBodySchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  messageResponseSchema,
  projectListResponseSchema,
  projectLockResponseSchema,
  projectResponseSchema,
  projectUserBodySchema,
  projectUserResponseSchema,
  updatePrivacyBodySchema,
  updatePrivacyResponseSchema,
  updateStatusBodySchema,
  updateStatusResponseSchema,
} from '@pilewise/contracts';
import type { ActivityService } from '../activity/activity.service';
import { actorOf } from '../plugins/auth';
import type { ProjectLockService } from './project-lock.service';
import type { ProjectsService } from './projects.service';
import { errorResponses } from '../shared/error-responses';

export function projectsRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectsService; locks: ProjectLockService; activity: ActivityService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { projects } = deps;
  const tags = ['projects'];
  const security = [{ bearerAuth: [] }];

  r.get(
    '/projects/list',
    {
      schema: {
        tags,
        security,
        summary: 'Projects the user may see: search, sort, status filter, paging',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errorResponses },
      },
    },
    (req) => projects.list(actorOf(req), req.query),
  );
  r.post(
    '/projects/add',
    {
      schema: {
        tags,
        security,
        summary: 'Create a project, or update it when _id is given',
        body: addProjectBodySchema,
        response: { 200: projectResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ project: await projects.add(actorOf(req), req.body) }),
  );
  r.post(
    '/projects/draft-project',
    {
      schema: {
        tags,
        security,
        summary: 'Save a draft (nothing required)',
        body: draftProjectBodySchema,
        response: { 200: projectResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ project: await projects.draft(actorOf(req), req.body) }),
  );
  r.get(
    '/projects/get-project-data/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One project with its design payload',
        params: projectIdParamsSchema,
        response: { 200: projectResponseSchema, ...errorResponses },
      },
    },
    (req) => projects.get(actorOf(req), req.params.id),
  );
  r.post(
    '/projects/lock/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Take or renew the edit lock (Active projects, owner or Admin); says who holds it otherwise',
        params: projectIdParamsSchema,
        response: { 200: projectLockResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ lock: await deps.locks.open(actorOf(req), req.params.id) }),
  );
  r.delete(
    '/projects/lock/:id',
    {
      schema: {
        tags,
        security,
        summary: "Let the caller's edit lock go (closing the editor)",
        params: projectIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.locks.close(actorOf(req), req.params.id);
      return { message: 'Lock released' };
    },
  );
  r.delete(
    '/projects/delete-project/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a project and all its data',
        params: projectIdParamsSchema,
        response: { 200: deleteProjectResponseSchema, ...errorResponses },
      },
    },
    (req) => projects.delete(actorOf(req), req.params.id),
  );
  r.post(
    '/projects/clone-project',
    {
      schema: {
        tags,
        security,
        summary: 'Copy the inputs into a new Active project (parentId = source)',
        body: cloneProjectBodySchema,
        response: { 200: projectResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ project: await projects.clone(actorOf(req), req.body.ID) }),
  );
  r.post(
    '/projects/update-status',
    {
      schema: {
        tags,
        security,
        summary: 'A transition of the status table (today: enable, disable)',
        body: updateStatusBodySchema,
        response: { 200: updateStatusResponseSchema, ...errorResponses },
      },
    },
    (req) => projects.updateStatus(actorOf(req), req.body),
  );
  r.post(
    '/projects/update-Privacy',
    {
      schema: {
        tags,
        security,
        summary: "Share ('shared') or Unshare ('private')",
        body: updatePrivacyBodySchema,
        response: { 200: updatePrivacyResponseSchema, ...errorResponses },
      },
    },
    (req) => projects.updatePrivacy(actorOf(req), req.body),
  );
  r.post(
    '/projects/projectUser',
    {
      schema: {
        tags,
        security,
        summary:
          'Hand the project to another active user of the company (the owner or an Admin); logged and notified',
        body: projectUserBodySchema,
        response: { 200: projectUserResponseSchema, ...errorResponses },
      },
    },
    (req) => projects.handOver(actorOf(req), req.body),
  );
  r.get(
    '/projects/get-activity-logs',
    {
      schema: {
        tags,
        security,
        summary: "Activity log: the company's for Admins, one's own otherwise",
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.activity.list(actorOf(req), req.query),
  );
}
