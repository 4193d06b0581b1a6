import type { RunProgressEvent } from '@pilewise/contracts';

/** Where a run's changes go out (the socket, runs.socket.ts): to those following its project. */
export interface RunEvents {
  emit(event: RunProgressEvent): void;
}
