import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPER_ADMIN } from './super-admin';

// Starts the real server, compiled (fresh PGlite data dir, NODE_ENV=test), serving apps/web/dist
// on a free port, waits for /api/health, and hands the address to the tests in E2E_BASE_URL.
// Beside it, the local payment stand-in (apps/server/test/stripe-stand-in.main.ts): the server's
// STRIPE_* point at it, its Checkout page is a page on 127.0.0.1, and its payment's webhooks come
// back to the server signed. The Super admin is made from SUPER_ADMIN_* (support/super-admin.ts).

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_WEB_DIST: a build elsewhere (several engineers building at once in one work tree).
  const webDist = process.env.E2E_WEB_DIST
    ? resolve(process.env.E2E_WEB_DIST)
    : join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      'No web build at apps/web/dist: run `npm run build -w @pilewise/web` (npm run test:e2e does).',
    );
  }
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('No /usr/bin/chromium: run `bash e2e/ensure-chromium.sh`.');
  }
  const port = await freePort();
  const standInPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const standIn = spawn('npx', ['tsx', 'apps/server/test/stripe-stand-in.main.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      STAND_IN_PORT: String(standInPort),
      STAND_IN_WEBHOOK_URL: `${baseUrl}/api/billing/webhook`,
    },
  });
  const stopStandIn = () => {
    if (standIn.pid && standIn.exitCode === null) process.kill(-standIn.pid, 'SIGTERM');
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-e2e-'));
  // The server as `npm start` runs it: compiled (scripts/build-server.mjs), its engine threads
  // too, rather than through tsx, whose threads design some 1.5 times slower (session 37). Inside
  // the repository: the bundle finds the workspace root by walking up from itself.
  const serverDir = join(repoRoot, 'apps/server/.tmp', `e2e-${process.pid}`);
  const build = spawnSync(process.execPath, [join(repoRoot, 'scripts/build-server.mjs'), serverDir], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The server did not build: ${build.stderr}`);
  const server = spawn(process.execPath, ['--enable-source-maps', join(serverDir, 'server.mjs')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PILEWISE_DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Every test signs up or in through the API, all from 127.0.0.1: lift the auth limits
      // (per address + email, and per address).
      AUTH_RATE_LIMIT_MAX: '10000',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '100000',
      AUTH_ACCOUNT_FAILURES_PER_HOUR: '100000',
      // The specs read invitation and reset mails from GET /api/dev/outbox (off unless asked for).
      DEV_MAIL_OUTBOX: 'true',
      // Checkout comes back here (the address the browser uses: its session is this origin's).
      APP_URL: baseUrl,
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_stand_in',
      STRIPE_PRICE_PRO: 'price_pro_yearly',
      STRIPE_PRICE_SEAT: 'price_seat_yearly',
      STRIPE_API_BASE: `http://127.0.0.1:${standInPort}`,
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    },
  });
  try {
    await waitForHealth(`${baseUrl}/api/health`, server, 90_000);
  } catch (err) {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    stopStandIn();
    rmSync(serverDir, { recursive: true, force: true });
    throw err;
  }
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    stopStandIn();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  };
}
