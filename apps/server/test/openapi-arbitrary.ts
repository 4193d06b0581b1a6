// fast-check arbitraries from the app's own OpenAPI document (the schemas the contracts generate):
// mostly values the schema accepts, with ids drawn from real rows, and now and then a value it
// does not (another type, a missing field, an extra one), as a careless or hostile client sends.
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

export interface ArbitraryContext {
  /** components.schemas of the document, for $ref. */
  schemas: Record<string, JsonSchema>;
  /** Real ids of the fixtures (projects, users, runs, files), mixed with random ones. */
  ids: string[];
}

/** Anything JSON, a few levels deep, including strings a database may choke on. */
export const junk: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 }).map((v) => v);
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '\ud800', 'a\u0000b', '../../etc/passwd', '<script>x</script>', 'é'.repeat(300)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

export function arbitraryOf(
  schema: JsonSchema | undefined,
  ctx: ArbitraryContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validOf(schema, ctx, depth);
  // One value in ten is something else: the server must say 400, not fail.
  return fc.oneof(
    { arbitrary: valid, weight: 9 },
    { arbitrary: depth > 2 ? junk : fc.oneof(junk, nastyString), weight: 1 },
  );
}

function validOf(
  schema: JsonSchema | undefined,
  ctx: ArbitraryContext,
  depth: number,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  if (schema.$ref) return validOf(ctx.schemas[schema.$ref.split('/').pop()!], ctx, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validOf(s, ctx, depth + 1)));
  if (schema.allOf?.length) return validOf(schema.allOf[0], ctx, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, ctx);
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? -1000),
        max: Math.floor(schema.maximum ?? 100_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, ctx, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, ctx, depth);
    default:
      return junk;
  }
}

function stringOf(schema: JsonSchema, ctx: ArbitraryContext): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid());
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constant('admin@example.com'));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), nastyString);
}

function objectOf(schema: JsonSchema, ctx: ArbitraryContext, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, s] of Object.entries(props)) model[key] = arbitraryOf(s, ctx, depth + 1);
  const keys = Object.keys(props);
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 4 });
  return fc.record(model, { requiredKeys: keys.filter((k) => required.has(k)) });
}
