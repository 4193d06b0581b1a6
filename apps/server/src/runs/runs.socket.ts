// The real-time socket (spec §7: its own path, websocket transport only): socket.io on the
// Fastify server. The handshake carries the API's token (`auth: { token }`), checked as every
// request is; a client then subscribes to projects it may view and receives their runs'
// progress (`log-file-update`) in the room `project:<id>`.
//
// On PostgreSQL the relay (socket-relay.ts) carries every process's events to every process's
// clients, so a browser hears the runs a worker process elsewhere runs; on PGlite (one process)
// socket.io's in-memory adapter does.
//
// A subscription lasts only as long as the right to it: each event is handed to each subscribed
// socket of this process after its token and its access to the project are checked again (an
// unshare, a status change, a password change, a sign-out, a freeze end it at the next event).
// So events travel between processes as server-side messages, not room broadcasts, and every
// process delivers them to its own sockets itself.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  SOCKET_PATH,
  SOCKET_RUN_PROGRESS,
  SOCKET_SUBSCRIBE_PROJECT,
  socketSubscribeProjectSchema,
  type RunProgressEvent,
  type SocketSubscribeAck,
} from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { CatchUp } from '../db/row-changes';
import { AppError } from '../shared/errors';
import type { RunEvents } from './run-events';
import type { SocketRelay } from './socket-relay';

interface ClientEvents {
  [SOCKET_SUBSCRIBE_PROJECT]: (payload: unknown, ack?: (answer: SocketSubscribeAck) => void) => void;
}
interface ServerEvents {
  [SOCKET_RUN_PROGRESS]: (event: RunProgressEvent) => void;
}
/** Between server processes (through the relay): a run's event for every process's subscribers. */
const RELAYED_RUN_EVENT = 'pilewise:run-progress';
interface InterServerEvents {
  [RELAYED_RUN_EVENT]: (event: RunProgressEvent) => void;
}
interface SocketData {
  /** This socket's deliveries, one after the other: each waits for its access check. */
  delivery: Promise<void>;
}

export interface RunSocketDeps {
  /**
   * The actor of a token, or an error (401-like) when the token is not accepted. `catchUp`: the
   * one its kept reads share with authorize's of the same actor (newCatchUp).
   */
  verify(token: unknown, catchUp?: CatchUp): Promise<Actor>;
  /**
   * A catch-up for the kept reads of one delivery or subscription (src/db/request-catch-up.ts):
   * one round trip on the listening connection for the token and the project of every socket an
   * event goes to, where each read waited for one of its own (issue 12: two a socket an event).
   */
  newCatchUp?(): CatchUp;
  /** Resolves when the actor may view the project; rejects (404) otherwise. */
  authorize(actor: Actor, projectId: string): Promise<void>;
  log: FastifyBaseLogger;
  /** The relay between server processes (PostgreSQL), or null (PGlite: one process). */
  relay: SocketRelay | null;
}

export interface RunSocket extends RunEvents {
  /** Resolves once events of other processes reach this one's clients (at once without a relay). */
  ready(): Promise<void>;
  /**
   * Disconnects this process's clients (before the HTTP server closes, which would wait for
   * them); those of other processes stay. Events can still be sent (relayed) after.
   */
  disconnectClients(): void;
  /** Closes the relay: after the last events (the runs stopped). */
  close(): Promise<void>;
}

export const projectRoom = (projectId: string) => `project:${projectId}`;

export function attachRunSocket(app: FastifyInstance, deps: RunSocketDeps): RunSocket {
  const io = new Server<ClientEvents, ServerEvents, InterServerEvents, SocketData>(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    ...(deps.relay ? { adapter: deps.relay.adapter } : {}),
  });
  const refusal = (err: unknown, fallback: string) => {
    if (err instanceof AppError && err.statusCode < 500) return err.message;
    deps.log.error({ err }, 'socket: check failed');
    return fallback;
  };

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    deps.verify(auth.token).then(
      () => next(),
      (err: unknown) => next(new Error(refusal(err, 'Authentication failed'))),
    );
  });

  io.on('connection', (socket) => {
    socket.data.delivery = Promise.resolve();
    socket.on(SOCKET_SUBSCRIBE_PROJECT, (payload, ack) => {
      const answer = (a: SocketSubscribeAck) => (typeof ack === 'function' ? ack(a) : undefined);
      const parsed = socketSubscribeProjectSchema.safeParse(payload);
      if (!parsed.success) {
        answer({ ok: false, message: 'projectId: must be a project id (UUID)' });
        return;
      }
      const { projectId } = parsed.data;
      // The token again, not the actor of the handshake: a password change or a suspension
      // since the connection ends the right to follow new projects.
      const auth = socket.handshake.auth as { token?: unknown };
      deps
        .verify(auth.token, deps.newCatchUp?.())
        .then((actor) => deps.authorize(actor, projectId))
        .then(() => socket.join(projectRoom(projectId)))
        .then(
          () => answer({ ok: true }),
          (err: unknown) => answer({ ok: false, message: refusal(err, 'Could not subscribe') }),
        );
    });
  });

  /**
   * Hands the event to this process's sockets following its project, each once its token and
   * its access are confirmed; a socket whose token no longer holds is disconnected, one that may
   * no longer view the project leaves its room. Per socket, events keep their order.
   */
  const deliverLocally = (event: RunProgressEvent) => {
    const room = projectRoom(event.projectId);
    const sockets = io.of('/').adapter.rooms.get(room);
    if (!sockets || sockets.size === 0) return;
    // Started at its first read, after the event arrived: every change committed before then
    // (an unshare, a sign-out) is heard by each socket's checks, as by a request's.
    const catchUp = deps.newCatchUp?.();
    for (const id of sockets) {
      const socket = io.of('/').sockets.get(id);
      if (!socket) continue;
      const token = (socket.handshake.auth as { token?: unknown }).token;
      socket.data.delivery = socket.data.delivery
        .then(async () => {
          if (!socket.connected || !socket.rooms.has(room)) return;
          let actor: Actor;
          try {
            actor = await deps.verify(token, catchUp);
          } catch (err) {
            if (!(err instanceof AppError && err.statusCode < 500)) throw err;
            socket.disconnect(true);
            return;
          }
          try {
            await deps.authorize(actor, event.projectId);
          } catch (err) {
            if (!(err instanceof AppError && err.statusCode < 500)) throw err;
            await socket.leave(room);
            return;
          }
          socket.emit(SOCKET_RUN_PROGRESS, event);
        })
        .catch((err: unknown) => deps.log.error({ err }, 'socket: delivery check failed'));
    }
  };
  io.on(RELAYED_RUN_EVENT, deliverLocally);

  const { relay } = deps;
  return {
    emit: (event) => {
      if (relay) io.serverSideEmit(RELAYED_RUN_EVENT, event);
      deliverLocally(event);
    },
    ready: async () => {
      if (relay && !(await relay.ready())) {
        deps.log.warn('socket relay: not listening yet; events of other server processes may be missed');
      }
    },
    disconnectClients: () => {
      // `local`: with the relay, a plain disconnectSockets() would disconnect every process's clients.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    close: async () => {
      if (relay) await relay.close(() => io.of('/').adapter.close());
    },
  };
}
