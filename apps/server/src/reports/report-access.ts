// Who may generate a report (workflow.md "Roles": every company role, of a project they may
// view); when the plan stops them is the one subscription rule, shared/subscription.ts.
import { REPORT_GENERATOR_ROLES } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import { ForbiddenError } from '../shared/errors';

export function assertMayGenerateReports(actor: Actor): void {
  if (!REPORT_GENERATOR_ROLES.includes(actor.role)) {
    throw new ForbiddenError('Your role cannot generate PDF reports', 'FORBIDDEN');
  }
}
