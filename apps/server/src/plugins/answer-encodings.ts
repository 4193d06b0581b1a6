/**
 * The encodings answers are compressed in, preferred first (@fastify/compress in app.ts): a
 * run's GET sends its stored brotli as it is when the negotiation picks br (runs/run-response.ts).
 */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
