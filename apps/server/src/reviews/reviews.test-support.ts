// Test helpers of the review workflow: a project ready for review (a succeeded run and a
// generated report, written straight into their tables), multipart bodies, the workflow calls.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { DESIGN_INPUT_KEY, type Project, type WorkflowResponse } from '@pilewise/contracts';
import { projects } from '../db/schema';
import { runInputOf } from './review-readiness';
import { createProject, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/helper';
import { insertRun } from '../runs/runs.repository';
import { insertProjectFile } from './reviews.repository';

/** The smallest thing that starts like a PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/**
 * A succeeded run of the project's current design input (an empty one is saved first when the
 * project has none), with `result` when the test needs one (the review guards read its issues).
 */
export async function addSucceededRun(
  t: TestApp,
  owner: TestUser,
  projectId: string,
  result?: unknown,
): Promise<string> {
  const id = randomUUID();
  const db = t.database.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  let saved = project!.design[DESIGN_INPUT_KEY];
  if (saved === undefined) {
    saved = {};
    await db
      .update(projects)
      .set({ design: { ...project!.design, [DESIGN_INPUT_KEY]: saved } })
      .where(eq(projects.id, projectId));
  }
  await insertRun(db, {
    id,
    projectId,
    companyId: owner.companyId,
    startedBy: owner.id,
    status: 'succeeded',
    lane: 'fast',
    elements: 100,
    progress: 1,
    input: await runInputOf(db, owner.companyId, saved, 100),
    ...(result === undefined ? {} : { result: result as never }),
    finishedAt: new Date(),
  });
  return id;
}

/** A generated report row (the PDF report service writes these; its bytes do not matter here). */
export async function addGeneratedReport(t: TestApp, owner: TestUser, projectId: string, runId?: string) {
  const key = await t.app.storage.put(projectId, PDF_BYTES);
  await insertProjectFile(t.database.db, {
    id: randomUUID(),
    projectId,
    companyId: owner.companyId,
    uploadedBy: owner.id,
    kind: 'generatedReport',
    label: 'Design report',
    fileName: 'report.pdf',
    contentType: 'application/pdf',
    sizeBytes: PDF_BYTES.length,
    storageKey: key,
    runId: runId ?? null,
  });
}

/** A project of `owner` with a succeeded run and a generated report: ready to send for review. */
export async function readyProject(t: TestApp, owner: TestUser, name = 'Mesa Solar'): Promise<Project> {
  const p = await createProject(t, owner, { name });
  const runId = await addSucceededRun(t, owner, p._id);
  await addGeneratedReport(t, owner, p._id, runId);
  return p;
}

export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----pilewise${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.fileName}"\r\n` +
          `Content-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function requestReview(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/projects/request-review', token: user.token, payload: body });
}

export function reviewUpdate(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/projects/review-update', token: user.token, payload: body });
}

export function superReviewUpdate(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/api/projects/super-review-update',
    token: user.token,
    payload: body,
  });
}

/** The answer of a workflow call that must succeed. */
export function ok(res: { statusCode: number; body: string; json: <T>() => T }): WorkflowResponse {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkflowResponse>();
}
