// What the engine takes for a field left out of the design input: the default of its schema
// (engine design-input.ts), else the default it applies where the value is used (engine
// DEFAULTS_IN_USE: γw, P-factor, the snow factors Ce and Ct…). A form shows it, so that an empty choice or switch reads as what the
// design will use (Design Method left out is ASD; seismic about the weak axis left out is on), not
// as "Choose…" or off.
import { DEFAULTS_IN_USE, designInputSchema } from '@pilewise/engine';

/** The parts of a zod 4 schema's definition this walk reads. */
interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  defaultValue?: unknown;
  getter?: () => Schema;
}
interface Schema {
  def: SchemaDef;
}

/** The schema under its wrappers (optional, nullable, default…), with the outermost default met. */
function unwrap(schema: Schema): { schema: Schema; default?: { value: unknown } } {
  let s = schema;
  let found: { value: unknown } | undefined;
  for (;;) {
    const d = s.def;
    if (d.type === 'default' || d.type === 'prefault') {
      found ??= { value: d.defaultValue };
      s = d.innerType!;
    } else if (
      (d.type === 'optional' || d.type === 'nullable' || d.type === 'readonly' || d.type === 'catch') &&
      d.innerType
    )
      s = d.innerType;
    else if (d.type === 'pipe' && d.in) s = d.in;
    else if (d.type === 'lazy' && d.getter) s = d.getter();
    else return found ? { schema: s, default: found } : { schema: s };
  }
}

/** The schema of `key` under `schema`: an object's property, an array's element, a union's option's. */
function childOf(schema: Schema, key: string | number): Schema | undefined {
  const { def } = unwrap(schema).schema;
  if (typeof key === 'string' && def.type === 'object') return def.shape?.[key];
  if (typeof key === 'number' && def.type === 'array') return def.element;
  // the tracker's loads: one object per design mode, each under its own key (nevados, generic…)
  if (def.type === 'union')
    for (const option of def.options ?? []) {
      const hit = childOf(option, key);
      if (hit) return hit;
    }
  return undefined;
}

/** A path with every array index as 0, as one string. */
const pathKey = (path: readonly (string | number)[]) =>
  path.map((k) => (typeof k === 'number' ? 0 : k)).join('\u0000');

/** Defaults found, by pathKey: forms ask on every render. */
const known = new Map<string, string | number | boolean | undefined>();

const inUse = new Map(DEFAULTS_IN_USE.map((d) => [pathKey(d.path), d.value]));

/**
 * The engine's default of the design-input value at `path` (keys of objects, indices of arrays:
 * ['settings', 'designMethod'], ['soil', 'layers', 0, 'loading']) when it is a string, number or
 * boolean: the schema's, else the one the engine applies in use; undefined when it takes none
 * there (the field is required, or optional with no value taken), or the path is not one of the
 * schema's.
 */
export function engineDefaultAt(path: readonly (string | number)[]): string | number | boolean | undefined {
  const key = pathKey(path);
  if (known.has(key)) return known.get(key);
  const value = defaultAt(path, key);
  known.set(key, value);
  return value;
}

function defaultAt(path: readonly (string | number)[], key: string): string | number | boolean | undefined {
  let s = designInputSchema as unknown as Schema;
  for (const k of path) {
    const next = childOf(s, k);
    if (!next) return undefined;
    s = next;
  }
  const value = unwrap(s).default?.value ?? inUse.get(key);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}

/**
 * The label of an empty choice whose value the engine defaults: "<the default's label> (default)"
 * (what the design takes, where "Choose…" read as if nothing were chosen); undefined when the
 * engine has no default there among `options`.
 */
export function defaultChoiceLabel(
  path: readonly (string | number)[],
  options: readonly { value: string | number; label: string }[],
): string | undefined {
  const fallback = engineDefaultAt(path);
  if (fallback === undefined) return undefined;
  const taken = options.find((o) => String(o.value) === String(fallback));
  return taken && `${taken.label} (default)`;
}
