// The run socket as the web app uses it (manual connect, websocket only), for the socket tests.
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  SOCKET_RUN_PROGRESS,
  SOCKET_SUBSCRIBE_PROJECT,
  type RunProgressEvent,
  type SocketSubscribeAck,
} from '@pilewise/contracts';

/**
 * Connects to `url` with `token`; resolves once connected, rejects with the refusal. The socket
 * is pushed to `clients` so the test can disconnect it afterwards.
 */
export function connectSocket(
  url: string,
  token: unknown,
  clients: Socket[],
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports,
    auth: { token },
    autoConnect: false,
    reconnection: false,
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.connect();
  });
}

export const subscribeProject = (socket: Socket, projectId: unknown): Promise<SocketSubscribeAck> =>
  socket.emitWithAck(SOCKET_SUBSCRIBE_PROJECT, { projectId });

/** Every progress event the socket receives from now on, in order. */
export function collectProgress(socket: Socket): RunProgressEvent[] {
  const events: RunProgressEvent[] = [];
  socket.on(SOCKET_RUN_PROGRESS, (e: RunProgressEvent) => events.push(e));
  return events;
}
