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

/** JWT claims. `tv` is the users.token_version at signing: a bump revokes every older token. */
export interface TokenClaims {
  sub: string;
  cid: string;
  tv: number;
}

export type SignToken = (claims: TokenClaims) => string;
