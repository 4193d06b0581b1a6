/**
 * The one form every design mode produces and the design search reads: pier types × load
 * cases × the five actions at a load height. The search never asks which tracker company
 * the loads came from.
 *
 *   NormalisedPierLoads = { pierTypes: [{ id, name, loadHeight_m, cases: { [caseId]: {P_N, Vx_N, Vy_N, Mx_Nm, My_Nm, reversible?} }, caseKinds? }] }
 *
 * Units SI; sign conventions as in loads/load-case.ts (P_N > 0 compression; x strong axis).
 * Case ids: D, L, Lr, S, R, E (horizontal seismic), Ev, and any other id is a named wind case
 * (W, W0, W30, Wstow ...) unless caseKinds says otherwise.
 */
import { z } from 'zod';
import { describeCases, LOAD_KINDS, type CaseInfo, type LoadVector } from '../loads';

const finite = (what: string) =>
  z.number({ error: `${what} must be a number` }).finite(`${what} must be finite`);

export const pierCaseLoadSchema = z.object({
  P_N: finite('P_N'),
  Vx_N: finite('Vx_N').default(0),
  Vy_N: finite('Vy_N').default(0),
  Mx_Nm: finite('Mx_Nm').default(0),
  My_Nm: finite('My_Nm').default(0),
  /** The case may act in either sense; the code combinations take it with + and −. Default: E only. */
  reversible: z.boolean().optional(),
});
export type PierCaseLoad = z.infer<typeof pierCaseLoadSchema>;

export const normalisedPierTypeSchema = z
  .object({
    id: z.string().trim().min(1, 'must not be empty'),
    name: z.string().trim().min(1, 'must not be empty'),
    /** Height of the load point above grade, m. */
    loadHeight_m: z.number().finite().nonnegative('must be ≥ 0 m'),
    cases: z.record(z.string().min(1), pierCaseLoadSchema),
    /** Kind of a case id when its name does not say it (e.g. { 'Snow-unbal': 'S' }). */
    caseKinds: z.record(z.string(), z.enum(LOAD_KINDS)).optional(),
  })
  .refine((p) => Object.keys(p.cases).length > 0, {
    message: 'needs at least one load case',
    path: ['cases'],
  });
export type NormalisedPierType = z.infer<typeof normalisedPierTypeSchema>;

export const normalisedPierLoadsSchema = z
  .object({ pierTypes: z.array(normalisedPierTypeSchema).min(1, 'needs at least one pier type') })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.pierTypes.forEach((p, i) => {
      if (seen.has(p.id))
        ctx.addIssue({
          code: 'custom',
          path: ['pierTypes', i, 'id'],
          message: `duplicate pier type id '${p.id}'`,
        });
      seen.add(p.id);
    });
  });
export type NormalisedPierLoads = z.infer<typeof normalisedPierLoadsSchema>;

/** An adapter's answer. */
export type AdapterResult =
  { ok: true; value: NormalisedPierLoads; warnings: string[] } | { ok: false; errors: string[] };

/** The load vectors of a pier type, without the reversible flags. */
export function pierCaseVectors(pier: NormalisedPierType): Record<string, LoadVector> {
  const out: Record<string, LoadVector> = {};
  for (const [id, c] of Object.entries(pier.cases)) {
    out[id] = { P_N: c.P_N, Vx_N: c.Vx_N, Vy_N: c.Vy_N, Mx_Nm: c.Mx_Nm, My_Nm: c.My_Nm };
  }
  return out;
}

/** Kind and reversibility of each case of a pier type, for the combination expansion. */
export function pierCaseInfo(pier: NormalisedPierType): CaseInfo[] {
  const reversible: Record<string, boolean> = {};
  for (const [id, c] of Object.entries(pier.cases))
    if (c.reversible !== undefined) reversible[id] = c.reversible;
  return describeCases(Object.keys(pier.cases), { kinds: pier.caseKinds, reversible });
}

/** Validates an adapter's output against the schema (adapters build it by hand). */
export function checkedNormalised(value: NormalisedPierLoads, warnings: string[] = []): AdapterResult {
  const r = normalisedPierLoadsSchema.safeParse(value);
  if (r.success) return { ok: true, value: r.data, warnings };
  return { ok: false, errors: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}
