// Two API processes on one database, for what each process keeps in memory (the token holders,
// the projects list pages): on PostgreSQL a second app on the same database stands for a second
// process (its own pool, listening connection and caches); on PGlite (one process) the "other"
// process is the test app itself.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { testConfig, type Backend, type TestApp } from './helper';

export interface ApiProcess {
  app: FastifyInstance;
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

export function processOf(app: FastifyInstance): ApiProcess {
  return {
    app,
    call: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
  };
}

/** The other process of test app `t`, and how to close it. */
export async function otherProcessOf(
  backend: Backend,
  t: TestApp,
): Promise<{ other: ApiProcess; close(): Promise<void> }> {
  if (backend === 'pglite') return { other: processOf(t.app), close: async () => {} };
  const database: Database = await openDatabase({ kind: 'postgres', url: t.url! });
  const app = await buildApp(testConfig(), { database, logger: false });
  await app.ready();
  return {
    other: processOf(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
