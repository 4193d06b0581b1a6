// Puts the design runs together: the socket (and its relay between processes), the queue (and
// its worker threads), the service; sweeps for stuck runs in processes with workers; and takes
// it all down before the database closes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { verifyToken } from '../plugins/auth';
import { checkProjectAccess } from '../projects/project-access';
import { every, type Periodic } from './periodic';
import type { RunEvents } from './run-events';
import { RunQueue } from './runs.queue';
import { HEARTBEAT_INTERVAL_MS } from './run-executor';
import { RunsService, SILENT_RUN_MS, type SweepOptions } from './runs.service';
import { attachRunSocket } from './runs.socket';
import { openSocketRelay } from './socket-relay';

/**
 * How often a process with workers sweeps for stuck runs (a cheap query or two), at most: with
 * the default 30 s lease (SILENT_RUN_MS), a dead worker's run is failed within about 40 s. A
 * shorter lease (RUN_LEASE_SECONDS) sweeps every third of it, and renews every sixth of it.
 */
export const SWEEP_INTERVAL_MS = 10_000;
export const sweepIntervalMs = (leaseMs: number) => Math.min(SWEEP_INTERVAL_MS, Math.round(leaseMs / 3));
export const heartbeatIntervalMs = (leaseMs: number) =>
  Math.min(HEARTBEAT_INTERVAL_MS, Math.round(leaseMs / 6));

export interface Runs {
  service: RunsService;
  queue: RunQueue;
  /** Where runs' events go out to the clients following their projects. */
  events: RunEvents;
  /** Stops the queue and the threads, then the socket relay (clients are disconnected in preClose). */
  stop(): Promise<void>;
}

export async function setUpRuns(
  app: FastifyInstance,
  config: Pick<Config, 'runWorkers'> & Partial<Pick<Config, 'runLeaseMs' | 'runThreadsRenewIdleMs'>>,
  database: Database,
): Promise<Runs> {
  const socket = attachRunSocket(app, {
    verify: (token, catchUp) => verifyToken(app, app.tokenHolders, token, catchUp),
    newCatchUp: () => app.tokenHolders.catchUpForOneRequest(),
    authorize: async (actor, projectId) => {
      await checkProjectAccess(database.db, actor, projectId);
    },
    log: app.log,
    relay: openSocketRelay(database, app.log),
  });
  // Clients first: the HTTP server's close waits for open connections, websockets included.
  // The relay stays until the runs stopped (stop()): their last events go to other processes.
  app.addHook('preClose', (done) => {
    socket.disconnectClients();
    done();
  });
  await socket.ready();
  const leaseMs = config.runLeaseMs ?? SILENT_RUN_MS;
  const queue = new RunQueue({
    database,
    events: socket,
    log: app.log,
    workers: config.runWorkers,
    heartbeatMs: heartbeatIntervalMs(leaseMs),
    threadsRenewIdleMs: config.runThreadsRenewIdleMs,
  });
  const service = new RunsService(database.db, queue, socket, leaseMs);

  const sweep = async (options: SweepOptions = {}) => {
    try {
      const failed = await service.sweep(options);
      if (failed.length > 0) app.log.warn(`design runs: the sweep failed ${failed.length} stuck run(s)`);
    } catch (err) {
      app.log.error({ err }, 'design runs: the sweep failed');
    }
  };
  let sweeper: Periodic | null = null;
  const stop = async () => {
    try {
      await sweeper?.stop();
      await queue.stop();
    } finally {
      await socket.close();
    }
  };
  try {
    await queue.start();
    // A process that runs designs fails, before taking any, the runs nothing will finish (those
    // of a process that died), then again every minute (runs.service.ts, sweep()). On PGlite it
    // is the only process: whatever is left running or taken is an orphan, whatever its age.
    if (config.runWorkers > 0) {
      await sweep({ soleProcessStarting: database.kind === 'pglite' });
      sweeper = every(sweepIntervalMs(leaseMs), () => sweep());
      queue.work();
    }
  } catch (err) {
    await stop().catch((stopErr: unknown) => app.log.error({ err: stopErr }, 'design runs: stop failed'));
    throw err;
  }
  return { service, queue, events: socket, stop };
}
