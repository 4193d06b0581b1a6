// Schema-aware fuzz of every operation of the OpenAPI document the app serves (issue 11): on a
// fixed seed, a few thousand requests built from each operation's own parameter and body
// schemas (mostly valid, with real ids, now and then not), signed in or not, some bodies
// malformed JSON or multipart. Not one answer may be a 5xx.
// Longer by hand: FUZZ_REQUESTS=50000 FUZZ_SEED=7 npx vitest run apps/server/src/fuzz.test.ts
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProject,
  createUser,
  shareProject,
  signInSuperAdmin,
  signUpCompany,
  SUPER_ADMIN_ENV,
  type TestUser,
} from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { arbitraryOf, junk, type ArbitraryContext, type JsonSchema } from '../test/openapi-arbitrary';
import { addSucceededRun, addGeneratedReport } from './reviews/reviews.test-support';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  jsonBody: JsonSchema | null;
}

/** Calls that end the fuzzer's own session (it would fuzz 401s from then on). */
const SKIPPED = new Set(['POST /api/auth/sign-out', 'POST /api/users/change-password']);
/** An upstream service down (here: nothing listens) is a 502/503/504 by design, never a 500. */
const UPSTREAM = new Set(['POST /api/projects/get-seismic-details']);

interface Request {
  url: string;
  token: boolean;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string } | null;
}

/** A URL cannot carry a lone surrogate: it becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function requestsOf(op: Operation, ctx: ArbitraryContext): fc.Arbitrary<Request> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map((p) => arbitraryOf(p.schema, ctx)));
  const query = fc.tuple(
    ...queryParams.map((p) => fc.option(arbitraryOf(p.schema, ctx), { nil: undefined })),
  );
  const rawBodies = fc.oneof(
    fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constant('application/json'),
      text: fc.string({ maxLength: 30 }),
    }),
    fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=B', 'text/plain'),
      text: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constant('--B\r\nContent-Disposition: form-data; name="x"\r\n\r\ny'),
      ),
    }),
  );
  const body: fc.Arbitrary<Request['body']> = op.jsonBody
    ? fc.oneof(
        {
          arbitrary: arbitraryOf(op.jsonBody, ctx).map((value) => ({ kind: 'json' as const, value })),
          weight: 8,
        },
        { arbitrary: rawBodies, weight: 1 },
      )
    : op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant(null)
      : fc.oneof(
          junk.map((value) => ({ kind: 'json' as const, value })),
          rawBodies,
          fc.constant(null),
        );
  return fc
    .record({ path, query, body, token: fc.boolean().map((b) => b || Math.random() < 0.8) })
    .map((r) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(wellFormed(asText(r.path[i]))));
      });
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        if (r.query[i] !== undefined) search.set(p.name, wellFormed(asText(r.query[i])));
      });
      const qs = search.toString();
      return { url: qs ? `${url}?${qs}` : url, token: r.token, body: r.body };
    });
}

/**
 * A generated value as URL text: String() of it, or its JSON when String() throws (junk objects
 * such as `{ toString: 0 }` have no primitive value; seed 42 made one).
 */
function asText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

describe('schema-aware fuzz of every operation (PGlite)', () => {
  let t: TestApp;
  let admin: TestUser;
  /** The Super admin's console is fuzzed as the Super admin (as the Admin it is a 403 before any input is read). */
  let superAdmin: TestUser;
  let operations: Operation[] = [];
  let ctx: ArbitraryContext;

  beforeAll(async () => {
    // Nothing listens on port 9: the USGS lookup fails at once instead of reaching the internet.
    t = await buildTestApp('pglite', {
      USGS_SEISMIC_URL: 'http://127.0.0.1:9',
      USGS_TIMEOUT_MS: '500',
      ...SUPER_ADMIN_ENV,
    });
    admin = await signUpCompany(t, { companyName: 'Fuzz Co' });
    superAdmin = await signInSuperAdmin(t);
    // The console's target: another company (freezing the fuzzer's own would end its session).
    const target = await signUpCompany(t, { companyName: 'Fuzz target' });
    const user = await createUser(t, admin.companyId, 'User');
    const reviewer = await createUser(t, admin.companyId, 'Reviewer');
    const project = await createProject(t, admin, { name: 'Fuzzed', design: { note: 'x' } });
    const shared = await createProject(t, user, { name: 'Shared fuzz' });
    await shareProject(t, user, shared._id);
    const runId = await addSucceededRun(t, admin, project._id);
    await addGeneratedReport(t, admin, project._id, runId);
    const files = await t.call({
      method: 'GET',
      url: `/api/projects/files/${project._id}`,
      token: admin.token,
    });
    const fileIds = files.json<{ files: { _id: string }[] }>().files.map((f) => f._id);
    ctx = {
      schemas: {},
      ids: [project._id, shared._id, user.id, reviewer.id, runId, target.companyId, ...fileIds],
    };

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
        >
      >;
      components?: { schemas?: Record<string, JsonSchema> };
    }>();
    ctx.schemas = doc.components?.schemas ?? {};
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        operations.push({
          method: method.toUpperCase(),
          path,
          parameters: op.parameters ?? [],
          jsonBody: op.requestBody?.content['application/json']?.schema ?? null,
        });
      }
    }
    operations = operations.filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));
  }, 120_000);
  afterAll(() => t?.close());

  it(`${REQUESTS} requests over every operation, seed ${SEED}: no 5xx`, async () => {
    expect(operations.length).toBeGreaterThan(60);
    const perOperation = Math.ceil(REQUESTS / operations.length);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      const samples = fc.sample(requestsOf(op, ctx), { seed: SEED + index, numRuns: perOperation });
      for (const r of samples) {
        const headers: Record<string, string> = {};
        let payload: string | undefined;
        if (r.body?.kind === 'json') {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(r.body.value) ?? 'null';
        } else if (r.body?.kind === 'raw') {
          headers['content-type'] = r.body.contentType;
          payload = r.body.text;
        }
        const res = await t.call({
          method: op.method as 'GET',
          url: r.url,
          token: r.token ? (op.path.startsWith('/api/super-admin/') ? superAdmin : admin).token : undefined,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        });
        sent++;
        const upstream = UPSTREAM.has(`${op.method} ${op.path}`) && [502, 503, 504].includes(res.statusCode);
        // Card payments are not configured in tests: billing says so with a 503 by design.
        const notConfigured =
          res.statusCode === 503 && (res.json() as { code?: string }).code === 'PAYMENT_NOT_CONFIGURED';
        if (res.statusCode >= 500 && !upstream && !notConfigured) {
          failures.push(
            `${op.method} ${r.url} ${payload?.slice(0, 200) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(failures).toEqual([]);
    // The fuzzer's session held to the end (its calls were not all 401s).
    const me = await t.call({ method: 'GET', url: '/api/auth/refresh-user-data', token: admin.token });
    expect(me.statusCode).toBe(200);
  }, 600_000);
});
