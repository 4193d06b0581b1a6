// Answers are checked against their contracts schema and written as JSON by
// fastify-type-provider-zod's serializer, on every answer: for a page of the projects list that is
// most of a request's CPU once the page comes from memory (issue 11's load test). An answer kept
// in memory is deeply frozen (it never changes: src/shared/deep-freeze.ts), so its check and JSON
// are the same every time: they are done once per route and answer object, and the JSON reused.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

export const serializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (route) => {
  const serialize = zodSerializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = serialize(data)));
    return json;
  };
};
