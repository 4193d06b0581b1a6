// The live preview's calculation (issue 13): the lateral analysis of one pier type and section of
// the input being edited, by the engine's designOnePier (the design run narrowed to that pile),
// run in a Web Worker (preview.worker.ts) so that typing never waits for it. Pure but for the
// analyses it is given to keep from one call to the next: tested as is.
import {
  designOnePier,
  sectionsInFamily,
  type DesignInputError,
  type KeptAnalyses,
  type PierDesign,
} from '@pilewise/engine';
import { describeInputPath } from '../../lib/input-path';

function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

export type PreviewChoice = {
  pierTypeId: string;
  section: string;
  embedment_m: number;
  pileHeight_m: number;
};

/** What the preview needs that the input does not give yet, in words for the engineer. */
export type PreviewAnswer =
  | { ok: true; pier: PierDesign; choice: PreviewChoice; warnings: string[] }
  | { ok: false; missing: string[] };

export type PreviewRequest = { id: number; input: unknown; choice: Partial<PreviewChoice> };
export type PreviewReply = {
  id: number;
  answer: PreviewAnswer;
  /** The engine's time on the worker, ms: what of a keystroke's latency is the analysis. */
  computeMs: number;
};

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The sections the preview offers: the family's catalogue and the input's own of that family. */
export function previewSections(input: unknown): string[] {
  const family = str(getAt(input, ['settings', 'sectionFamily'])) ?? '';
  const own = getAt(input, ['settings', 'userSections']);
  const key = (s: string) => s.replace(/\s+/g, '').toUpperCase();
  const mine = Array.isArray(own)
    ? own
        .filter((u) => key(String((u as { family?: unknown })?.family ?? '')) === key(family))
        .map((u) => String((u as { name?: unknown } | null)?.name ?? ''))
        .filter(Boolean)
    : [];
  return [...sectionsInFamily(family).map((s) => s.name), ...mine];
}

/**
 * The choice completed from the input: the first pier type with loads, the Min Section, the
 * middle of the embedment range (rounded down to its steps), the first pile height.
 */
export function completeChoice(input: unknown, pierTypes: readonly string[], given: Partial<PreviewChoice>) {
  const min = num(getAt(input, ['settings', 'minEmbed_m']));
  const max = num(getAt(input, ['settings', 'maxEmbed_m']));
  const step = num(getAt(input, ['settings', 'embedIncrement_m']));
  let middle: number | undefined;
  if (min !== undefined && max !== undefined && max >= min) {
    const steps = step && step > 0 ? Math.floor((max - min) / 2 / step) : 0;
    middle = Number((min + steps * (step ?? 0)).toFixed(6));
  }
  const heights = getAt(input, ['pileHeights_m']);
  return {
    pierTypeId: given.pierTypeId && pierTypes.includes(given.pierTypeId) ? given.pierTypeId : pierTypes[0],
    section: given.section ?? str(getAt(input, ['settings', 'minSection'])),
    embedment_m: given.embedment_m ?? middle,
    pileHeight_m: given.pileHeight_m ?? (Array.isArray(heights) ? num(heights[0]) : undefined),
  };
}

/** Engine errors as the few things to fill first: the group and field, without repeats. */
function missingFrom(errors: readonly DesignInputError[], input: unknown): string[] {
  const out = errors.map((e) => {
    const where = describeInputPath(e.path, input);
    return `${[where.group, where.row, where.field].filter((p) => p && p !== '—').join(' › ')}: ${e.message}`;
  });
  return [...new Set(out)].slice(0, 6);
}

/**
 * `kept`: the lateral analyses of the last call, reused where the edit left them unchanged (a load
 * typed changes a few combinations): the same answer, sooner (the engine's kept-analyses.ts).
 */
export function computePreview(
  input: unknown,
  pierTypes: readonly string[],
  given: Partial<PreviewChoice>,
  kept: KeptAnalyses | null = null,
): PreviewAnswer {
  const c = completeChoice(input, pierTypes, given);
  const missing: string[] = [];
  if (!c.pierTypeId) missing.push('Pile head loads: enter the loads of at least one pier type');
  if (!c.section) missing.push('Settings: choose a section');
  if (c.embedment_m === undefined || !(c.embedment_m > 0)) missing.push('Settings: the embedment range');
  if (c.pileHeight_m === undefined || !(c.pileHeight_m > 0)) missing.push('Settings: a pile height');
  if (missing.length > 0) return { ok: false, missing };
  const choice = c as PreviewChoice;
  try {
    const run = designOnePier(input, choice, {}, kept);
    if (!run.ok) return { ok: false, missing: missingFrom(run.errors, input) };
    return { ok: true, pier: run.pier, choice, warnings: run.warnings };
  } catch (e) {
    // Half-typed input the engine's check let through: say so rather than break the panel.
    return { ok: false, missing: [`The preview could not analyse this input: ${(e as Error).message}`] };
  }
}

/** The embedments of the input's range (Min to Max Embed by the increment), m; at most 200. */
export function previewEmbedments(input: unknown): number[] {
  const min = num(getAt(input, ['settings', 'minEmbed_m']));
  const max = num(getAt(input, ['settings', 'maxEmbed_m']));
  const step = num(getAt(input, ['settings', 'embedIncrement_m']));
  if (min === undefined || max === undefined || !(min > 0) || max < min) return [];
  if (!step || step <= 0) return [min];
  const out: number[] = [];
  for (let k = 0; k <= 200 && min + k * step <= max + 1e-9; k++)
    out.push(Number((min + k * step).toFixed(6)));
  return out;
}
