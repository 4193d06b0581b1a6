// Projects: list, add/update, draft, get, delete, clone, status and privacy.
import { z } from 'zod';
import { LIMITS, projectStatusSchema, projectViewSchema, unitSystemSchema, UNIT_SYSTEMS } from './enums';
import { projectActionSchema } from './project-status';
import { userSummarySchema } from './users';

/**
 * The design payload (spec §3 "Project design payload" and "Design input groups"): the
 * inputs of every tab, stored as one JSON object. Numbers are in the project's unitSystem
 * (imperial: ft, in, kip, psf, pcf, ksi; metric: m, mm, kN, kPa, kN/m³, MPa). Its detailed
 * schema arrives with the design input issue; until then any JSON object is kept as is.
 */
export const designPayloadSchema = z
  .record(z.string(), z.unknown())
  .describe('Design inputs, JSON object, units of the project unitSystem')
  .meta({ id: 'DesignPayload' });
export type DesignPayload = z.infer<typeof designPayloadSchema>;

/** A string field whose messages name it ('Client is required', 'Client must be text'). */
const text = (label: string, max = 200) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const latitude = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90 degrees')
  .max(90, 'Latitude must be between -90 and 90 degrees')
  .describe('Site latitude, decimal degrees (WGS 84), -90 to 90');
const longitude = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180 degrees')
  .max(180, 'Longitude must be between -180 and 180 degrees')
  .describe('Site longitude, decimal degrees (WGS 84), -180 to 180');

