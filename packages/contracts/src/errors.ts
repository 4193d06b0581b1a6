// The one error body every failing call returns (spec §8).
import { z } from 'zod';

export const errorResponseSchema = z
  .object({
    message: z.string().describe('Human-readable message, safe to show in a toast'),
    error: z.string().optional().describe('On 400 responses: the same text as message (spec §8)'),
    field: z
      .string()
      .optional()
      .describe('On validation errors: the dotted path of the first bad field, e.g. "body.client"'),
    code: z
      .string()
      .optional()
      .describe('Stable machine code, e.g. VALIDATION, NOT_FOUND, PROJECT_NOT_EDITABLE'),
    subscriptionExpired: z.literal(true).optional().describe('Present when the plan has ended'),
    version: z
      .number()
      .int()
      .optional()
      .describe("PROJECT_CHANGED: the project's current version (the save named an older one)"),
    changedBy: z
      .object({ _id: z.uuid().nullable(), name: z.string() })
      .optional()
      .describe('PROJECT_CHANGED: who made the save the caller had not seen'),
    reference: z
      .string()
      .optional()
      .describe("INTERNAL: the request's id, under which the server logged what failed (for support)"),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A plain acknowledgement. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Error codes the server uses (ErrorResponse.code). */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'XSRF',
  'RATE_LIMITED',
  'SUBSCRIPTION_EXPIRED',
  'INVALID_CREDENTIALS',
  'USER_SUSPENDED',
  /** The Super admin froze the company: none of its users may sign in. */
  'COMPANY_FROZEN',
  /** The Super admin called a company-data call: it works only in the subscription console. */
  'PLATFORM_ONLY',
  'INVALID_CODE',
  'PROJECT_NOT_EDITABLE',
  'PROJECT_LOCKED',
  'PROJECT_CHANGED',
  'TRANSITION_NOT_ALLOWED',
  /** An outside service the call relies on (USGS seismic design maps) is out of reach or answered badly. */
  'SERVICE_UNAVAILABLE',
  /** Online payment (the payment provider's keys) is not configured on this server. */
  'PAYMENT_NOT_CONFIGURED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
