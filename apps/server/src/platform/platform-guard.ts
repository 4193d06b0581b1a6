// The Super admin reads no company data (workflow.md "Tenancy": it sees the companies only
// through the subscription console). Rather than trust every domain to check, the authenticated
// context refuses it every call but the console's and its own account's; and the console refuses
// everyone else (its service checks again).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@pilewise/contracts';
import { ForbiddenError } from '../shared/errors';
import { assertSuperAdmin } from './super-admin.service';

const CONSOLE_PREFIX = `${API_PREFIX}/super-admin/`;

/** Its own account: who am I, sign out, its password. Nothing of a company. */
const OWN_ACCOUNT_CALLS: ReadonlySet<string> = new Set([
  `GET ${API_PREFIX}/auth/refresh-user-data`,
  `POST ${API_PREFIX}/auth/sign-out`,
  `GET ${API_PREFIX}/users/profile`,
  `POST ${API_PREFIX}/users/change-password`,
]);

export const PLATFORM_ONLY_MESSAGE =
  "The Super admin works in the subscription console only: companies' projects and data are not open to it";

/** onRequest hook of the authenticated context, after authenticate(). */
export async function platformGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const actor = request.actor;
  if (!actor) return;
  const route = request.routeOptions.url ?? '';
  const isConsole = route.startsWith(CONSOLE_PREFIX);
  if (actor.role === 'SuperAdmin') {
    if (!isConsole && !OWN_ACCOUNT_CALLS.has(`${request.method} ${route}`)) {
      throw new ForbiddenError(PLATFORM_ONLY_MESSAGE, 'PLATFORM_ONLY');
    }
  } else if (isConsole) {
    assertSuperAdmin(actor);
  }
}
