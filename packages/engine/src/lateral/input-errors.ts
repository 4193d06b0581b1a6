import type { z } from 'zod';
import { formatPath, inputIssueMessage } from '../issue-message';
import type { SoilLayerIssue } from '../soil/soil-layer';

/** One problem of a lateral input: the field (dotted path) and, for soil, the layer. */
export interface LateralInputError {
  /** e.g. 'pile.embedment_m', 'soil.layers[1].phiDeg'. */
  field: string;
  message: string;
  layerIndex?: number;
  layerName?: string;
}

function layerNameOf(raw: unknown, index: number): string {
  const layers = (raw as { soil?: { layers?: unknown } } | null)?.soil?.layers;
  const layer = Array.isArray(layers) ? (layers[index] as { name?: unknown } | undefined) : undefined;
  return typeof layer?.name === 'string' ? layer.name : `#${index + 1}`;
}

/** Zod issues as field errors; soil-layer issues also name the layer. */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], raw: unknown): LateralInputError[] {
  return issues.map((iss) => {
    const field = formatPath(iss.path);
    const [a, b, c] = iss.path;
    if (a === 'soil' && b === 'layers' && typeof c === 'number') {
      return { field, message: inputIssueMessage(iss), layerIndex: c, layerName: layerNameOf(raw, c) };
    }
    return { field, message: inputIssueMessage(iss) };
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
