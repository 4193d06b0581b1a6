/**
 * Design mode 2 (Generic): pier head loads typed or uploaded per load type and load case.
 * The generic pier types are the product's load types SAP, SAPE, SMP, HAP, HAPE, HMP, PDP,
 * PNDP, PMSP, IDP, INDP, IMSP, ERE (spec §9). Their long names are not given by the spec,
 * so they are named by their codes.
 *
 * Raw table: rows of { loadType, loadCase, P_N, Vx_N, Vy_N, Mx_Nm, My_Nm, loadHeight_m? };
 * loadHeight_m defaults to the table's Design Load Application height.
 */
import { z } from 'zod';
import { checkedNormalised, type AdapterResult, type NormalisedPierType } from './normalised';

export const GENERIC_LOAD_TYPES = [
  'SAP',
  'SAPE',
  'SMP',
  'HAP',
  'HAPE',
  'HMP',
  'PDP',
  'PNDP',
  'PMSP',
  'IDP',
  'INDP',
  'IMSP',
  'ERE',
] as const;
export type GenericLoadType = (typeof GENERIC_LOAD_TYPES)[number];

export const genericLoadRowSchema = z.object({
  loadType: z.enum(GENERIC_LOAD_TYPES),
  loadCase: z.string().trim().min(1, 'must not be empty'),
  P_N: z.number().finite(),
  Vx_N: z.number().finite().default(0),
  Vy_N: z.number().finite().default(0),
  Mx_Nm: z.number().finite().default(0),
  My_Nm: z.number().finite().default(0),
  loadHeight_m: z.number().finite().nonnegative().optional(),
});

export const genericPierHeadLoadsSchema = z.object({
  /** Design Load Application: height of the load point above grade, m. */
  loadHeight_m: z.number().finite().nonnegative(),
  rows: z.array(genericLoadRowSchema).min(1, 'needs at least one pier head load row'),
  /** Case ids that may act in either sense (wind from either side). */
  reversibleCases: z.array(z.string()).default([]),
});
export type GenericPierHeadLoads = z.infer<typeof genericPierHeadLoadsSchema>;

export function genericAdapter(raw: GenericPierHeadLoads): AdapterResult {
  const errors: string[] = [];
  const piers = new Map<string, NormalisedPierType>();
  const reversible = new Set(raw.reversibleCases);
  // a loop, not a closure made at every call (V8 compiled it again after most full collections, issue 12)
  for (let i = 0; i < raw.rows.length; i++) {
    const row = raw.rows[i]!;
    const height = row.loadHeight_m ?? raw.loadHeight_m;
    let pier = piers.get(row.loadType);
    if (!pier) {
      pier = { id: row.loadType, name: row.loadType, loadHeight_m: height, cases: {} };
      piers.set(row.loadType, pier);
    } else if (pier.loadHeight_m !== height) {
      errors.push(
        `rows[${i}].loadHeight_m: ${height} m differs from ${pier.loadHeight_m} m of the other ${row.loadType} rows`,
      );
    }
    if (pier.cases[row.loadCase]) {
      errors.push(`rows[${i}]: ${row.loadType} has load case '${row.loadCase}' twice`);
      continue;
    }
    pier.cases[row.loadCase] = {
      P_N: row.P_N,
      Vx_N: row.Vx_N,
      Vy_N: row.Vy_N,
      Mx_Nm: row.Mx_Nm,
      My_Nm: row.My_Nm,
      ...(reversible.has(row.loadCase) ? { reversible: true } : {}),
    };
  }
  if (errors.length > 0) return { ok: false, errors };
  return checkedNormalised({ pierTypes: [...piers.values()] });
}
