// `npm start` runs the server compiled by scripts/build-server.mjs, not through tsx: the bundle
// must start, find the repository's paths (migrations, web build) and answer, and its threads
// (design runs, PDF reports) load their own compiled entries (issue 12).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import small from '../test/fixtures/design-input-small.json';
import { REPO_ROOT } from './shared/paths';

async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the compiled server (npm start)', () => {
  // Inside the repository: the bundle finds the workspace root by walking up from itself.
  const outdir = join(REPO_ROOT, 'apps/server/.tmp', `bundle-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-bundle-'));
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds, starts on the embedded database with its migrations, answers /api/health, warms its engine thread up, and draws a PDF report on its report thread', async () => {
    const build = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs'), outdir], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const port = await freePort();
    const server = spawn(process.execPath, [join(outdir, 'server.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PILEWISE_DATA_DIR: dataDir,
        RUN_WORKERS: '1',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // the server's log (pino, a JSON object a line)
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const warmedUp = () =>
      log
        .split('\n')
        .filter((line) => line.includes('design run threads: warm'))
        .map((line) => JSON.parse(line) as { msg: string; piers?: number[] });
    try {
      let health: { status?: string; database?: string } = {};
      for (let i = 0; i < 300 && health.status !== 'ok'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        health = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.json() as Promise<typeof health>)
          .catch(() => ({}));
      }
      expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
      // the bundled engine thread designs a pier of the bundled example once listening
      // (EnginePool.warm): not the warning of a warm-up that failed
      for (let i = 0; i < 600 && warmedUp().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      const [warm] = warmedUp();
      expect(warm?.msg).toBe('design run threads: warmed up');
      expect(warm?.piers).toEqual([1]);

      // A PDF report, drawn on the bundled documents thread (document-worker.mjs beside server.mjs).
      const call = async <T>(path: string, body: unknown, token = '', prefer = '') => {
        const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
          method: 'POST',
          headers: {
            'x-api-version': '1',
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(prefer ? { prefer } : {}),
          },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        expect(res.status, `${path}: ${text}`).toBeLessThan(300);
        return JSON.parse(text) as T;
      };
      const { token } = await call<{ token: string }>('/auth/sign-up', {
        firstName: 'Bun',
        lastName: 'Dle',
        email: 'bundle@example.com',
        password: 'Pile#Wise2025',
        companyName: 'Bundle Co',
      });
      const { project } = await call<{ project: { _id: string } }>(
        '/projects/add',
        { name: 'Bundled site', client: 'Bundle Co', design: { designInput: small } },
        token,
      );
      const { run } = await call<{ run: { status: string } }>(
        '/projects/run',
        { projectId: project._id, lane: 'fast' },
        token,
        'wait=60',
      );
      expect(run.status).toBe('succeeded');
      const { file } = await call<{ file: { contentType: string; sizeBytes: number } }>(
        `/report/generate/${project._id}`,
        {},
        token,
      );
      expect(file.contentType).toBe('application/pdf');
      expect(file.sizeBytes).toBeGreaterThan(10_000);
    } finally {
      server.kill('SIGTERM');
    }
  }, 120_000);

  it('loads pdfkit, echarts and exceljs only when a report or workbook is made (lazy chunks)', () => {
    // Built by the test above (same outdir). Every module server.mjs loads at start: its static
    // imports, and theirs, through the chunks; a dynamic import() is not followed.
    const staticImports = (file: string) =>
      [...readFileSync(join(outdir, file), 'utf8').matchAll(/^import[^;]*?from\s*"([^"]+)";?$/gms)].map(
        (m) => m[1]!,
      );
    const loaded = new Set<string>();
    const visit = (file: string) => {
      for (const spec of staticImports(file)) {
        if (loaded.has(spec)) continue;
        loaded.add(spec);
        if (spec.startsWith('./')) visit(spec.slice(2));
      }
    };
    visit('server.mjs');
    const heavy = [...loaded].filter((spec) => /^(pdfkit|svg-to-pdfkit|exceljs|echarts)(\/|$)/.test(spec));
    expect(heavy).toEqual([]);
    // …and they are in the bundle, in chunks of their own that import them.
    const chunks = readdirSync(outdir).filter((f) => f.endsWith('.mjs'));
    const importing = (pkg: string) => chunks.filter((f) => staticImports(f).includes(pkg));
    expect(importing('pdfkit').length).toBeGreaterThan(0);
    expect(importing('exceljs').length).toBeGreaterThan(0);
  });
});
