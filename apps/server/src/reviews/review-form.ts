// Reading a workflow call's payload: JSON, or form data with files (the spec's request-review,
// review-update and super-review-update are form data). Every file is buffered with its size
// checked, and each field is checked by the contracts' schema: a bad one is a 400 naming it.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, FieldError } from '../shared/errors';

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  fileName: string;
  /** What the client said it is (checked again against the bytes where it matters). */
  contentType: string;
  bytes: Buffer;
}

export interface FileFieldRule {
  maxBytes: number;
  maxCount: number;
}

/** The largest file any workflow call accepts: the multipart plugin's own limit. */
export const MULTIPART_FILE_LIMIT_BYTES = 20 * 1024 * 1024;

const MB = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** The fields (as given) and the files of the request; files only in the fields `fileFields` names. */
export async function readForm(
  req: FastifyRequest,
  fileFields: Record<string, FileFieldRule>,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new FieldError('body', 'must be a JSON object or form data');
    }
    return { fields: { ...(body as Record<string, unknown> | undefined) }, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let field = 'body';
  try {
    for await (const part of req.parts()) {
      field = part.fieldname;
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const rule = fileFields[part.fieldname];
      if (!rule) {
        await part.toBuffer(); // drain it: the next part follows it in the stream
        throw new FieldError(part.fieldname, 'no file is expected here');
      }
      const bytes = await part.toBuffer();
      if (bytes.length > rule.maxBytes) {
        throw new FieldError(part.fieldname, `a file must be at most ${MB(rule.maxBytes)}`);
      }
      if (bytes.length === 0) throw new FieldError(part.fieldname, `${part.filename || 'the file'} is empty`);
      if (files.filter((f) => f.field === part.fieldname).length >= rule.maxCount) {
        throw new FieldError(
          part.fieldname,
          `at most ${rule.maxCount} file${rule.maxCount === 1 ? '' : 's'}`,
        );
      }
      files.push({ field: part.fieldname, fileName: part.filename, contentType: part.mimetype, bytes });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new FieldError(
        field,
        `a file must be at most ${MB(fileFields[field]?.maxBytes ?? MULTIPART_FILE_LIMIT_BYTES)}`,
      );
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new FieldError(field, 'too many files or fields in the form');
    }
    throw err;
  }
  return { fields, files };
}

/** `schema` applied to the fields; the first problem is a 400 naming its field. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const message = issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
  throw new AppError(400, 'VALIDATION', message, field);
}
