// Opens the configured database and applies the migrations (PGlite in the data dir, or
// PostgreSQL at DATABASE_URL).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';

export async function openConfiguredDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const database = await openDatabase(config.database, (err) =>
    log.error({ err }, 'database: idle connection lost'),
  );
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.database.dataDir ?? 'memory'}`;
  log.info(`database: ${where}; applying migrations`);
  await database.migrate();
  return database;
}
