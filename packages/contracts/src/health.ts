import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().describe('Seconds since the server started'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
