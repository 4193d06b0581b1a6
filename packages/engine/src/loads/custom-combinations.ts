/**
 * Custom load combinations from the settings (load_combo_cases: { loadCases, mapping_combo }).
 *
 * Shape (SI-free: factors are plain numbers):
 *   loadCases:     [{ id: 'W0', kind?: 'W', reversible?: false, description?: '...' }, ...]
 *   mapping_combo: [{ name: 'LC1', method: 'LRFD', factors: { D: 1.2, W0: 1.0, S: 0.5 } }, ...]
 *   includeCodeCombinations: false  (true: the ASCE 7 basic combinations are used as well)
 *
 * A custom combination is taken literally: no alternatives, no reversal; to reverse a case
 * write a second combination with a negative factor.
 */
import { z } from 'zod';
import type { LoadCombination } from './combinations';
import { LOAD_KINDS } from './load-case';

export const customLoadCaseSchema = z.object({
  id: z.string().trim().min(1, 'must not be empty'),
  /** ASCE 7 kind; inferred from the id when omitted (D, L, Lr, S, R, E, Ev by name, else wind). */
  kind: z.enum(LOAD_KINDS).optional(),
  /** The case may act in either sense (code combinations take it with + and −). */
  reversible: z.boolean().optional(),
  description: z.string().optional(),
});
export type CustomLoadCase = z.infer<typeof customLoadCaseSchema>;

export const customCombinationSchema = z.object({
  name: z.string().trim().min(1, 'must not be empty'),
  method: z.enum(['ASD', 'LRFD']),
  factors: z.record(z.string(), z.number().finite()),
});
export type CustomCombination = z.infer<typeof customCombinationSchema>;

export const loadComboCasesSchema = z
  .object({
    loadCases: z.array(customLoadCaseSchema).default([]),
    mapping_combo: z.array(customCombinationSchema).default([]),
    includeCodeCombinations: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const ids = new Set<string>();
    v.loadCases.forEach((c, i) => {
      if (ids.has(c.id))
        ctx.addIssue({
          code: 'custom',
          path: ['loadCases', i, 'id'],
          message: `duplicate load case id '${c.id}'`,
        });
      ids.add(c.id);
    });
    const names = new Set<string>();
    v.mapping_combo.forEach((combo, i) => {
      if (names.has(combo.name))
        ctx.addIssue({
          code: 'custom',
          path: ['mapping_combo', i, 'name'],
          message: `duplicate combination name '${combo.name}'`,
        });
      names.add(combo.name);
      const keys = Object.keys(combo.factors);
      if (keys.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['mapping_combo', i, 'factors'],
          message: 'needs at least one load case factor',
        });
      for (const k of keys) {
        if (!ids.has(k))
          ctx.addIssue({
            code: 'custom',
            path: ['mapping_combo', i, 'factors', k],
            message: `unknown load case '${k}' (not in loadCases)`,
          });
      }
    });
  });
export type LoadComboCases = z.infer<typeof loadComboCasesSchema>;

/** The custom combinations as LoadCombination (factor order: as written). */
export function customCombinations(settings: LoadComboCases): LoadCombination[] {
  return settings.mapping_combo.map((c) => ({
    name: c.name,
    method: c.method,
    source: 'custom',
    factors: Object.entries(c.factors).map(([caseId, factor]) => ({ caseId, factor })),
  }));
}
