// Configuration from environment variables, validated once at start-up. A bad variable
// stops the server with a message naming it.
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { isStrongPassword } from '@pilewise/contracts';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST, REPO_ROOT } from './shared/paths';

const duration = z.string().regex(/^\d+\s*[smhd]$/, 'must be a number followed by s, m, h or d, e.g. 12h');
/**
 * Which proxy to believe about the client address: 'true' = the one proxy the server's
 * socket talks to (not every X-Forwarded-For entry: the leftmost ones are the client's own
 * writing), or the proxies' addresses/CIDRs, comma-separated.
 */
const isProxyAddress = (a: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(a)) return true;
  const [ip = '', bits, ...rest] = a.split('/');
  const family = isIP(ip);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) => /^(true|false|1|0)$/.test(v) || v.split(',').every((a) => isProxyAddress(a.trim())),
    'must be true, false, or proxy addresses/CIDRs (or loopback, linklocal, uniquelocal), comma-separated',
  )
  .transform((v): boolean | string[] => {
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return v.split(',').map((a) => a.trim());
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535, 'must be a port number 0-65535').default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PILEWISE_DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: duration.default('12h'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  MAIL_FROM: z.string().min(3).default('PileWise <no-reply@pilewise.local>'),
  WEB_DIST: z.string().min(1).optional(),
  /** The web app's public address for links in mails (https://pilewise.example.com). */
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW: duration.default('1m'),
  AUTH_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  AUTH_ADDRESS_RATE_LIMIT_WINDOW: duration.default('15m'),
  /** Per account, whatever the address (ASVS 2.2.1). */
  AUTH_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(100),
  AUTH_ACCOUNT_RESET_CODES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** A development convenience, never on by default: GET /api/dev/outbox serves the kept mails. */
  DEV_MAIL_OUTBOX: z.enum(['true', 'false', '1', '0']).default('false'),
  /** Where the contact form's messages go. */
  SUPPORT_EMAIL: z.email('must be an email address').default('support@pilewise.app'),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_LIMIT_WINDOW: duration.default('1h'),
  /** Where file bytes go: the local disk (default) or the database (every API process sees them). */
  FILE_STORAGE: z.enum(['disk', 'database']).default('disk'),
  /**
   * The embedded database's buffer cache (PostgreSQL's shared_buffers, 128 MB by its default).
   * PGlite's WebAssembly memory grows to hold it and never shrinks; its files are read through
   * the operating system's own cache all the same, so a small one costs little.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int('must be a whole number of MB')
    .min(1, 'must be at least 1 (MB)')
    .max(4096, 'must be at most 4096 (MB)')
    .default(16),
  RUN_WORKERS: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 (take no runs) or more')
    .max(64, 'must be at most 64')
    .default(2),
  /**
   * Engine threads that designed are replaced by fresh, warmed-up ones after this many seconds
   * without a run (runs/engine-pool.ts, renewAfterIdleMs: the memory a design grew is given
   * back); 0 keeps them for good.
   */
  RUN_THREADS_RENEW_IDLE_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 (never) or more')
    .max(86_400, 'must be at most 86400 (s)')
    .default(300),
  /**
   * A running run's lease, in seconds: its worker renews it every sixth of it, and a run whose
   * lease lapsed is failed as interrupted by the sweep of any process with workers (which sweeps
   * every third of it, at most every 10 s). Shorter notices a dead worker sooner; too short fails
   * live runs of a stalled machine.
   */
  RUN_LEASE_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(3, 'must be at least 3 (s)')
    .max(3600, 'must be at most 3600 (s)')
    .default(30),
  /** The USGS Seismic Design Web Services (get-seismic-details): <url>/asce7-16.json, <url>/asce7-22.json. */
  USGS_SEISMIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .default('https://earthquake.usgs.gov/ws/designmaps'),
  USGS_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100 (ms)').default(15_000),
  /** The platform operator (Super admin), created or given this password at start-up. */
  SUPER_ADMIN_EMAIL: z.email('must be an email address').optional(),
  SUPER_ADMIN_PASSWORD: z
    .string()
    .refine(
      isStrongPassword,
      'must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and one of !@#$%^&*',
    )
    .optional(),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Where the database lives: a PostgreSQL URL, or PGlite in a folder / in memory. */
  database:
    | { kind: 'postgres'; url: string }
    | { kind: 'pglite'; dataDir: string | null /* null = in memory */; sharedBuffersMB: number };
  /** Where generated secrets and PGlite data go. */
  dataDir: string;
  jwt: { secret: string | null /* null = generate once and store in dataDir */; expiresIn: string };
  mail: { smtpUrl: string | null; from: string };
  webDist: string;
  /**
   * Public address of the web app for links in mails: APP_URL (required in production), else
   * http://localhost:<PORT>; never the request's Host header, which a client writes.
   */
  appUrl: string;
  /** true = one proxy hop (the socket's peer); or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** Per client address + email on the public auth calls; per user on change-password. */
  authRateLimit: { max: number; timeWindow: string };
  /** Per client address, over all public auth calls together (any email): looser, a second fence. */
  authAddressRateLimit: { max: number; timeWindow: string };
  /** Per account, over every address: wrong passwords, and reset codes mailed, an hour. */
  accountLimits: { signInFailuresPerHour: number; resetCodesPerHour: number };
  /** GET /api/dev/outbox is served (DEV_MAIL_OUTBOX: an explicit development setting). */
  devMailOutbox: boolean;
  /**
   * Design runs taken at once by this process, each in its own worker thread (the pool keeps one
   * thread warm once used). 0: this process only queues runs, others (sharing the database) run them.
   */
  runWorkers: number;
  /** RUN_THREADS_RENEW_IDLE_SECONDS in ms (0: never). */
  runThreadsRenewIdleMs: number;
  /** RUN_LEASE_SECONDS in ms: a running run whose worker is silent this long is failed as interrupted. */
  runLeaseMs: number;
  /** 'disk': <data dir>/files; 'database': the stored_files table (several API processes). */
  fileStorage: 'disk' | 'database';
  /** Where get-seismic-details asks for the seismic site values, and how long it waits. */
  usgsSeismic: { baseUrl: string; timeoutMs: number };
  /** The contact form: where its messages go, and how many one client address may send. */
  supportEmail: string;
  contactRateLimit: { max: number; timeWindow: string };
  /**
   * The Super admin (SUPER_ADMIN_EMAIL + SUPER_ADMIN_PASSWORD): created at start-up when missing,
   * its password set to this one when it differs. Null: no Super admin is made (never by sign-up).
   */
  superAdmin: { email: string; password: string } | null;
}

const abs = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));

