/**
 * Design mode 1 (Nextracker): the pile-head-load table, pier types × load cases, one row per
 * pier type and force component, one column per load case (as the tracker company's file
 * lays it out), plus the seismic pier load table (seismic/tracker-seismic.ts).
 *
 * Raw: { loadCases: ['D', 'S', 'W0', ...],
 *        pierTypes: [{ id, name?, position: 'exterior' | 'interior', loadHeight_m, seismicPiles? }],
 *        rows: [{ pierType, component: 'P_N' | 'Vx_N' | 'Vy_N' | 'Mx_Nm' | 'My_Nm', values: [...] }] }
 * A component without a row is zero; P_N must be given.
 */
import { z } from 'zod';
import { checkedNormalised, type AdapterResult, type NormalisedPierType } from './normalised';

export const LOAD_COMPONENTS = ['P_N', 'Vx_N', 'Vy_N', 'Mx_Nm', 'My_Nm'] as const;
export type LoadComponent = (typeof LOAD_COMPONENTS)[number];

export const nextrackerPierTypeSchema = z.object({
  id: z.string().trim().min(1, 'must not be empty'),
  name: z.string().optional(),
  /** Exterior or interior tracker: which rows of the seismic pier load table apply. */
  position: z.enum(['exterior', 'interior']),
  loadHeight_m: z.number().finite().nonnegative(),
  /** 1-based piles (from the drive) whose seismic weight this pier type takes; default all. */
  seismicPiles: z.array(z.number().int().positive()).optional(),
});

export const nextrackerPileHeadLoadsSchema = z.object({
  loadCases: z.array(z.string().trim().min(1)).min(1, 'needs at least one load case column'),
  pierTypes: z.array(nextrackerPierTypeSchema).min(1, 'needs at least one pier type'),
  rows: z.array(
    z.object({
      pierType: z.string().min(1),
      component: z.enum(LOAD_COMPONENTS),
      values: z.array(z.number().finite()),
    }),
  ),
  reversibleCases: z.array(z.string()).default([]),
});
export type NextrackerPileHeadLoads = z.infer<typeof nextrackerPileHeadLoadsSchema>;

export function nextrackerAdapter(raw: NextrackerPileHeadLoads): AdapterResult {
  const errors: string[] = [];
  const byPier = new Map<string, Partial<Record<LoadComponent, number[]>>>();
  for (const p of raw.pierTypes) byPier.set(p.id, {});
  raw.rows.forEach((row, i) => {
    const comps = byPier.get(row.pierType);
    if (!comps) return void errors.push(`rows[${i}].pierType: unknown pier type '${row.pierType}'`);
    if (row.values.length !== raw.loadCases.length)
      return void errors.push(
        `rows[${i}].values: ${row.values.length} values for ${raw.loadCases.length} load cases (${raw.loadCases.join(', ')})`,
      );
    if (comps[row.component])
      return void errors.push(`rows[${i}]: ${row.pierType} ${row.component} given twice`);
    comps[row.component] = row.values;
  });
  const reversible = new Set(raw.reversibleCases);
  const pierTypes: NormalisedPierType[] = [];
  for (const p of raw.pierTypes) {
    const comps = byPier.get(p.id) ?? {};
    if (!comps.P_N) {
      errors.push(`pier type ${p.id}: no P_N row`);
      continue;
    }
    const cases: NormalisedPierType['cases'] = {};
    raw.loadCases.forEach((caseId, j) => {
      const at = (c: LoadComponent) => comps[c]?.[j] ?? 0;
      cases[caseId] = {
        P_N: at('P_N'),
        Vx_N: at('Vx_N'),
        Vy_N: at('Vy_N'),
        Mx_Nm: at('Mx_Nm'),
        My_Nm: at('My_Nm'),
        ...(reversible.has(caseId) ? { reversible: true } : {}),
      };
    });
    pierTypes.push({ id: p.id, name: p.name ?? p.id, loadHeight_m: p.loadHeight_m, cases });
  }
  if (errors.length > 0) return { ok: false, errors };
  return checkedNormalised({ pierTypes });
}
