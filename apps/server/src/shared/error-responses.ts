import { errorResponseSchema } from '@pilewise/contracts';

/**
 * The response schemas of every 4xx a route can answer: one list, so that every error body
 * is serialised through the contracts schema whichever route sends it.
 */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
};
