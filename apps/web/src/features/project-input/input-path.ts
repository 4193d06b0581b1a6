// Reading and writing one value of the design input by its path ('soil.layers[2].phiDeg' as
// ['soil', 'layers', 2, 'phiDeg']), without mutating: every edit makes a new object along the path,
// so React sees the change and the saved input is never touched.
// reading by path is shared with the problem lists' naming of a path (lib)
export { getAt, listAt } from '../../lib/input-path';

export type Path = readonly (string | number)[];
type Json = Record<string, unknown> | unknown[];

/**
 * A copy of `root` with `value` at `path` (undefined removes an object key). Objects in `owned`
 * were made by an earlier edit of the same batch: they are changed in place, so a paste of many
 * cells copies each object along a path once, not once per cell.
 */
export function setAt<T>(root: T, path: Path, value: unknown, owned?: WeakSet<object>): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const node = (root ?? (typeof key === 'number' ? [] : {})) as Json;
  const child = (node as Record<string | number, unknown>)[key!];
  const next = rest.length === 0 ? value : setAt(child, rest, value, owned);
  const mine = owned?.has(node) ?? false;
  if (Array.isArray(node)) {
    const copy = mine ? node : [...node];
    copy[key as number] = next;
    owned?.add(copy);
    return copy as T;
  }
  const copy: Record<string, unknown> = mine ? (node as Record<string, unknown>) : { ...node };
  if (next === undefined) delete copy[key as string];
  else copy[key as string] = next;
  owned?.add(copy);
  return copy as T;
}

/** 'soil.layers[2].phiDeg' as the engine names a field in its errors. */
export function pathText(path: Path): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out;
}
