// The PostgreSQL pool survives the server dropping its idle connections, and close() leaves
// no connection of ours behind (a DROP DATABASE ... WITH (FORCE) right after close() must not
// make a closing client raise an uncaught error). PGlite makes a new data directory and opens
// it again.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { openDatabase } from './client';

const PG_URL = process.env.TEST_DATABASE_URL;

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!PG_URL)('PostgreSQL pool', () => {
  async function scratchDatabase(): Promise<{ name: string; url: string }> {
    const name = `pilewise_pool_${randomBytes(6).toString('hex')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }

  async function connectionsTo(name: string): Promise<number> {
    return withAdmin(async (admin) => {
      const res = await admin.query<{ n: string }>(
        'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      return Number(res.rows[0]!.n);
    });
  }

  it('reports an idle connection the server terminated to its listener and keeps working', async () => {
    const { name, url } = await scratchDatabase();
    const lost: Error[] = [];
    const database = await openDatabase({ kind: 'postgres', url }, (err) => lost.push(err));
    try {
      // Three connections at once, then idle in the pool.
      await Promise.all([1, 2, 3].map(() => database.db.execute('SELECT pg_sleep(0.05)')));
      const terminated = await withAdmin(async (admin) => {
        const res = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return res.rowCount;
      });
      expect(terminated).toBeGreaterThanOrEqual(1);
      await expect.poll(() => lost.length).toBe(terminated);
      expect(lost[0]!.message).toMatch(/terminat/i);
      const again = (await database.db.execute('SELECT 1 AS one')) as unknown as pg.QueryResult;
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  it('close() ends every connection it opened, and a forced DROP right after raises nothing', async () => {
    const { name, url } = await scratchDatabase();
    const lost: Error[] = [];
    const database = await openDatabase({ kind: 'postgres', url }, (err) => lost.push(err));
    try {
      await Promise.all([1, 2, 3, 4].map(() => database.db.execute('SELECT pg_sleep(0.05)')));
      expect(await connectionsTo(name)).toBe(4);
      await database.close();
      // A backend exits when its socket closes, which close() waited for.
      await expect.poll(() => connectionsTo(name), { timeout: 2000 }).toBe(0);
      await withAdmin((admin) => admin.query(`DROP DATABASE ${name} WITH (FORCE)`));
      expect(lost).toEqual([]);
    } finally {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

describe('PGlite executeSql (the job queue runs its SQL through it)', () => {
  it('runs one statement with values, or a script without; a failed transaction script is rolled back', async () => {
    const { database, cleanup } = await createTestDatabase('pglite');
    try {
      expect((await database.executeSql('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
      const script = await database.executeSql(
        'CREATE TABLE t (x int); INSERT INTO t VALUES (7); SELECT x FROM t',
      );
      expect(script.rows).toEqual([{ x: 7 }]);
      await expect(
        database.executeSql('BEGIN; INSERT INTO t VALUES (8); SELECT 1/0; COMMIT;'),
      ).rejects.toThrow(/division by zero/);
      // Without the rollback, PGlite's one session would refuse every later query.
      expect((await database.executeSql('SELECT x FROM t ORDER BY x')).rows).toEqual([{ x: 7 }]);
    } finally {
      await cleanup();
    }
  });
});

describe('PGlite in a data directory', () => {
  it('makes a new directory (in a thread of its own), migrates it, and opens it again with its rows', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pilewise-pglite-')), 'data');
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      await first.migrate();
      await first.executeSql('CREATE TABLE kept (x int); INSERT INTO kept VALUES (12)');
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await again.migrate();
        expect((await again.executeSql('SELECT x FROM kept')).rows).toEqual([{ x: 12 }]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dirname(dataDir), { recursive: true, force: true });
    }
  });

  it("starts with the buffer cache asked for, and PostgreSQL's default without", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pilewise-pglite-')), 'data');
    const sharedBuffers = async (sharedBuffersMB?: number) => {
      const database = await openDatabase({ kind: 'pglite', dataDir, sharedBuffersMB });
      try {
        return (await database.executeSql("SELECT current_setting('shared_buffers') AS value")).rows[0];
      } finally {
        await database.close();
      }
    };
    try {
      expect(await sharedBuffers(16)).toEqual({ value: '16MB' });
      expect(await sharedBuffers()).toEqual({ value: '128MB' });
    } finally {
      rmSync(dirname(dataDir), { recursive: true, force: true });
    }
  });
});
