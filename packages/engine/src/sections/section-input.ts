import { z } from 'zod';
import { findSection } from './catalog';
import { iShapeDimensionsProblem } from './i-shape';
import { pipeDimensionsProblem, pipeSection } from './pipe';
import type { SteelSection } from './types';
import { userISection, userPropertiesSection } from './user-section';

const positive = (what: string) => z.number().positive(`${what} must be positive`);

/** The field a dimension problem names first ('tf_m (0.02) must be less than…' → ['tf_m']). */
const problemPath = (problem: string): string[] => {
  const field = /^(\w+)/.exec(problem)?.[1];
  return field ? [field] : [];
};

/**
 * The shape's own check of its dimensions, at the field it names, unless that field is reported
 * already (od_m ≤ 0: "must be positive" once, not again as "must be a positive number").
 */
function addShapeProblem(ctx: z.core.$RefinementCtx, problem: string): void {
  const path = problemPath(problem);
  if (ctx.issues.some((i) => i.path?.[0] === path[0])) return;
  ctx.addIssue({ code: 'custom', message: problem, path });
}

/** A section chosen from the catalogue, by name ('W6x9'). */
export const catalogSectionInputSchema = z.object({
  kind: z.literal('catalog'),
  name: z.string().min(1),
});

/** A user-defined I-shape by plate dimensions (m); properties computed, fillets ignored. */
export const userIShapeInputSchema = z
  .object({
    kind: z.literal('user-W'),
    name: z.string().min(1),
    family: z.string().optional(),
    d_m: positive('d_m'),
    bf_m: positive('bf_m'),
    tf_m: positive('tf_m'),
    tw_m: positive('tw_m'),
    weight_N_per_m: positive('weight_N_per_m').optional(),
    /** Tabulated by the producer (fillets included); each replaces the plate value. */
    A_m2: positive('A_m2').optional(),
    Ix_m4: positive('Ix_m4').optional(),
    Iy_m4: positive('Iy_m4').optional(),
    Zx_m3: positive('Zx_m3').optional(),
    Zy_m3: positive('Zy_m3').optional(),
    J_m4: positive('J_m4').optional(),
    /** Where the numbers come from (mill data sheet, vendor drawing). */
    source: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const problem = iShapeDimensionsProblem(v);
    if (problem) addShapeProblem(ctx, problem);
  });

/** A user-defined section by its full properties (SI). */
export const userPropertiesInputSchema = z.object({
  kind: z.literal('user-properties'),
  name: z.string().min(1),
  family: z.string().optional(),
  d_m: positive('d_m'),
  bf_m: positive('bf_m'),
  tf_m: positive('tf_m'),
  tw_m: positive('tw_m'),
  A_m2: positive('A_m2'),
  Ix_m4: positive('Ix_m4'),
  Iy_m4: positive('Iy_m4'),
  Sx_m3: positive('Sx_m3'),
  Sy_m3: positive('Sy_m3'),
  Zx_m3: positive('Zx_m3'),
  Zy_m3: positive('Zy_m3'),
  weight_N_per_m: positive('weight_N_per_m').optional(),
  source: z.string().optional(),
});

/** A circular steel pipe (OD and wall, m). */
export const pipeInputSchema = z
  .object({
    kind: z.literal('pipe'),
    name: z.string().optional(),
    /** Default 'pipe'. */
    family: z.string().optional(),
    od_m: positive('od_m'),
    t_m: positive('t_m'),
    source: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const problem = pipeDimensionsProblem(v);
    if (problem) addShapeProblem(ctx, problem);
  });

/**
 * How an input names its section: a catalogue name as a plain string ("W6x9"), or an object
 * with `kind` = catalog | user-W | user-properties | pipe.
 */
export const sectionInputSchema = z.union(
  [
    z.string().min(1),
    z.discriminatedUnion('kind', [
      catalogSectionInputSchema,
      userIShapeInputSchema,
      userPropertiesInputSchema,
      pipeInputSchema,
    ]),
  ],
  // zod's own word for a value that is neither form is "Invalid input"; say what would do
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'must be a catalogue name such as "W6x9", or an object whose kind is "catalog", "user-W", "user-properties" or "pipe"'
        : undefined,
  },
);
export type SectionInput = z.infer<typeof sectionInputSchema>;

export type SectionResolution = { ok: true; section: SteelSection } | { ok: false; message: string };

/** The SteelSection an input names, or why there is none (unknown catalogue name). */
export function resolveSection(input: SectionInput): SectionResolution {
  if (typeof input === 'string') return findSection(input);
  switch (input.kind) {
    case 'catalog':
      return findSection(input.name);
    case 'user-W':
      return { ok: true, section: userISection(input) };
    case 'user-properties':
      return { ok: true, section: userPropertiesSection(input) };
    case 'pipe': {
      const section = pipeSection(input, input.name);
      if (input.family) section.family = input.family;
      if (input.source) section.source = `${input.source} (${section.source})`;
      return { ok: true, section };
    }
  }
}
