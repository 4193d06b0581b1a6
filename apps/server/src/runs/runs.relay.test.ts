// The socket relay between server processes on PostgreSQL (socket-relay.ts): a browser
// connected to an API-only process hears the progress of a run a worker process runs; a
// process closing leaves the other processes' clients connected and no connection behind.
// PostgreSQL only (PGlite is one process: nothing to relay).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signUpCompany, type TestUser } from '../../test/factories';
import { collectProgress, connectSocket, subscribeProject } from '../../test/socket';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper';
import { getRun, projectWithInput, SLOW, smallDesignInput, startedRun } from '../../test/runs';

const PG_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG_URL)('socket relay between server processes (PostgreSQL)', () => {
  /** A process that only queues runs; the browser's socket is connected to it. */
  let api: TestApp;
  let admin: TestUser;
  let url: string;
  const clients: Socket[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    api = await buildTestApp('postgres', { RUN_WORKERS: '0' });
    admin = await signUpCompany(api, { companyName: 'Relay Co' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(() => api?.close());

  /** Another server process on the same database. */
  const serverProcess = async (workers: number): Promise<FastifyInstance> => {
    const app = await buildApp(testConfig({ RUN_WORKERS: String(workers) }), {
      database: api.database,
      logger: false,
    });
    apps.push(app);
    await app.ready();
    return app;
  };
  const closeProcess = async (app: FastifyInstance) => {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  };

  const connect = () => connectSocket(url, admin.token, clients);

  /** The relay's connections to the test database (pg_stat_activity). */
  const relayConnections = async () => {
    const { rows } = await api.database.executeSql(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'pilewise-socket-relay'`,
    );
    return (rows[0] as { n: number }).n;
  };

  it('a client of the API-only process hears every step of a run the worker process runs, up to succeeded', async () => {
    const worker = await serverProcess(1);
    const project = await projectWithInput(api, admin, smallDesignInput(), 'Relayed');
    const socket = await connect();
    expect(await subscribeProject(socket, project._id)).toEqual({ ok: true });
    const events = collectProgress(socket);

    const run = await startedRun(api, admin, project._id);
    await expect.poll(() => events.at(-1)?.status, SLOW).toBe('succeeded');

    expect(events.every((e) => e.runId === run._id && e.projectId === project._id)).toBe(true);
    // Sent by the worker process: running, its progress, the end (queued comes from the API).
    expect(events.filter((e) => e.status === 'running' && e.progress > 0).length).toBeGreaterThan(0);
    const working = events.filter((e) => e.status === 'running').map((e) => e.progress);
    expect(working).toEqual([...working].sort((a, b) => a - b));
    const done = await getRun(api, admin, run._id);
    expect(events.at(-1)).toEqual({
      runId: run._id,
      projectId: project._id,
      status: 'succeeded',
      progress: 1,
      message: done.message,
    });
    expect(events.filter((e) => e.status === 'succeeded')).toHaveLength(1);
    expect(events.some((e) => e.status === 'queued')).toBe(true);
    expect(worker.runs.queue.activeRuns).toBe(0);
  });

  it('survives losing its connections (a database restart): it listens again and relays again', async () => {
    const worker = await serverProcess(1);
    const project = await projectWithInput(api, admin, smallDesignInput(), 'After a restart');
    const socket = await connect();
    expect(await subscribeProject(socket, project._id)).toEqual({ ok: true });
    const events = collectProgress(socket);

    await api.database.executeSql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'pilewise-socket-relay'`,
    );
    // Both processes listen again (the last query of a LISTEN connection is the relay's check).
    await expect
      .poll(async () => {
        const { rows } = await api.database.executeSql(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'pilewise-socket-relay'
              AND (query = 'SELECT 1' OR query LIKE 'LISTEN%')`,
        );
        return (rows[0] as { n: number }).n;
      }, SLOW)
      .toBe(2);

    const run = await startedRun(api, admin, project._id);
    await expect.poll(() => events.at(-1)?.status, SLOW).toBe('succeeded');
    expect(events.at(-1)?.runId).toBe(run._id);
    expect(worker.runs.queue.activeRuns).toBe(0);
  });

  it("a process closing keeps the other processes' clients, and leaves no relay connection behind", async () => {
    const socket = await connect();
    // The API process alone holds both of its relay connections once the adapter's first
    // heartbeat (every 5 s) has opened the NOTIFY one: counted before that, the count would rise
    // on its own while the other process closes.
    await expect.poll(relayConnections, SLOW).toBe(2);
    const before = 2;
    const other = await serverProcess(1);
    await expect.poll(relayConnections, SLOW).toBeGreaterThan(before);
    await closeProcess(other);
    await expect.poll(relayConnections, SLOW).toBeLessThanOrEqual(before);
    // The client of the API process is still connected and served.
    expect(socket.connected).toBe(true);
    const project = await projectWithInput(api, admin, smallDesignInput(), 'Still here');
    expect(await subscribeProject(socket, project._id)).toEqual({ ok: true });
  });
});
