// Design runs (architecture.md "Runs"): a job per run, queued, run by an engine worker, its
// progress pushed over the socket (event `log-file-update`), cancellable
// (`kill-child-process`), its result stored. The run reads the project's design input as
// the engine defines it (SI units, units in field names) from `design.designInput`.
import { z } from 'zod';
import { designResultSchema } from './design';
import { errorResponseSchema } from './errors';

/** Spec §9 "Run lanes": the No of Elements of every lateral analysis of the run. */
export const RUN_LANES = ['fast', 'accuracy'] as const;
export type RunLane = (typeof RUN_LANES)[number];
export const runLaneSchema = z.enum(RUN_LANES);
export const RUN_LANE_ELEMENTS: Record<RunLane, number> = { fast: 100, accuracy: 500 };
export const RUN_LANE_LABELS: Record<RunLane, string> = { fast: 'Fast Lane', accuracy: 'Accuracy Lane' };

/** queued → running → succeeded | failed | cancelled (cancelled also straight from queued). */
export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const runStatusSchema = z.enum(RUN_STATUSES);
export const FINISHED_RUN_STATUSES: readonly RunStatus[] = ['succeeded', 'failed', 'cancelled'];

/** The key of the design payload that holds the engine's design input. */
export const DESIGN_INPUT_KEY = 'designInput';

/** One problem of the design input, named by group, row and field (the engine's DesignInputError). */
export const runInputErrorSchema = z
  .object({
    path: z.string().describe("Where: group, row and field, e.g. 'soil.layers[2].phi_deg'"),
    message: z.string(),
  })
  .meta({ id: 'RunInputError' });

/** A run as the API returns it; `result` only when it succeeded and the caller asked for it. */
export const runSchema = z
  .object({
    _id: z.uuid(),
    projectId: z.uuid(),
    status: runStatusSchema,
    lane: runLaneSchema,
    elements: z.number().int().describe('No of Elements of every lateral analysis (100 or 500)'),
    progress: z.number().min(0).max(1).describe('Fraction done, 0 to 1'),
    message: z.string().describe('Last progress line, or why it failed or was cancelled'),
    startedBy: z.uuid(),
    startedByName: z.string(),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
    warnings: z.array(z.string()),
    cachedFrom: z
      .uuid()
      .nullable()
      .optional()
      .describe(
        'The earlier run of identical input, lane and engine version whose result this run took (the result cache); null: designed by the engine',
      ),
    result: designResultSchema.nullable().optional(),
    sectionSources: z
      .array(z.object({ name: z.string(), family: z.string(), source: z.string() }))
      .optional()
      .describe(
        "With the result: the run's user-defined sections of its family (company library or the project's own) and where their numbers come from",
      ),
  })
  .meta({ id: 'Run' });
export type Run = z.infer<typeof runSchema>;

/** POST /api/projects/run: runs the saved design input of a project the caller may edit. */
export const startRunBodySchema = z
  .object({
    projectId: z.uuid('projectId: must be a project id (UUID)'),
    lane: runLaneSchema.default('fast'),
  })
  .meta({ id: 'StartRunBody' });
export type StartRunBody = z.input<typeof startRunBodySchema>;

/**
 * Start-run with `Prefer: wait=<seconds>` (RFC 7240 §4.3): a run that starts at once is waited
 * for, up to that long and at most this long, and answered finished with its result (200); one
 * still running then, or queued, is answered as without it (202). The answer says
 * `Preference-Applied: wait=<seconds waited at most>`.
 */
export const MAX_RUN_START_WAIT_S = 30;
/**
 * What the web app asks: a Fast Lane run, and most Accuracy Lane runs, end within it, and are
 * answered with their result; meanwhile the socket shows the run's progress as before.
 */
export const RUN_START_WAIT_S = 10;

/**
 * 400 of start-run when the design input does not parse: every problem, each naming its field.
 * The usual error body (code, and `error` = message as on every 400) plus the list.
 */
export const runInputErrorsResponseSchema = errorResponseSchema
  .extend({ errors: z.array(runInputErrorSchema) })
  .meta({ id: 'RunInputErrors' });
export type RunInputErrorsResponse = z.infer<typeof runInputErrorsResponseSchema>;

export const runResponseSchema = z.object({ run: runSchema }).meta({ id: 'RunResponse' });
/**
 * The design input a run designed (the project's at its start, with its lane's elements and the
 * company sections it used): what compare shows of an older revision, whose project has moved on.
 */
export const runInputResponseSchema = z
  .object({
    runId: z.uuid(),
    projectId: z.uuid(),
    createdAt: z.iso.datetime(),
    input: z.unknown().describe('The design input as run (engine schema, SI units)'),
  })
  .meta({ id: 'RunInputResponse' });
export type RunInputResponse = z.infer<typeof runInputResponseSchema>;
export const runListResponseSchema = z.object({ runs: z.array(runSchema) }).meta({ id: 'RunList' });
export const runIdParamsSchema = z.object({ runId: z.uuid('runId: must be a run id (UUID)') });

/** POST /api/projects/kill-child-process: cancels a queued or running run. */
export const cancelRunBodySchema = z
  .object({ runId: z.uuid('runId: must be a run id (UUID)') })
  .meta({ id: 'CancelRunBody' });

/** Socket event `log-file-update` (spec §7 "Real-time socket"): a run's progress. */
export const runProgressEventSchema = z.object({
  runId: z.uuid(),
  projectId: z.uuid(),
  status: runStatusSchema,
  progress: z.number(),
  message: z.string(),
});
export type RunProgressEvent = z.infer<typeof runProgressEventSchema>;

/** The socket's path (spec §7: a separate path, websocket transport only). */
export const SOCKET_PATH = '/socket';
/** Client → server: follow one project's runs (the server checks the caller may view it). */
export const SOCKET_SUBSCRIBE_PROJECT = 'subscribe-project';
export const socketSubscribeProjectSchema = z.object({
  projectId: z.uuid('projectId: must be a project id (UUID)'),
});
export type SocketSubscribeProject = z.infer<typeof socketSubscribeProjectSchema>;
/** The ack of SOCKET_SUBSCRIBE_PROJECT: joined, or why not (unknown project, no access, revoked token). */
export type SocketSubscribeAck = { ok: true } | { ok: false; message: string };
export const SOCKET_RUN_PROGRESS = 'log-file-update';
