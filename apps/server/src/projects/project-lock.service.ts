// The edit lock (spec §2; workflow.md: one editor at a time, Active projects only). Whoever may
// edit the project takes it on opening the editor and renews it while it stays open; saving or
// running while another user holds it is refused (409 PROJECT_LOCKED, naming them). A viewer
// who may not edit takes nothing and is told who is editing.
import type { ProjectLock } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { ConflictError } from '../shared/errors';
import { checkProjectAccess, loadProjectAccess, type ProjectAccess } from './project-access';
import { findLock, releaseLock, takeLock, type LockHolder } from './project-lock.repository';
import type { ProjectSummaryRow } from './projects.repository';

function lockOf(holder: LockHolder | null, actor: Actor): ProjectLock {
  if (!holder) return { held: false, holder: null, expiresAt: null };
  if (holder.userId === actor.id)
    return { held: true, holder: null, expiresAt: holder.expiresAt.toISOString() };
  return {
    held: false,
    holder: { _id: holder.userId, name: holder.name },
    expiresAt: holder.expiresAt.toISOString(),
  };
}

/** 409 when another user holds the lock of this (Active) project. Call inside the saving transaction. */
export async function assertNotLockedByOther(
  db: Db,
  actor: Actor,
  access: ProjectAccess<ProjectSummaryRow>,
): Promise<void> {
  if (access.row.status !== 'Active') return;
  assertNotHeldByOther(await findLock(db, access.row.id), actor, access);
}

/**
 * assertNotLockedByOther with the project's lock read already (`holder`: its unlapsed lock's,
 * null for none; read with the project's other rows: a run's start).
 */
export function assertNotHeldByOther(
  holder: LockHolder | null,
  actor: Actor,
  access: ProjectAccess<ProjectSummaryRow>,
): void {
  if (access.row.status !== 'Active') return;
  if (holder && holder.userId !== actor.id) {
    throw new ConflictError(
      `${holder.name} has this project open for editing; it is read-only for you until they close it`,
      'PROJECT_LOCKED',
    );
  }
}

export class ProjectLockService {
  constructor(private readonly db: Db) {}

  /** Takes or renews the lock when the actor may edit the Active project; otherwise says who holds it. */
  async open(actor: Actor, projectId: string): Promise<ProjectLock> {
    return this.db.transaction(async (tx) => {
      const access = await loadProjectAccess(tx, actor, projectId);
      if (!access.perms.edit || access.row.status !== 'Active') {
        return lockOf(await findLock(tx, projectId), actor);
      }
      const expiresAt = await takeLock(tx, projectId, actor.id);
      if (expiresAt) return { held: true, holder: null, expiresAt: expiresAt.toISOString() };
      return lockOf(await findLock(tx, projectId), actor);
    });
  }

  /** Lets the actor's lock go (closing the editor). Idempotent. */
  async close(actor: Actor, projectId: string): Promise<void> {
    await checkProjectAccess(this.db, actor, projectId);
    await releaseLock(this.db, projectId, actor.id);
  }
}
