import { describe, expect, it } from 'vitest';
import { designInputSchema } from '@pilewise/engine';
import { INPUT_FIELD_GROUPS, INPUTS_ENTERED_ELSEWHERE } from './input-coverage';

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };

/**
 * Every input path of a zod schema, to its leaves: 'soil.layers[].phiDeg' ('[]' is every row of
 * an array). Wrappers (optional, default, nullable, pipes) are looked through and every option of
 * a union is walked (each design mode's tracker tables).
 */
function inputPaths(schema: ZodLike, path = '', out = new Set<string>()): Set<string> {
  const def = schema._zod.def;
  const inner = (key: string) => inputPaths(def[key] as ZodLike, path, out);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, ZodLike>))
        inputPaths(child, path ? `${path}.${key}` : key, out);
      return out;
    case 'array':
      return inputPaths(def.element as ZodLike, `${path}[]`, out);
    case 'record':
      return inputPaths(def.valueType as ZodLike, `${path}{}`, out);
    case 'union':
      for (const option of def.options as ZodLike[]) inputPaths(option, path, out);
      return out;
    default:
      out.add(path);
      return out;
  }
}

/** Whether a path is the prefix or below it (its fields, rows or entries). */
const under = (path: string, prefix: string) =>
  path === prefix || ['.', '[', '{'].some((c) => path.startsWith(`${prefix}${c}`));

/** Where a path is entered: a field table's field, or a screen of its own; undefined: nowhere. */
function enteredAt(path: string): string | undefined {
  for (const [prefix, where] of Object.entries(INPUTS_ENTERED_ELSEWHERE))
    if (under(path, prefix)) return where;
  for (const { group, fields } of INPUT_FIELD_GROUPS) {
    const rest = group === '' ? path : path.startsWith(`${group}.`) ? path.slice(group.length + 1) : null;
    if (rest === null) continue;
    // the field's key, or a list or table below it ('seismicPiles[]', 'factors{}')
    const key = /^[^.[{]+/.exec(rest)?.[0];
    const field = fields.find((f) => f.key === key);
    if (field) return `${group || '(input)'} field table: ${field.label}`;
  }
  return undefined;
}

describe('every engine input can be entered', () => {
  const paths = [...inputPaths(designInputSchema as unknown as ZodLike)];

  it('walks the whole schema (the walk itself is not empty or shallow)', () => {
    expect(paths).toContain('settings.designMethod');
    expect(paths).toContain('soil.layers[].qu_Pa');
    expect(paths).toContain('tracker.generic.rows[].P_N');
    expect(paths.length).toBeGreaterThan(150);
  });

  it('has a field-table entry (or a screen of its own) for every input path of the engine schema', () => {
    const missing = paths.filter((p) => enteredAt(p) === undefined);
    expect(missing).toEqual([]);
  });

  it('finds a path that no table or screen enters (the property can fail)', () => {
    expect(enteredAt('settings.someFutureInput')).toBeUndefined();
    expect(enteredAt('vertical.table[].someFutureColumn')).toBeUndefined();
  });

  it('lists no group or screen that the schema does not have (no stale entries)', () => {
    const stale = [
      ...INPUT_FIELD_GROUPS.flatMap(({ group, fields }) =>
        fields
          .map((f) => (group ? `${group}.${f.key}` : f.key))
          .filter((p) => !paths.some((x) => under(x, p))),
      ),
      ...Object.keys(INPUTS_ENTERED_ELSEWHERE).filter((p) => !paths.some((x) => under(x, p))),
    ];
    expect(stale).toEqual([]);
  });
});
