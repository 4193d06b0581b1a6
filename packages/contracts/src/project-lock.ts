// The edit lock of a project (spec §2: "A project is locked for editing while one user has it
// open"; workflow.md: only Active projects). The editor takes it on opening and renews it while
// open; it lapses on its own when renewals stop (a closed tab, a lost network, a logout).
import { z } from 'zod';

/** How long a lock lasts without renewal, s. */
export const PROJECT_LOCK_TTL_SECONDS = 90;
/** How often an open editor renews its lock, ms (three renewals fit in one TTL). */
export const PROJECT_LOCK_RENEW_MS = 30_000;

export const projectLockSchema = z
  .object({
    /** True when the caller holds the lock: they may save and run. */
    held: z.boolean(),
    /** Who holds it when it is someone else (null: nobody, or the caller). */
    holder: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
    /** When the lock lapses without renewal (ISO 8601); null when there is no lock. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ProjectLock' });
export type ProjectLock = z.infer<typeof projectLockSchema>;

export const projectLockResponseSchema = z
  .object({ lock: projectLockSchema })
  .meta({ id: 'ProjectLockResponse' });
export type ProjectLockResponse = z.infer<typeof projectLockResponseSchema>;
