import type { DesignMode, Role, SectionType, SubscriptionType } from '@pilewise/contracts';

/** The signed-in user making a request, as loaded by the auth plugin from the token and the users row. */
export interface Actor {
  id: string;
  companyId: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** The company's plan and its end (shared/subscription.ts decides what an ended plan stops). */
  plan: SubscriptionType;
  planEndsAt: Date;
  /**
   * What the user may design with, from the same read of their row (users/design-permissions.ts);
   * absent on actors made without that read, whose permissions are read when needed.
   */
  design?: { designModes: readonly DesignMode[]; sectionTypes: readonly SectionType[] };
}
