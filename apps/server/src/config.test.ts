import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { heartbeatIntervalMs, sweepIntervalMs } from './runs/runs.setup';
import { REPO_ROOT } from './shared/paths';

describe('config', () => {
  it('defaults: port 3000, PGlite in <repo>/data, web dist in apps/web/dist', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: `${REPO_ROOT}/data/pglite`, sharedBuffersMB: 16 });
    expect(c.webDist).toBe(`${REPO_ROOT}/apps/web/dist`);
    expect(c.mail.smtpUrl).toBeNull();
    expect(c.jwt.secret).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set, and resolves relative dirs from the repo root', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@h:5432/db',
      PILEWISE_DATA_DIR: 'tmp/d',
      SMTP_HOST: 'mail',
      SMTP_PORT: '25',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(c.dataDir).toBe(`${REPO_ROOT}/tmp/d`);
    expect(c.mail.smtpUrl).toBe('smtp://mail:25');
  });

  it('TRUST_PROXY: true trusts one hop; or proxy addresses; anything else is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY: must be/);
  });

  it('auth rate limits: 10 a minute per address + email, 100 per 15 minutes per address', () => {
    const c = loadConfig({});
    expect(c.authRateLimit).toEqual({ max: 10, timeWindow: '1m' });
    expect(c.authAddressRateLimit).toEqual({ max: 100, timeWindow: '15m' });
    const set = loadConfig({ AUTH_ADDRESS_RATE_LIMIT_MAX: '500', AUTH_ADDRESS_RATE_LIMIT_WINDOW: '1 h' });
    expect(set.authAddressRateLimit).toEqual({ max: 500, timeWindow: '1h' });
    expect(() => loadConfig({ AUTH_ADDRESS_RATE_LIMIT_MAX: '0' })).toThrow(/AUTH_ADDRESS_RATE_LIMIT_MAX/);
    expect(() => loadConfig({ AUTH_ADDRESS_RATE_LIMIT_WINDOW: 'soon' })).toThrow(
      /AUTH_ADDRESS_RATE_LIMIT_WINDOW: must be a number followed by s, m, h or d/,
    );
  });

  it('RUN_WORKERS: 2 threads by default, 0 = queue only; not negative, not a fraction', () => {
    expect(loadConfig({}).runWorkers).toBe(2);
    expect(loadConfig({ RUN_WORKERS: '0' }).runWorkers).toBe(0);
    expect(loadConfig({ RUN_WORKERS: '4' }).runWorkers).toBe(4);
    expect(() => loadConfig({ RUN_WORKERS: '-1' })).toThrow(/RUN_WORKERS: must be 0/);
    expect(() => loadConfig({ RUN_WORKERS: '1.5' })).toThrow(/RUN_WORKERS: must be a whole number/);
    expect(() => loadConfig({ RUN_WORKERS: 'many' })).toThrow(/RUN_WORKERS/);
  });

  it('RUN_THREADS_RENEW_IDLE_SECONDS: 5 minutes by default, 0 = never, whole seconds', () => {
    expect(loadConfig({}).runThreadsRenewIdleMs).toBe(300_000);
    expect(loadConfig({ RUN_THREADS_RENEW_IDLE_SECONDS: '0' }).runThreadsRenewIdleMs).toBe(0);
    expect(loadConfig({ RUN_THREADS_RENEW_IDLE_SECONDS: '60' }).runThreadsRenewIdleMs).toBe(60_000);
    expect(() => loadConfig({ RUN_THREADS_RENEW_IDLE_SECONDS: '-1' })).toThrow(
      /RUN_THREADS_RENEW_IDLE_SECONDS: must be 0 \(never\) or more/,
    );
    expect(() => loadConfig({ RUN_THREADS_RENEW_IDLE_SECONDS: '1.5' })).toThrow(
      /RUN_THREADS_RENEW_IDLE_SECONDS: must be a whole number/,
    );
  });

  it('PGLITE_SHARED_BUFFERS_MB: 16 MB by default for the embedded database, whole MB from 1', () => {
    expect(loadConfig({}).database).toMatchObject({ kind: 'pglite', sharedBuffersMB: 16 });
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).database).toMatchObject({ sharedBuffersMB: 128 });
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB: must be at least 1/,
    );
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '8.5' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB: must be a whole number of MB/,
    );
  });

  it('RUN_LEASE_SECONDS: 30 s by default, at least 3; renewed every sixth, swept every third (at most 5 s, 10 s)', () => {
    expect(loadConfig({}).runLeaseMs).toBe(30_000);
    expect(loadConfig({ RUN_LEASE_SECONDS: '6' }).runLeaseMs).toBe(6_000);
    expect(() => loadConfig({ RUN_LEASE_SECONDS: '2' })).toThrow(/RUN_LEASE_SECONDS: must be at least 3/);
    expect(() => loadConfig({ RUN_LEASE_SECONDS: '4.5' })).toThrow(/RUN_LEASE_SECONDS: must be a whole/);
    expect([heartbeatIntervalMs(30_000), sweepIntervalMs(30_000)]).toEqual([5_000, 10_000]);
    expect([heartbeatIntervalMs(6_000), sweepIntervalMs(6_000)]).toEqual([1_000, 2_000]);
    expect([heartbeatIntervalMs(600_000), sweepIntervalMs(600_000)]).toEqual([5_000, 10_000]);
  });

  it('APP_URL: the public address for links in mails, without a trailing slash; http(s) only', () => {
    expect(loadConfig({}).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ APP_URL: 'https://pilewise.example.com/' }).appUrl).toBe(
      'https://pilewise.example.com',
    );
    expect(() => loadConfig({ APP_URL: 'ftp://example.com' })).toThrow(/APP_URL: must be an http/);
    expect(() => loadConfig({ APP_URL: 'pilewise' })).toThrow(/APP_URL/);
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', JWT_EXPIRES_IN: 'soon' }),
    ).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*JWT_SECRET: must be at least 32 characters\n.*JWT_EXPIRES_IN: must be a number followed by s, m, h or d/,
    );
  });
});