/** A project as the API returns it. */
export const projectSchema = z
  .object({
    _id: z.uuid(),
    parentId: z.uuid().nullable().describe('The project this one was cloned from'),
    childProjects: z.array(z.object({ _id: z.uuid() })).describe('Projects cloned from this one'),
    status: projectStatusSchema,
    project_view: projectViewSchema,
    isDraft: z.boolean().describe('Saved with draft-project and never with add'),
    name: z.string(),
    client: z.string(),
    designer: z.string(),
    company: z.string().describe('Company named on the project (defaults to the tenant company name)'),
    projectAddress: z.string(),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    unitSystem: unitSystemSchema,
    notes: z.string(),
    revisionNumber: z.number().int().min(0).describe('Count of revisions after review, starts at 0'),
    version: z
      .number()
      .int()
      .min(1)
      .describe('Bumped by every save of the fields or design; a save sends back the version it read'),
    owner: z.uuid().describe('User id of the creator'),
    assignedReviewerId: z.uuid().nullable().describe('The Reviewer the project was last sent to'),
    username: z.string().describe("Owner's full name"),
    companyId: z.uuid().describe('Tenant company id'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ProjectSummary' });
export type ProjectSummary = z.infer<typeof projectSchema>;

/** A project with its design payload (get-project-data, add, draft, clone). */
export const projectWithDesignSchema = projectSchema
  .extend({ design: designPayloadSchema })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectWithDesignSchema>;

// ---------------------------------------------------------------- list
export const PROJECT_SORTS = ['created_desc', 'created_asc'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const projectListQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe('Case-insensitive substring of name, client or designer'),
    sort: z.enum(PROJECT_SORTS).default('created_desc').describe('By creation date'),
    status: projectStatusSchema.optional(),
    page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
    pageSize: z.coerce.number().int().min(1).max(LIMITS.MAX_PAGE_SIZE).default(LIMITS.DEFAULT_PAGE_SIZE),
  })
  // No .meta id: OpenAPI wants query parameters inline, not as a $ref.
  .describe('Project list query');
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectListResponseSchema = z
  .object({
    projects: z.array(projectSchema),
    users: z.array(userSummarySchema).describe('Owners of the listed projects'),
    total: z.number().int().min(0).describe('Number of matching projects over all pages'),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'ProjectListResponse' });
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

// ---------------------------------------------------------------- add / draft
const projectFields = {
  designer: text('Designer').optional(),
  company: text('Company').optional(),
  projectAddress: text('Project address', 500).optional(),
  latitude: latitude.nullable().optional(),
  longitude: longitude.nullable().optional(),
  unitSystem: unitSystemSchema.optional().describe(`One of ${UNIT_SYSTEMS.join(', ')}; default imperial`),
  notes: text('Notes', 5000).optional(),
  design: designPayloadSchema.optional(),
  version: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      'Required with _id: the version the project was read at. A save over a newer one is refused (409 PROJECT_CHANGED)',
    ),
};

/** Create a project, or update it when _id is given. Name and client are required; name is trimmed. */
export const addProjectBodySchema = z
  .object({
    _id: z.uuid().optional().describe('Update this project instead of creating one'),
    name: text('Name').min(1, 'Name is required'),
    client: text('Client').min(1, 'Client is required'),
    ...projectFields,
  })
  .meta({ id: 'AddProjectBody' });
export type AddProjectBody = z.input<typeof addProjectBodySchema>;

/** Save unfinished work: nothing is required. With _id, updates that draft (or editable project). */
export const draftProjectBodySchema = z
  .object({
    _id: z.uuid().optional(),
    name: text('Name').optional(),
    client: text('Client').optional(),
    ...projectFields,
  })
  .meta({ id: 'DraftProjectBody' });
export type DraftProjectBody = z.input<typeof draftProjectBodySchema>;

export const projectResponseSchema = z
  .object({ project: projectWithDesignSchema })
  .meta({ id: 'ProjectResponse' });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

// ---------------------------------------------------------------- by id
export const projectIdParamsSchema = z.object({ id: z.uuid('id: must be a project id (UUID)') });
export type ProjectIdParams = z.infer<typeof projectIdParamsSchema>;

export const deleteProjectResponseSchema = z.object({ message: z.string(), projectId: z.uuid() });
export type DeleteProjectResponse = z.infer<typeof deleteProjectResponseSchema>;

/** Clone: the spec's body is { ID }. */
export const cloneProjectBodySchema = z.object({ ID: z.uuid() }).meta({ id: 'CloneProjectBody' });
export type CloneProjectBody = z.input<typeof cloneProjectBodySchema>;

/**
 * Status change: give either the action or the target status (the server finds the action
 * in the transition table). Today only enable/disable are accepted (UPDATE_STATUS_ACTIONS).
 */
export const updateStatusBodySchema = z
  .object({
    projectId: z.uuid(),
    action: projectActionSchema.optional(),
    status: projectStatusSchema.optional(),
    comment: text('Comment', 5000).optional(),
  })
  .refine((b) => b.action !== undefined || b.status !== undefined, {
    message: 'Give an action or a target status',
    path: ['action'],
  })
  .meta({ id: 'UpdateStatusBody' });
export type UpdateStatusBody = z.input<typeof updateStatusBodySchema>;

export const updateStatusResponseSchema = z
  .object({ projectId: z.uuid(), status: projectStatusSchema, project: projectSchema })
  .meta({ id: 'UpdateStatusResponse' });
export type UpdateStatusResponse = z.infer<typeof updateStatusResponseSchema>;

/** Share ('shared') or Unshare ('private'). */
export const updatePrivacyBodySchema = z
  .object({ projectId: z.uuid(), project_view: projectViewSchema })
  .meta({ id: 'UpdatePrivacyBody' });
export type UpdatePrivacyBody = z.input<typeof updatePrivacyBodySchema>;

export const updatePrivacyResponseSchema = z
  .object({ projectId: z.uuid(), project_view: projectViewSchema, project: projectSchema })
  .meta({ id: 'UpdatePrivacyResponse' });
export type UpdatePrivacyResponse = z.infer<typeof updatePrivacyResponseSchema>;

/** POST /projects/projectUser (spec §7 "set project user"): hand the project to another user of the company. */
export const projectUserBodySchema = z
  .object({
    projectId: z.uuid('projectId: must be a project id (UUID)'),
    userId: z.uuid('userId: must be a user id (UUID)').describe('The new owner, a user of the same company'),
  })
  .meta({ id: 'ProjectUserBody' });
export type ProjectUserBody = z.input<typeof projectUserBodySchema>;

export const projectUserResponseSchema = z
  .object({
    projectId: z.uuid(),
    ownerId: z.uuid().describe('The new owner'),
    previousOwnerId: z.uuid(),
    project: projectSchema,
  })
  .meta({ id: 'ProjectUserResponse' });
export type ProjectUserResponse = z.infer<typeof projectUserResponseSchema>;
