/**
 * The run latency bench's client (run-latency.ts), in a process of its own as a browser is: what
 * the web app does for a design run, over real HTTP and the run socket. Its fetches, socket
 * frames and JSON parsing then cost the server's event loop nothing, and the server's CPU time
 * is the server's alone; on a machine of few cores it still competes with the server for them,
 * as a browser on the same machine would.
 *
 * Commands come from the parent over IPC (fork): `signUp`, `addProject`, `run`, each answered
 * once with what the parent asked for. Clock marks are epoch ms (performance.timeOrigin + now),
 * comparable with the server's own marks and the parent's.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Socket } from 'socket.io-client';
import {
  API_PATHS,
  RUN_START_WAIT_S,
  SOCKET_RUN_PROGRESS,
  type RunLane,
  type RunProgressEvent,
} from '@pilewise/contracts';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { connectSocket, subscribeProject } from '../test/socket';

export type ClientCommand =
  | { cmd: 'signUp'; base: string; email: string }
  | { cmd: 'addProject'; i: number }
  | { cmd: 'run'; projectId: string; lane: RunLane; protocol: RunProtocol }
  | { cmd: 'report'; projectId: string }
  | { cmd: 'import'; projectId: string; file: string; fileName: string; step: ImportStep }
  | { cmd: 'health'; count: number }
  | { cmd: 'close' };

/**
 * How the client waits for a run: `wait`, the web app's (POST with `Prefer: wait`, answered with
 * the result when the run ends within it); `socket`, an API client's without Prefer (POST, the
 * `succeeded` event on the socket, GET the run).
 */
export type RunProtocol = 'wait' | 'socket';

/** A geotechnical workbook's preview, or its confirm (the web app sends the same file for both). */
export type ImportStep = 'preview' | 'confirm';

/** One run as the client saw it: epoch ms marks, and the server's started/finished marks. */
export interface ClientRun {
  status: string;
  sent: number;
  posted: number;
  heard: number;
  received: number;
  startedAt: number;
  finishedAt: number;
  resultJsonBytes: number;
  /** Of the wait, the client decoding and parsing the answer that brought the result, ms. */
  decodeAndParse_ms: number;
  /**
   * The client's CPU over the wait, ms (its HTTP, socket events, decoding and parsing): on the
   * server's own cores here, where a browser is on another machine.
   */
  cpu_ms: number;
}

const API = { 'x-api-version': '1', 'content-type': 'application/json' };
const now = () => performance.timeOrigin + performance.now();
type Result = { piers: unknown[] } | null;

const agent = new Agent({ keepAlive: true });
let base = '';
let token = '';
let socket: Socket | null = null;
const clients: Socket[] = [];
/** Runs waited for, by id: settled by their last event. */
const waiting = new Map<string, { resolve(): void; reject(err: Error): void }>();
/** The last answer's decoding (brotli or gzip) and JSON.parse, ms: the client's own work. */
let lastDecodeAndParse_ms = 0;

/**
 * One API call: node:http on a kept-alive connection, the answer's bytes decoded whole. A
 * browser's network stack decodes brotli natively as the bytes come; Node's fetch (undici)
 * decodes it through a zlib stream in small chunks, which cost a 1.1 MB result some 20 to 30 ms
 * on this 2-vCPU machine that no browser spends (measured here, CLIENT_DEBUG=1 prints the split).
 */
function call<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const t0 = now();
  // a Buffer goes as it is (a form's body, its content-type in extraHeaders)
  const payload =
    body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  return new Promise<T>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...API,
          ...extraHeaders,
          'accept-encoding': 'br, gzip',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const th = now();
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const tr = now();
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const bytes =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          const text = bytes.toString('utf8');
          const tt = now();
          if ((res.statusCode ?? 500) >= 300) {
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
            return;
          }
          const answer = JSON.parse(text) as T;
          lastDecodeAndParse_ms = now() - tr;
          if (process.env.CLIENT_DEBUG) {
            const f = (x: number) => x.toFixed(1);
            console.error(
              `${method} ${path} headers ${f(th - t0)} body ${f(tr - th)} (${chunks.length} chunks) decode ${f(tt - tr)} parse ${f(now() - tt)} ms`,
            );
          }
          resolve(answer);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function signUp(at: string, email: string): Promise<void> {
  base = at;
  ({ token } = await call<{ token: string }>('POST', '/api/auth/sign-up', {
    firstName: 'B',
    lastName: 'Ench',
    email,
    password: 'Pile#Wise2025',
    companyName: 'Bench',
  }));
  socket = await connectSocket(base, token, clients);
  socket.on(SOCKET_RUN_PROGRESS, (e: RunProgressEvent) => {
    if (e.status === 'succeeded') waiting.get(e.runId)?.resolve();
    else if (e.status === 'failed' || e.status === 'cancelled')
      waiting.get(e.runId)?.reject(new Error(`run ${e.status}: ${e.message}`));
  });
}

/** A project of the example whose input differs by its notes: a run of it misses the cache. */
async function addProject(i: number): Promise<string> {
  const designInput = { ...example, project: { ...example.project, notes: `bench run ${i}` } };
  const { project } = await call<{ project: { _id: string } }>('POST', '/api/projects/add', {
    name: `Bench site ${i}`,
    client: 'Bench',
    design: { designInput },
  });
  await subscribeProject(socket!, project._id);
  return project._id;
}

