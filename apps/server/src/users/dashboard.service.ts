// The dashboard tiles of spec §2, for what the caller may see in their company.
import { PROJECT_STATUSES, type Dashboard } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { ForbiddenError } from '../shared/errors';
import {
  countActivityPerDay,
  countGeneratedReports,
  countProjectsByStatus,
  countReviewQueue,
  countRevisedProjects,
  countRuns,
  listProjectsForStamping,
} from './dashboard.repository';
import { findUser } from './users.repository';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
const STAMPING_LIST_LIMIT = 10;

export class DashboardService {
  constructor(private readonly db: Db) {}

  async dashboard(actor: Actor, now = new Date()): Promise<Dashboard> {
    // Spec §2/§6: a Reviewer who is not the admin does not get the dashboard.
    if (
      actor.role === 'Reviewer' &&
      actor.email.toLowerCase() !== (await this.adminEmailOf(actor)).toLowerCase()
    ) {
      throw new ForbiddenError('The dashboard is not available to Reviewers');
    }
    const { db } = this;
    // The last 7 UTC days, today included.
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const days = Array.from({ length: WEEK_DAYS }, (_, i) =>
      new Date(today - (WEEK_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    const [byStatus, revised, queue, totalRuns, reports, forStamping, activity] = await Promise.all([
      countProjectsByStatus(db, actor),
      countRevisedProjects(db, actor),
      countReviewQueue(db, actor),
      countRuns(db, actor),
      countGeneratedReports(db, actor),
      listProjectsForStamping(db, actor, STAMPING_LIST_LIMIT),
      countActivityPerDay(db, actor, new Date(today - (WEEK_DAYS - 1) * DAY_MS)),
    ]);
    const statusCount = new Map(byStatus.map((s) => [s.status, s.count]));
    const activityCount = new Map(activity.map((a) => [a.date, a.count]));
    return {
      totalProjects: byStatus.reduce((sum, s) => sum + s.count, 0),
      revisedProjects: revised,
      weeklyActivity: days.map((date) => ({ date, count: activityCount.get(date) ?? 0 })),
      myQueue: queue,
      totalRuns,
      reportsGenerated: reports,
      projectsStamped: statusCount.get('Stamping Approved') ?? 0,
      statusCounts: PROJECT_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
      projectsForStamping: forStamping.map((p) => ({
        _id: p.id,
        name: p.name,
        client: p.client,
        status: p.status,
        updatedAt: p.updatedAt.toISOString(),
      })),
    };
  }

  private async adminEmailOf(actor: Actor): Promise<string> {
    const found = await findUser(this.db, actor.companyId, actor.id);
    return found?.user.adminemail ?? '';
  }
}
