// What one server process is: the whole product (`server.ts`: the API, the web app and design
// runs in worker threads), the API only (`api.ts`: RUN_WORKERS forced to 0, it queues runs), or
// a run worker only (`worker.ts`: it takes runs from the queue on the shared PostgreSQL and
// listens on no port; progress reaches the API processes' sockets through the relay).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

export type ProcessRole = 'all' | 'api' | 'worker';

function configFor(role: ProcessRole): Config {
  const env = { ...process.env };
  if (role === 'api') env.RUN_WORKERS = '0';
  const config = loadConfig(env);
  if (role === 'worker') {
    if (config.runWorkers === 0) throw new ConfigError('RUN_WORKERS: a worker process takes at least 1 run');
    if (config.database.kind !== 'postgres') {
      throw new ConfigError(
        'DATABASE_URL: a separate worker process needs the PostgreSQL the API processes use',
      );
    }
  }
  return config;
}

/** Starts the process; a bad variable stops it with a line naming it, a signal closes it cleanly. */
export async function startProcess(role: ProcessRole): Promise<void> {
  let config: Config;
  try {
    config = configFor(role);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app: FastifyInstance = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  try {
    if (role === 'worker') {
      await app.ready();
      app.log.info(`run worker: taking up to ${config.runWorkers} design runs at once`);
    } else {
      await app.listen({ port: config.port, host: config.host });
    }
    // The first user's run should not wait for the engine threads to load and compile (EnginePool.warm).
    if (role !== 'api') void app.runs.queue.warmThreads();
    // The stamping calculator's thread is NOT started here: it costs ~22 MB idle (the API process
    // stays under its 200 MB), and until it is up a sheet is computed on the event loop anyway
    // (one-pier-threads.ts), so the first sheet starts it and answers without waiting for it.
  } catch (err) {
    app.log.error({ err }, 'could not start');
    await app.close(); // closes the database cleanly (PGlite flushes its files)
    process.exit(1);
  }
}

export function main(role: ProcessRole): void {
  startProcess(role).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
