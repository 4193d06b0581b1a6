// Whether a project may go to review (workflow.md: "needs a finished run and a generated
// report", issue 13: of the current input): its latest finished run must be a run of the design
// input saved now, and a report of that run must exist. The design's issues (no solution,
// "engineer to confirm") are listed for the acknowledgement the send, approval and stamping need.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ACKNOWLEDGEMENT_PREFIX,
  DESIGN_INPUT_KEY,
  designIssues,
  type DesignResult,
  type ReviewReadiness,
} from '@pilewise/contracts';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { projectFiles, runs } from '../db/schema';
import type { ProjectRow, ProjectSummaryRow } from '../projects/projects.repository';
import { withCompanyLibrary } from '../sections/sections.service';
import { ConflictError, FieldError } from '../shared/errors';

export type { ReviewReadiness };

/** JSON with every object's keys sorted: the same input saved in another key order compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The saved input as a run of `elements` takes it (runs.service: the lane's elements, the company library). */
export async function runInputOf(
  db: Db,
  companyId: string,
  saved: unknown,
  elements: number,
): Promise<unknown> {
  const withElements =
    saved !== null && typeof saved === 'object' && !Array.isArray(saved)
      ? {
          ...saved,
          settings: { ...((saved as { settings?: object }).settings ?? {}), elements },
        }
      : saved;
  return withCompanyLibrary(db, companyId, withElements);
}

/**
 * `project` may come without its design (an access check's row): `designOf` then reads it, only
 * when there is a finished run to compare it with (issue 11's load test: a project screen's
 * readiness call read the whole design of projects never run).
 */
export async function reviewReadiness(
  db: Db,
  companyId: string,
  project: ProjectRow | ProjectSummaryRow,
  designOf = async (): Promise<ProjectRow['design']> => {
    if (!('design' in project)) throw new Error('reviewReadiness: a row without its design needs designOf');
    return project.design;
  },
): Promise<ReviewReadiness> {
  // The project screen opens with it: prepared once (src/db/prepared.ts).
  const [run] = await preparedOn(db, 'latest_succeeded_run', (on) =>
    on
      .select({ id: runs.id, input: runs.input, elements: runs.elements, result: runs.result })
      .from(runs)
      .where(
        and(
          eq(runs.companyId, sql.placeholder('companyId')),
          eq(runs.projectId, sql.placeholder('projectId')),
          eq(runs.status, 'succeeded'),
        ),
      )
      .orderBy(desc(runs.createdAt), desc(runs.id))
      .limit(1)
      .prepare('latest_succeeded_run'),
  ).execute({ companyId, projectId: project.id });
  const saved = run === undefined ? undefined : (await designOf())[DESIGN_INPUT_KEY];
  const current =
    run !== undefined &&
    saved !== undefined &&
    canonical(run.input) === canonical(await runInputOf(db, companyId, saved, run.elements));
  if (!run || !current) {
    return {
      runId: null,
      reportId: null,
      missing: [
        run
          ? 'a finished run of the current input (the input changed since the last run)'
          : 'a finished design run',
        'a report of that run',
      ],
      issues: [],
    };
  }
  const [report] = await db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(
      and(
        eq(projectFiles.companyId, companyId),
        eq(projectFiles.projectId, project.id),
        eq(projectFiles.kind, 'generatedReport'),
        eq(projectFiles.runId, run.id),
      ),
    )
    .orderBy(desc(projectFiles.createdAt))
    .limit(1);
  return {
    runId: run.id,
    reportId: report?.id ?? null,
    missing: report ? [] : ['a report of the latest run (generate it on the Result tab)'],
    issues: run.result ? designIssues(run.result as DesignResult, project.unitSystem) : [],
  };
}

/** 409 naming what is missing before a project can be sent for review. */
export function assertReadyForReview(readiness: ReviewReadiness): void {
  if (readiness.missing.length > 0)
    throw new ConflictError(
      `request review needs ${readiness.missing.join(' and ')}`,
      'CONFLICT',
      readiness.runId ? 'report' : 'run',
    );
}

/**
 * A design with issues goes on only when the caller acknowledges them with a note; answers the
 * text recorded in the step's comment (and so in the review history), '' when there is none.
 */
export function acknowledgementOf(
  issues: readonly string[],
  body: { acknowledgeIssues?: boolean; acknowledgementNote: string },
): string {
  if (issues.length === 0) return '';
  if (body.acknowledgeIssues !== true)
    throw new FieldError(
      'acknowledgeIssues',
      `the design has issues to acknowledge first: ${issues.join('; ')}`,
    );
  if (body.acknowledgementNote === '')
    throw new FieldError('acknowledgementNote', 'say why the design may go on with these issues');
  return `${ACKNOWLEDGEMENT_PREFIX} ${issues.join('; ')}. Note: ${body.acknowledgementNote}`;
}

/** The step's comment with the acknowledgement after it. */
export function withAcknowledgement(comment: string, acknowledgement: string): string {
  return [comment, acknowledgement].filter((x) => x !== '').join('\n\n');
}
