// Kept for code written before the move: Actor is owned by shared/actor.ts.
export type { Actor } from '../shared/actor';

/** JWT claims. `tv` is the users.token_version at signing: a bump revokes every older token. */
export interface TokenClaims {
  sub: string;
  cid: string;
  tv: number;
}

export type SignToken = (claims: TokenClaims) => string;
