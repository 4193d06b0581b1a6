// helmet's security headers on every answer, worked out once. @fastify/helmet calls
// helmet(options) on every request, which validates every option and parses every CSP
// directive again before setting the same dozen headers (issue 11's load test: about 3 % of a
// request's CPU). Without CSP nonces these headers never depend on the request, so they are taken
// once from @fastify/helmet itself (on a probe instance, at start-up) and set as they are.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The headers @fastify/helmet adds to an answer, with these options. */
export async function helmetHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(fastifyHelmet, { ...options, global: true });
    probe.get('/', async () => 'probe');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [bare, helmeted] = [await answer(false), await answer(true)];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(helmeted)) {
    if (name === 'date' || value === undefined || value === bare[name]) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** An onRequest hook setting helmet's headers (as @fastify/helmet's own hook did, for every route). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
