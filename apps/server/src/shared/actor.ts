import type { Role } from '@pilewise/contracts';

/** The signed-in user making a request, as loaded by the auth plugin from the token and the users row. */
export interface Actor {
  id: string;
  companyId: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  subscriptionEndsAt: Date;
}
