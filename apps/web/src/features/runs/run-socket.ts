// The real-time socket (spec §7): its own path, websocket transport only, connected by hand with
// the session's token. It follows one project's runs and writes their progress
// (`log-file-update`) into the query cache. Every component of the project screen that needs it
// shares one connection; it disconnects when the last of them goes (leaving the project screen,
// spec §4) and when the session ends (sign-out, idle time-out, any 401), since the token it was
// opened with is then gone.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  LIMITS,
  runProgressEventSchema,
  SOCKET_PATH,
  SOCKET_RUN_PROGRESS,
  SOCKET_SUBSCRIBE_PROJECT,
} from '@pilewise/contracts';
import { useSession } from '../../stores/session';
import { runKeys } from './api/keys';
import { applyRunProgress } from './api/runs-api';

/** How long to wait for the server to acknowledge a subscription. */
const SUBSCRIBE_ACK_TIMEOUT_MS = 10_000;

export type RunSocketFactory = (token: string) => Socket;

export const openRunSocket: RunSocketFactory = (token) =>
  io(window.location.origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
    auth: { token },
    timeout: LIMITS.SOCKET_TIMEOUT_MS,
    reconnectionDelay: LIMITS.SOCKET_RECONNECT_DELAY_MIN_MS,
    reconnectionDelayMax: LIMITS.SOCKET_RECONNECT_DELAY_MAX_MS,
  });

type Connection = { socket: Socket; users: number; live: boolean; listeners: Set<() => void> };

/** Open connections by project and token. */
const connections = new Map<string, Connection>();

function open(key: string, projectId: string, token: string, factory: RunSocketFactory, client: QueryClient) {
  const socket = factory(token);
  const connection: Connection = { socket, users: 0, live: false, listeners: new Set() };
  const setLive = (live: boolean) => {
    if (connection.live === live) return;
    connection.live = live;
    for (const listener of connection.listeners) listener();
  };
  socket.on('connect', () => {
    socket
      .timeout(SUBSCRIBE_ACK_TIMEOUT_MS)
      .emit(SOCKET_SUBSCRIBE_PROJECT, { projectId }, (err: Error | null, ack?: { ok?: boolean }) => {
        if (err || ack?.ok !== true || !socket.connected) return;
        setLive(true);
        // Events may have been missed while not subscribed: read the runs again.
        void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
      });
  });
  socket.on('disconnect', () => setLive(false));
  socket.on(SOCKET_RUN_PROGRESS, (payload: unknown) => {
    const event = runProgressEventSchema.safeParse(payload);
    if (event.success && event.data.projectId === projectId) applyRunProgress(client, event.data);
  });
  connections.set(key, connection);
  socket.connect();
  return connection;
}

function close(key: string, connection: Connection) {
  connections.delete(key);
  connection.socket.removeAllListeners();
  connection.socket.disconnect();
}

/**
 * Follows the runs of a project over the socket. `live` is true while the server has
 * acknowledged the subscription and the socket is connected: progress then arrives pushed,
 * otherwise the caller polls.
 */
export function useRunSocket(projectId: string | null, factory: RunSocketFactory = openRunSocket) {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const key = projectId && token ? `${projectId}|${token}` : null;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!key || !projectId || !token) return () => {};
      const connection = connections.get(key) ?? open(key, projectId, token, factory, client);
      connection.users += 1;
      connection.listeners.add(onChange);
      return () => {
        connection.listeners.delete(onChange);
        connection.users -= 1;
        if (connection.users === 0) close(key, connection);
      };
    },
    [key, projectId, token, factory, client],
  );
  const live = useSyncExternalStore(subscribe, () => (key ? (connections.get(key)?.live ?? false) : false));
  return { live };
}
