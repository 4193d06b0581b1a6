// Two API processes on one database, for what each process keeps in memory (the token holders,
// the projects list pages): on PostgreSQL a second app on the same database stands for a second
// process (its own pool, listening connection and caches); on PGlite (one process) the "other"
// process is the test app itself.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { buildTestApp, testConfig, type Backend, type TestApp } from './helper';

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

/** The two processes of a suite: the test app, where changes are made, and the other one. */
export interface TwoProcesses {
  t: TestApp;
  /** The test app, where changes are made. */
  writer: ApiProcess;
  /** Where the next request goes: another process on PostgreSQL; the same one on PGlite. */
  reader: ApiProcess;
}

/**
 * Sets the suite's two processes up before its tests (handed to `use`) and closes them after
 * them: call it in a describe block.
 */
export function twoProcesses(backend: Backend, use: (processes: TwoProcesses) => void): void {
  let closeOther = async () => {};
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const { other, close } = await otherProcessOf(backend, t);
    closeOther = close;
    use({ t, writer: processOf(t.app), reader: other });
  });
  afterAll(async () => {
    await closeOther();
    await t?.close();
  });
}
