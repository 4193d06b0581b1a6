// What a user may design with (spec §3 User designModes and sectionTypes, set by the Admin):
// a save of design input or a run in a mode or section family the user may not use is refused.
import {
  DESIGN_INPUT_KEY,
  DESIGN_MODE_LABELS,
  SECTION_TYPES,
  type DesignMode,
  type SectionType,
} from '@pilewise/contracts';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/client';
import { AppError, NotFoundError } from '../shared/errors';
import { findUser } from './users.repository';

export interface DesignPermissions {
  designModes: readonly DesignMode[];
  sectionTypes: readonly SectionType[];
}

const key = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** 403 naming the field of the design input that asks for what the user may not use. */
class DesignNotAllowedError extends AppError {
  constructor(field: string, message: string) {
    super(403, 'FORBIDDEN', message, field);
  }
}

/**
 * Throws when the design input (as saved: any JSON) uses a design mode (`tracker.mode`) or a
 * section family (`settings.sectionFamily`) outside the user's permissions. The section types
 * are the spec's families (W6, W8, NXT); a company family of another name is open to every
 * user of the company (its library is the Admin's and engineers' to keep). Fields that are
 * missing or not yet valid are left to the engine's check.
 */
export function assertDesignAllowed(
  permissions: DesignPermissions,
  designInput: unknown,
  fieldPrefix = DESIGN_INPUT_KEY,
): void {
  if (typeof designInput !== 'object' || designInput === null) return;
  const input = designInput as { tracker?: { mode?: unknown }; settings?: { sectionFamily?: unknown } };
  const mode = input.tracker?.mode;
  if (
    typeof mode === 'number' &&
    mode in DESIGN_MODE_LABELS &&
    !permissions.designModes.includes(mode as DesignMode)
  ) {
    const allowed = permissions.designModes.map((m) => DESIGN_MODE_LABELS[m]).join(', ');
    throw new DesignNotAllowedError(
      `${fieldPrefix}.tracker.mode`,
      `Design mode ${DESIGN_MODE_LABELS[mode as DesignMode]} is not allowed for your account (allowed: ${allowed || 'none'}); ask your Admin`,
    );
  }
  const family = input.settings?.sectionFamily;
  if (typeof family !== 'string') return;
  const type = SECTION_TYPES.find((t) => key(t) === key(family));
  if (type && !permissions.sectionTypes.includes(type)) {
    throw new DesignNotAllowedError(
      `${fieldPrefix}.settings.sectionFamily`,
      `Section type ${type} is not allowed for your account (allowed: ${permissions.sectionTypes.join(', ') || 'none'}); ask your Admin`,
    );
  }
}

/** The actor's permissions, as their user row says now (the Admin may have changed them since sign-in). */
export async function designPermissionsOf(db: Db, actor: Actor): Promise<DesignPermissions> {
  // The request's own read of the row (kept until any process changes it: src/db/row-changes.ts).
  if (actor.design) return actor.design;
  const found = await findUser(db, actor.companyId, actor.id);
  if (!found) throw new NotFoundError('User');
  return { designModes: found.user.designModes, sectionTypes: found.user.sectionTypes };
}

/** Reads the actor's permissions and checks the design payload's design input against them. */
export async function assertActorMayDesign(
  db: Db,
  actor: Actor,
  design: unknown,
  fieldPrefix?: string,
): Promise<void> {
  if (typeof design !== 'object' || design === null) return;
  const input = (design as Record<string, unknown>)[DESIGN_INPUT_KEY];
  if (input === undefined || input === null) return;
  assertDesignAllowed(
    await designPermissionsOf(db, actor),
    input,
    fieldPrefix ?? `design.${DESIGN_INPUT_KEY}`,
  );
}
