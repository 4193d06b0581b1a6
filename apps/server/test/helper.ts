// Test apps on real databases. Every test file runs on PGlite; when TEST_DATABASE_URL is
// set (CI) the same file runs again on PostgreSQL (describe.each over BACKENDS).
//
// - PGlite: one migrated template per worker process (vitest isolate: false), clone() per file.
// - PostgreSQL: a fresh database per file (CREATE DATABASE, migrate, DROP ... WITH (FORCE)).
//   A database rather than a schema: drizzle-kit's SQL names "public" in foreign keys, so
//   search_path tricks would not keep two files apart.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createMailer, type Mailer } from '../src/mail/mailer';

export type Backend = 'pglite' | 'postgres';
const PG_URL = process.env.TEST_DATABASE_URL;
export const BACKENDS: Backend[] = PG_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

const shared = globalThis as { __pilewiseTemplate?: Promise<PGlite> };
function pgliteTemplate(): Promise<PGlite> {
  shared.__pilewiseTemplate ??= (async () => {
    const client = await PGlite.create();
    const database = await openDatabase({ kind: 'pglite', client, closeClient: false });
    await database.migrate();
    return client;
  })();
  return shared.__pilewiseTemplate;
}

export interface TestDatabase {
  database: Database;
  cleanup(): Promise<void>;
  /** PostgreSQL: the database's URL (another process's connections); null on PGlite. */
  url: string | null;
}

export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const clone = await (await pgliteTemplate()).clone();
    const database = await openDatabase({ kind: 'pglite', client: clone });
    return { database, cleanup: () => database.close(), url: null };
  }
  if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `pilewise_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    PILEWISE_DATA_DIR: join(tmpdir(), 'pilewise-test-data'),
    WEB_DIST: join(tmpdir(), 'pilewise-no-web-dist'),
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ADDRESS_RATE_LIMIT_MAX: '100000',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL: the database's URL (for a second process's connections); null on PGlite. */
  url: string | null;
  mailer: Mailer;
  close(): Promise<void>;
  /** Waits for the work answers left behind (reset codes being stored and mailed). */
  flush(): Promise<void>;
  /** app.inject with an optional bearer token; resolves once flush() has (use app.inject to look in between). */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

export async function buildTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database' | 'logger'> = {},
): Promise<TestApp> {
  const { database, cleanup, url } = await createTestDatabase(backend);
  const config = testConfig(env);
  const app = await buildApp(config, { ...deps, database, logger: false });
  const mailer = app.mailer;
  await app.ready();
  return {
    app,
    database,
    url,
    mailer,
    close: async () => {
      await app.close();
      await cleanup();
    },
    flush: () => app.background.idle(),
    call: async ({ token, headers, ...rest }) => {
      const res = await app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      await app.background.idle();
      return res;
    },
  };
}

export { createMailer };