export class ConfigError extends Error {}

/** Reads and checks the environment. Relative paths are relative to the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.APP_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  APP_URL: required in production, the address links in mails point at (https://pilewise.example.com)',
    );
  }
  if (Boolean(e.SUPER_ADMIN_EMAIL) !== Boolean(e.SUPER_ADMIN_PASSWORD)) {
    const missing = e.SUPER_ADMIN_EMAIL ? 'SUPER_ADMIN_PASSWORD' : 'SUPER_ADMIN_EMAIL';
    throw new ConfigError(
      `Invalid environment configuration:\n  ${missing}: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD go together`,
    );
  }
  const dataDir = e.PILEWISE_DATA_DIR ? abs(e.PILEWISE_DATA_DIR) : DEFAULT_DATA_DIR;
  let smtpUrl = e.SMTP_URL ?? null;
  if (!smtpUrl && e.SMTP_HOST) smtpUrl = `smtp://${e.SMTP_HOST}:${e.SMTP_PORT ?? 587}`;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite'), sharedBuffersMB: e.PGLITE_SHARED_BUFFERS_MB },
    dataDir,
    jwt: { secret: e.JWT_SECRET ?? null, expiresIn: e.JWT_EXPIRES_IN.replace(/\s+/g, '') },
    mail: { smtpUrl, from: e.MAIL_FROM },
    webDist: e.WEB_DIST ? abs(e.WEB_DIST) : DEFAULT_WEB_DIST,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, timeWindow: e.AUTH_RATE_LIMIT_WINDOW },
    authAddressRateLimit: {
      max: e.AUTH_ADDRESS_RATE_LIMIT_MAX,
      timeWindow: e.AUTH_ADDRESS_RATE_LIMIT_WINDOW.replace(/\s+/g, ''),
    },
    runWorkers: e.RUN_WORKERS,
    runThreadsRenewIdleMs: e.RUN_THREADS_RENEW_IDLE_SECONDS * 1000,
    runLeaseMs: e.RUN_LEASE_SECONDS * 1000,
    fileStorage: e.FILE_STORAGE,
    accountLimits: {
      signInFailuresPerHour: e.AUTH_ACCOUNT_FAILURES_PER_HOUR,
      resetCodesPerHour: e.AUTH_ACCOUNT_RESET_CODES_PER_HOUR,
    },
    devMailOutbox: e.DEV_MAIL_OUTBOX === 'true' || e.DEV_MAIL_OUTBOX === '1',
    usgsSeismic: { baseUrl: e.USGS_SEISMIC_URL, timeoutMs: e.USGS_TIMEOUT_MS },
    supportEmail: e.SUPPORT_EMAIL,
    contactRateLimit: {
      max: e.CONTACT_RATE_LIMIT_MAX,
      timeWindow: e.CONTACT_RATE_LIMIT_WINDOW.replace(/\s+/g, ''),
    },
    superAdmin:
      e.SUPER_ADMIN_EMAIL && e.SUPER_ADMIN_PASSWORD
        ? { email: e.SUPER_ADMIN_EMAIL.toLowerCase(), password: e.SUPER_ADMIN_PASSWORD }
        : null,
  };
}