/**
 * POST the run (with `Prefer: wait`, as the web app, for `wait`); unless it was answered with its
 * result, wait for `succeeded` on the socket and GET it with its result. A run answered from the
 * cache carries its result in the POST's answer, which the web app keeps: no GET.
 */
async function run(projectId: string, lane: RunLane, protocol: RunProtocol): Promise<ClientRun> {
  type Answer = {
    run: {
      _id: string;
      status: string;
      result?: Result;
      startedAt: string | null;
      finishedAt: string | null;
    };
  };
  const cpu0 = process.cpuUsage();
  const sent = now();
  const { run } = await call<Answer>(
    'POST',
    '/api/projects/run',
    { projectId, lane },
    protocol === 'wait' ? { prefer: `wait=${RUN_START_WAIT_S}` } : {},
  );
  const posted = now();
  if (run.status !== 'succeeded') {
    await new Promise<void>((resolve, reject) => waiting.set(run._id, { resolve, reject })).finally(() =>
      waiting.delete(run._id),
    );
  }
  const heard = now();
  const got: Answer =
    run.status === 'succeeded' && run.result
      ? { run }
      : await call<Answer>('GET', `/api/projects/runs/${run._id}`);
  const received = now();
  const cpu = process.cpuUsage(cpu0);
  const decodeAndParse_ms = lastDecodeAndParse_ms;
  if (!got.run.result?.piers.length) throw new Error('the run has no result');
  return {
    status: run.status,
    sent,
    posted,
    heard,
    received,
    startedAt: got.run.startedAt ? Date.parse(got.run.startedAt) : NaN,
    finishedAt: got.run.finishedAt ? Date.parse(got.run.finishedAt) : NaN,
    // after the clock: a browser does not serialise the result again
    resultJsonBytes: Buffer.byteLength(JSON.stringify(got.run.result)),
    decodeAndParse_ms,
    cpu_ms: (cpu.user + cpu.system) / 1000,
  };
}

/** A report made (report-wait.ts): its wait, and the waits of health checks asked one after another meanwhile. */
export interface ClientReport {
  wait_ms: number;
  /** Each GET /api/health made while the report was made, ms: what another user's call waited. */
  healthWaits_ms: number[];
}

/**
 * The waits of `count` health checks (or until `until`), each 20 ms after the last one's answer,
 * ms: another user's calls now and then, not a load that would take a core of its own.
 */
async function healthWaits(count: number, until?: () => boolean): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; until ? !until() : i < count; i++) {
    const t0 = now();
    await call('GET', '/api/health');
    waits.push(now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return waits;
}

/** POST the project's PDF report, with health checks (healthWaits) until it is answered. */
async function report(projectId: string): Promise<ClientReport> {
  const sent = now();
  let answered = false;
  const made = call<unknown>('POST', `/api/report/generate/${projectId}`, {}).finally(() => {
    answered = true;
  });
  const [, healthWaits_ms] = await Promise.all([made, healthWaits(0, () => answered)]);
  return { wait_ms: now() - sent, healthWaits_ms };
}

/**
 * POST the workbook at `file` (import-wait.ts) for a preview or a confirm of a geotechnical import,
 * with health checks (healthWaits) until it is answered, whether it reads (200) or is refused (400).
 */
async function importWorkbook(
  projectId: string,
  file: string,
  fileName: string,
  step: ImportStep,
): Promise<ClientReport> {
  const boundary = `----bench${Date.now()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      field('projectId', projectId) +
        (step === 'confirm' ? field('kind', 'geotech') : '') +
        `--${boundary}\r\nContent-Disposition: form-data; name="geoTechFile"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    readFileSync(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const sent = now();
  let answered = false;
  const url = step === 'confirm' ? API_PATHS.imports.confirm : API_PATHS.imports.convert('geotech');
  const read = call<unknown>('POST', url, body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  })
    .catch((err: Error) => {
      if (!/: 400 /.test(err.message)) throw err;
    })
    .finally(() => {
      answered = true;
    });
  const [, healthWaits_ms] = await Promise.all([read, healthWaits(0, () => answered)]);
  return { wait_ms: now() - sent, healthWaits_ms };
}

process.on('message', (message: ClientCommand) => {
  const answer = async (): Promise<unknown> => {
    switch (message.cmd) {
      case 'signUp':
        return signUp(message.base, message.email);
      case 'addProject':
        return addProject(message.i);
      case 'run':
        return run(message.projectId, message.lane, message.protocol);
      case 'report':
        return report(message.projectId);
      case 'import':
        return importWorkbook(message.projectId, message.file, message.fileName, message.step);
      case 'health':
        return healthWaits(message.count);
      case 'close':
        for (const s of clients) s.disconnect();
        agent.destroy();
        process.disconnect();
        return null;
    }
  };
  answer().then(
    (value) => process.connected && process.send!({ ok: true, value }),
    (err: unknown) => process.connected && process.send!({ ok: false, error: String(err) }),
  );
});
