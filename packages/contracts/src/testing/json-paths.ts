// For tests that change a saved JSON value at any depth (a payload, a design input): a client
// saves any JSON, and what reads it back must not break. Not part of the contracts' API
// (`@pilewise/contracts/testing`, imported by tests only).

export type JsonPath = (string | number)[];

/** Every path into a JSON value, the value's own excluded: objects' keys and lists' indices. */
export function jsonPathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...jsonPathsOf(v, [...prefix, k])]);
}

/** A copy of `root` with `value` at `path` (removed when undefined; null in a list). */
export function withValueAt<T>(root: T, path: JsonPath, value: unknown): T {
  const copy = structuredClone(root);
  let at: unknown = copy;
  for (const k of path.slice(0, -1)) at = (at as Record<string | number, unknown>)[k];
  const last = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(at)) delete (at as Record<string, unknown>)[last as string];
  else (at as Record<string | number, unknown>)[last] = value ?? null;
  return copy;
}
