// Puts the design runs together: the socket, the queue (and its worker threads), the service;
// fails the runs a stopped server left running; and takes it all down before the database
// closes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { verifyToken } from '../plugins/auth';
import { loadProjectAccess } from '../projects/project-access';
import { INTERRUPTED_MESSAGE } from './run-executor';
import { failInterruptedRuns } from './runs.repository';
import { RunQueue } from './runs.queue';
import { RunsService } from './runs.service';
import { attachRunSocket } from './runs.socket';
import { openSocketRelay } from './socket-relay';

export interface Runs {
  service: RunsService;
  queue: RunQueue;
  /** Stops the queue and the threads, then the socket relay (clients are disconnected in preClose). */
  stop(): Promise<void>;
}

export async function setUpRuns(
  app: FastifyInstance,
  config: Pick<Config, 'runWorkers'>,
  database: Database,
): Promise<Runs> {
  const socket = attachRunSocket(app, {
    verify: (token) => verifyToken(app, database.db, token),
    authorize: async (actor, projectId) => {
      await loadProjectAccess(database.db, actor, projectId);
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
  const queue = new RunQueue({ database, events: socket, log: app.log, workers: config.runWorkers });
  const service = new RunsService(database.db, queue, socket);

  // A process that runs designs starts by failing those a previous one left running: their
  // thread died with it. (With several worker processes on one database, this also fails the
  // runs the others are running: they stop at their next progress tick. See the README.)
  if (config.runWorkers > 0) {
    const interrupted = await failInterruptedRuns(database.db, INTERRUPTED_MESSAGE);
    if (interrupted.length > 0) app.log.warn(`design runs: ${interrupted.length} interrupted run(s) failed`);
  }
  await queue.start();
  return {
    service,
    queue,
    stop: async () => {
      try {
        await queue.stop();
      } finally {
        await socket.close();
      }
    },
  };
}
