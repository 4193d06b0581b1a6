// The real-time socket (spec §7): its own path, websocket transport only, connected by hand with
// the session's token. It follows one project's runs and writes their progress
// (`log-file-update`) into the query cache. It disconnects when the component using it goes
// (leaving the project screen) and when the session ends (sign-out, idle time-out, any 401),
// since the token it was opened with is then gone.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  LIMITS,
  runProgressEventSchema,
  SOCKET_PATH,
  SOCKET_RUN_PROGRESS,
  SOCKET_SUBSCRIBE_PROJECT,
} from '@pilewise/contracts';
import { useSession } from '../../stores/session';
import { applyRunProgress } from './api/runs-api';
import { runKeys } from './api/keys';

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

/**
 * Follows the runs of a project over the socket. `live` is true while the server has
 * acknowledged the subscription and the socket is connected: progress then arrives pushed,
 * otherwise the caller polls.
 */
export function useRunSocket(projectId: string | null, factory: RunSocketFactory = openRunSocket) {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const [live, setLive] = useState<{ socket: Socket; projectId: string; token: string } | null>(null);

  useEffect(() => {
    if (!projectId || !token) return undefined;
    const socket = factory(token);
    socket.on('connect', () => {
      socket
        .timeout(SUBSCRIBE_ACK_TIMEOUT_MS)
        .emit(SOCKET_SUBSCRIBE_PROJECT, { projectId }, (err: Error | null, ack?: { ok?: boolean }) => {
          if (err || ack?.ok !== true || !socket.connected) return;
          setLive({ socket, projectId, token });
          // Events may have been missed while not subscribed: read the runs again.
          void client.invalidateQueries({ queryKey: runKeys.project(projectId) });
        });
    });
    socket.on('disconnect', () => setLive((cur) => (cur?.socket === socket ? null : cur)));
    socket.on(SOCKET_RUN_PROGRESS, (payload: unknown) => {
      const event = runProgressEventSchema.safeParse(payload);
      if (event.success && event.data.projectId === projectId) applyRunProgress(client, event.data);
    });
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [projectId, token, factory, client]);

  // Live only for the socket of the current project and token (a stale one is already closed).
  return { live: live != null && live.projectId === projectId && live.token === token };
}
