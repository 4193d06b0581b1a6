import type { z } from 'zod';
import type { SoilLayerIssue } from '../soil/soil-layer';

/** One problem of a lateral input: the field (dotted path) and, for soil, the layer. */
export interface LateralInputError {
  /** e.g. 'pile.embedment_m', 'soil.layers[1].phiDeg'. */
  field: string;
  message: string;
  layerIndex?: number;
  layerName?: string;
}

function pathString(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

function layerNameOf(raw: unknown, index: number): string {
  const layers = (raw as { soil?: { layers?: unknown } } | null)?.soil?.layers;
  const layer = Array.isArray(layers) ? (layers[index] as { name?: unknown } | undefined) : undefined;
  return typeof layer?.name === 'string' ? layer.name : `#${index + 1}`;
}

/** Zod issues as field errors; soil-layer issues also name the layer. */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], raw: unknown): LateralInputError[] {
  return issues.map((iss) => {
    const field = pathString(iss.path) || '(input)';
    const [a, b, c] = iss.path;
    if (a === 'soil' && b === 'layers' && typeof c === 'number') {
      return { field, message: iss.message, layerIndex: c, layerName: layerNameOf(raw, c) };
    }
    return { field, message: iss.message };
  });
}

/** The soil models' profile issues in the same form. */
export function fromSoilIssues(issues: readonly SoilLayerIssue[]): LateralInputError[] {
  return issues.map((i) =>
    i.layerIndex < 0
      ? { field: `soil.${i.field}`, message: i.message }
      : {
          field: `soil.layers[${i.layerIndex}].${i.field}`,
          message: i.message,
          layerIndex: i.layerIndex,
          layerName: i.layerName,
        },
  );
}

/** One line per error, for logs and the CLI. */
export function formatInputErrors(errors: readonly LateralInputError[]): string {
  return errors
    .map((e) => `${e.field}${e.layerName === undefined ? '' : ` (layer "${e.layerName}")`}: ${e.message}`)
    .join('\n');
}
