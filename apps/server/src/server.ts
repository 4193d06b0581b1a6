// Entry point: read the configuration, build the app, listen; close cleanly on a signal.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
    // The first user's run should not wait for the engine threads to load.
    app.runs.queue.warmThreads();
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await app.close(); // closes the database cleanly (PGlite flushes its files)
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
