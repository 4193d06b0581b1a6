// The activity log: every project write and account event leaves an entry, written in the
// same transaction as the change it records.
import { randomUUID } from 'node:crypto';
import type { WithSubquery } from 'drizzle-orm';
import type { ActivityListQuery, ActivityListResponse } from '@pilewise/contracts';
import { activityListQuerySchema } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { fullName } from '../shared/full-name';
import { activityInsert, insertActivity, listActivity } from './activity.repository';

// Other domains remove a project's entries through the activity service, never its repository.
export { deleteProjectActivity } from './activity.repository';

export interface ActivityEvent {
  action: string;
  message: string;
  projectId?: string | null;
  details?: Record<string, unknown>;
}

type ActivityActor = Pick<Actor, 'id' | 'companyId' | 'firstName' | 'lastName'>;

export async function recordActivity(db: Db, actor: ActivityActor, event: ActivityEvent): Promise<void> {
  await insertActivity(db, entryOf(actor, event));
}

/**
 * recordActivity's entry as a CTE (named `activity_entry`) for another write's statement
 * (db.with(...)): written by that statement, in the same transaction, without a statement of its
 * own (issue 12: a design run's start).
 */
export function activityEntryCte(db: Db, actor: ActivityActor, event: ActivityEvent): WithSubquery {
  return db.$with('activity_entry', {}).as(activityInsert(db, entryOf(actor, event)).getSQL());
}

function entryOf(actor: ActivityActor, event: ActivityEvent) {
  return {
    id: randomUUID(),
    companyId: actor.companyId,
    userId: actor.id,
    username: fullName(actor),
    projectId: event.projectId ?? null,
    action: event.action,
    message: event.message,
    details: event.details ?? {},
  };
}

export class ActivityService {
  constructor(private readonly db: Db) {}

  /** Admins read the company's log; everyone else their own entries. */
  async list(actor: Actor, query: ActivityListQuery): Promise<ActivityListResponse> {
    const q = activityListQuerySchema.parse(query);
    const { rows, total } = await listActivity(this.db, actor.companyId, {
      userId: actor.role === 'Admin' ? undefined : actor.id,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return {
      total,
      logs: rows.map((r) => ({
        _id: r.id,
        action: r.action,
        message: r.message,
        projectId: r.projectId,
        userId: r.userId,
        username: r.username,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }
}
