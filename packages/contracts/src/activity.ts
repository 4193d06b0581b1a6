// Activity log entries (spec: "Activity logs: a list").
import { z } from 'zod';

export const activityEntrySchema = z
  .object({
    _id: z.uuid(),
    action: z.string().describe('e.g. project.create, project.disable, project.share, auth.sign-in'),
    message: z.string(),
    projectId: z.uuid().nullable(),
    userId: z.uuid().nullable(),
    username: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const activityListResponseSchema = z
  .object({ logs: z.array(activityEntrySchema), total: z.number().int().min(0) })
  .meta({ id: 'ActivityListResponse' });
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;
