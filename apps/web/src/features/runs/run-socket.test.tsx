import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { SOCKET_RUN_PROGRESS, SOCKET_SUBSCRIBE_PROJECT } from '@pilewise/contracts';
import { useSession } from '../../stores/session';
import { makeUser } from '../../testing/render';
import { makeRun, PROJECT_ID } from '../../testing/runs';
import { runKeys } from './api/keys';
import { useRunSocket } from './run-socket';

type Handler = (...args: unknown[]) => void;

/** Stands in for socket.io's client socket: the test plays the server. */
class FakeSocket {
  connected = false;
  connectCalls = 0;
  disconnected = false;
  handlers = new Map<string, Handler[]>();
  emitted: { event: string; payload: unknown; ack: Handler }[] = [];

  on(event: string, fn: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  timeout() {
    return {
      emit: (event: string, payload: unknown, ack: Handler) => this.emitted.push({ event, payload, ack }),
    };
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.fire('disconnect');
    this.connected = false;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.handlers.get(event) ?? []) fn(...args);
  }
  /** The server accepts the connection. */
  accept() {
    this.connected = true;
    this.fire('connect');
  }
}

let sockets: { token: string; socket: FakeSocket }[];
const factory = (token: string) => {
  const socket = new FakeSocket();
  sockets.push({ token, socket });
  return socket as unknown as Socket;
};

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ projectId }) => useRunSocket(projectId, factory), {
    wrapper,
    initialProps: { projectId: PROJECT_ID as string | null },
  });
  return { client, hook };
}

beforeEach(() => {
  sockets = [];
  useSession.getState().signIn('jwt-1', makeUser());
});

describe('run socket', () => {
  it('connects by hand with the session token and subscribes to the project', () => {
    const { hook } = setup();
    expect(sockets).toHaveLength(1);
    const { token, socket } = sockets[0]!;
    expect(token).toBe('jwt-1');
    expect(socket.connectCalls).toBe(1);
    expect(hook.result.current.live).toBe(false);

    act(() => socket.accept());
    expect(socket.emitted).toEqual([
      { event: SOCKET_SUBSCRIBE_PROJECT, payload: { projectId: PROJECT_ID }, ack: expect.any(Function) },
    ]);
    expect(hook.result.current.live).toBe(false);
    act(() => socket.emitted[0]!.ack(null, { ok: true }));
    expect(hook.result.current.live).toBe(true);

    act(() => socket.fire('disconnect'));
    expect(hook.result.current.live).toBe(false);
  });

  it('stays not live (so the caller polls) when the server refuses the subscription', () => {
    const { hook } = setup();
    const { socket } = sockets[0]!;
    act(() => socket.accept());
    act(() => socket.emitted[0]!.ack(null, { ok: false, message: 'Project not found' }));
    expect(hook.result.current.live).toBe(false);
  });

  it("writes the project's progress events into the cache, and ignores other projects'", () => {
    const { client } = setup();
    const run = makeRun({ status: 'running', progress: 0.2 });
    client.setQueryData(runKeys.project(PROJECT_ID), { runs: [run] });
    const { socket } = sockets[0]!;
    act(() => socket.accept());
    act(() =>
      socket.fire(SOCKET_RUN_PROGRESS, {
        runId: run._id,
        projectId: PROJECT_ID,
        status: 'running',
        progress: 0.6,
        message: 'Pier HAPE',
      }),
    );
    act(() =>
      socket.fire(SOCKET_RUN_PROGRESS, {
        runId: run._id,
        projectId: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6aff',
        status: 'running',
        progress: 0.9,
        message: 'elsewhere',
      }),
    );
    act(() => socket.fire(SOCKET_RUN_PROGRESS, { nonsense: true }));
    const list = client.getQueryData<{ runs: (typeof run)[] }>(runKeys.project(PROJECT_ID));
    expect(list?.runs[0]).toMatchObject({ progress: 0.6, message: 'Pier HAPE' });
  });

  it('the components of one project screen share one connection, closed when the last goes', () => {
    const a = setup();
    const b = setup();
    expect(sockets).toHaveLength(1);
    const { socket } = sockets[0]!;
    act(() => socket.accept());
    act(() => socket.emitted[0]!.ack(null, { ok: true }));
    expect(a.hook.result.current.live).toBe(true);
    expect(b.hook.result.current.live).toBe(true);
    a.hook.unmount();
    expect(socket.disconnected).toBe(false);
    b.hook.unmount();
    expect(socket.disconnected).toBe(true);
  });

  it('disconnects on sign-out and when the screen goes', () => {
    const first = setup();
    act(() => useSession.getState().signOut());
    expect(sockets[0]!.socket.disconnected).toBe(true);
    expect(sockets).toHaveLength(1);
    first.hook.unmount();

    useSession.getState().signIn('jwt-2', makeUser());
    const second = setup();
    expect(sockets[1]!.token).toBe('jwt-2');
    second.hook.unmount();
    expect(sockets[1]!.socket.disconnected).toBe(true);
  });
});
