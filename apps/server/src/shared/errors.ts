// Coded errors, declared once. The error handler (plugins/error-handler.ts) turns each into
// a 4xx JSON body { message, error?, field?, code, subscriptionExpired? }.
import type { ErrorCode, ImportIssue, ImportKind, RunInputErrorsResponse } from '@pilewise/contracts';

/** Fields some errors add to the body. */
export interface ErrorExtra {
  subscriptionExpired?: true;
  /** Every problem of a rejected design input (RunInputErrors). */
  errors?: RunInputErrorsResponse['errors'];
  /** PROJECT_CHANGED: the project's current version and who saved it. */
  version?: number;
  changedBy?: { _id: string | null; name: string };
  /** Every unreadable cell of an uploaded workbook (ImportErrors). */
  issues?: ImportIssue[];
  /** The file kind such a workbook reads as, when it was sent as another (ImportErrors). */
  readsAs?: ImportKind;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400: bad input the schema could not catch (e.g. a rule across fields or rows). */
export class FieldError extends AppError {
  constructor(field: string, problem: string) {
    super(400, 'VALIDATION', `${field}: ${problem}`, field);
  }
}

/** 400 listing every problem of a design input; the message and field name the first. */
export class DesignInputInvalidError extends AppError {
  constructor(errors: { path: string; message: string }[]) {
    const [first] = errors;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    super(
      400,
      'VALIDATION',
      first ? `${first.path}: ${first.message}${more}` : 'designInput: invalid',
      first?.path ?? 'designInput',
      { errors },
    );
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, code: ErrorCode = 'FORBIDDEN') {
    super(403, code, message);
  }
}

/** 404 also for rows of another company: their existence is not disclosed. */
export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, 'NOT_FOUND', `${what} not found`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT', field?: string) {
    super(409, code, message, field);
  }
}

/** 429, as @fastify/rate-limit's own refusals are answered (plugins/error-handler.ts). */
export class RateLimitedError extends AppError {
  constructor() {
    super(429, 'RATE_LIMITED', 'Too many requests, please try again later');
  }
}

/** PostgreSQL unique_violation (23505), as node-postgres or PGlite report it, possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
