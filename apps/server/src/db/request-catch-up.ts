// One catch-up a request (issue 11): an authenticated request reads kept values twice or more
// (its token holder, then its project's row or a page of the projects list), and each read used
// to wait for its own round trip on the listening connection. A request's reads share the one
// its authentication started (RowChanges.catchUpForOneRequest): every change committed before the
// request arrived has been told by then, which is all a read of that request may ask.
//
// Kept by the actor the request was authenticated as: the HTTP hook makes a new actor for each
// request, and the services pass the actor along. The run socket does the same for each event it
// delivers (and each subscription): the actor its token check makes carries the catch-up that
// the event's deliveries share (runs.socket.ts). An actor made without one has none, and its
// reads each wait for a round trip of their own.
import type { CatchUp } from './row-changes';

const byActor = new WeakMap<object, CatchUp>();

/** `actor` was made for one request whose reads share `catchUp`. */
export function setRequestCatchUp(actor: object, catchUp: CatchUp): void {
  byActor.set(actor, catchUp);
}

/** The catch-up of the request `actor` was made for; undefined for any other actor. */
export function requestCatchUpOf(actor: object): CatchUp | undefined {
  return byActor.get(actor);
}
