/**
 * Design mode 3 (Nevados): the pier load file, one row per pier and load case with the
 * actions in the tracker's frame: transverse (across the torque tube) and longitudinal
 * (along it). Transverse loads bend the pile about its strong axis when its web is set across
 * the tube (the usual orientation); `transverseIsStrongAxis: false` swaps the axes.
 * `axialPositive` says which sense the file counts positive.
 */
import { z } from 'zod';
import { checkedNormalised, type AdapterResult, type NormalisedPierType } from './normalised';

export const nevadosPierLoadsSchema = z.object({
  rows: z
    .array(
      z.object({
        pier: z.string().trim().min(1, 'must not be empty'),
        loadCase: z.string().trim().min(1, 'must not be empty'),
        axial_N: z.number().finite(),
        transverseShear_N: z.number().finite().default(0),
        longitudinalShear_N: z.number().finite().default(0),
        transverseMoment_Nm: z.number().finite().default(0),
        longitudinalMoment_Nm: z.number().finite().default(0),
        loadHeight_m: z.number().finite().nonnegative(),
      }),
    )
    .min(1, 'needs at least one pier load row'),
  axialPositive: z.enum(['compression', 'tension']).default('compression'),
  transverseIsStrongAxis: z.boolean().default(true),
  reversibleCases: z.array(z.string()).default([]),
});
export type NevadosPierLoads = z.infer<typeof nevadosPierLoadsSchema>;

export function nevadosAdapter(raw: NevadosPierLoads): AdapterResult {
  const errors: string[] = [];
  const sign = raw.axialPositive === 'compression' ? 1 : -1;
  const reversible = new Set(raw.reversibleCases);
  const piers = new Map<string, NormalisedPierType>();
  raw.rows.forEach((row, i) => {
    let pier = piers.get(row.pier);
    if (!pier) {
      pier = { id: row.pier, name: row.pier, loadHeight_m: row.loadHeight_m, cases: {} };
      piers.set(row.pier, pier);
    } else if (pier.loadHeight_m !== row.loadHeight_m) {
      errors.push(
        `rows[${i}].loadHeight_m: ${row.loadHeight_m} m differs from ${pier.loadHeight_m} m of the other ${row.pier} rows`,
      );
    }
    if (pier.cases[row.loadCase])
      return void errors.push(`rows[${i}]: ${row.pier} has load case '${row.loadCase}' twice`);
    const [strongV, strongM, weakV, weakM] = raw.transverseIsStrongAxis
      ? [row.transverseShear_N, row.transverseMoment_Nm, row.longitudinalShear_N, row.longitudinalMoment_Nm]
      : [row.longitudinalShear_N, row.longitudinalMoment_Nm, row.transverseShear_N, row.transverseMoment_Nm];
    pier.cases[row.loadCase] = {
      P_N: sign * row.axial_N + 0,
      Vx_N: strongV,
      Vy_N: weakV,
      Mx_Nm: strongM,
      My_Nm: weakM,
      ...(reversible.has(row.loadCase) ? { reversible: true } : {}),
    };
  });
  if (errors.length > 0) return { ok: false, errors };
  return checkedNormalised({ pierTypes: [...piers.values()] });
}
