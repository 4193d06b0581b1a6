/**
 * Design mode 4 (Array Tech, ATI): ground force tables, one per pier type and load case,
 * tabulated against pile height (ati_pier_loads).
 *
 * Raw (ati_pier_loads):
 *   groundForceTables: [{ pierType, name?, loadCase, columns: ['Height', 'Axial', 'Shear', 'Moment', ...],
 *                         rows: [{ pileHeight_m, values: [...] }] }]   values align with columns
 *   selectedColumns:   { P_N: 'Axial', Vx_N: 'Shear', Mx_Nm: 'Moment', ... }   the column each action is read from
 *   load_factor_moment: multiplier applied to the tabulated moments (default 1)
 *   interpolate_heights: true → linear interpolation between tabulated heights; false → the
 *                        pile height must be tabulated
 *   forcesAt: 'ground' (default) → the tables give forces at grade; the load point is the pile
 *             top at the pile height h, so M_head = M_ground − V·h. 'head' → taken as head loads.
 * Extrapolation outside the tabulated heights is refused.
 */
import { z } from 'zod';
import { LOAD_COMPONENTS, type LoadComponent } from './nextracker';
import { checkedNormalised, type AdapterResult, type NormalisedPierType } from './normalised';

export const groundForceTableSchema = z.object({
  pierType: z.string().trim().min(1, 'must not be empty'),
  name: z.string().optional(),
  loadCase: z.string().trim().min(1, 'must not be empty'),
  columns: z.array(z.string().min(1)).min(1),
  rows: z
    .array(z.object({ pileHeight_m: z.number().finite().positive(), values: z.array(z.number().finite()) }))
    .min(1, 'needs at least one tabulated height'),
});
export type GroundForceTable = z.infer<typeof groundForceTableSchema>;

export const atiPierLoadsSchema = z.object({
  groundForceTables: z.array(groundForceTableSchema).min(1, 'needs at least one ground force table'),
  selectedColumns: z
    .object({
      P_N: z.string().min(1),
      Vx_N: z.string().min(1).optional(),
      Vy_N: z.string().min(1).optional(),
      Mx_Nm: z.string().min(1).optional(),
      My_Nm: z.string().min(1).optional(),
    })
    .strict(),
  load_factor_moment: z.number().finite().positive().default(1),
  interpolate_heights: z.boolean().default(true),
  forcesAt: z.enum(['ground', 'head']).default('ground'),
  reversibleCases: z.array(z.string()).default([]),
});
export type AtiPierLoads = z.infer<typeof atiPierLoadsSchema>;

export type InterpolationResult =
  { ok: true; values: number[]; how: string } | { ok: false; message: string };

/** Linear interpolation y = y1 + (y2 − y1)·(h − h1)/(h2 − h1) between the tabulated heights bracketing h. */
export function interpolateByHeight(
  rows: readonly { pileHeight_m: number; values: readonly number[] }[],
  h_m: number,
  allowInterpolation: boolean,
): InterpolationResult {
  const sorted = [...rows].sort((a, b) => a.pileHeight_m - b.pileHeight_m);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return { ok: false, message: 'no tabulated heights' };
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.pileHeight_m === sorted[i - 1]!.pileHeight_m)
      return { ok: false, message: `height ${sorted[i]!.pileHeight_m} m is tabulated twice` };
  }
  const exact = sorted.find((r) => Math.abs(r.pileHeight_m - h_m) <= 1e-9);
  if (exact) return { ok: true, values: [...exact.values], how: `tabulated at ${exact.pileHeight_m} m` };
  const range = `${first.pileHeight_m}–${last.pileHeight_m} m`;
  if (h_m < first.pileHeight_m || h_m > last.pileHeight_m)
    return {
      ok: false,
      message: `pile height ${h_m} m is outside the tabulated heights (${range}): extrapolation is not allowed`,
    };
  if (!allowInterpolation)
    return {
      ok: false,
      message: `pile height ${h_m} m is not tabulated (${sorted.map((r) => r.pileHeight_m).join(', ')} m) and interpolation is off`,
    };
  const j = sorted.findIndex((r) => r.pileHeight_m > h_m);
  const lo = sorted[j - 1]!;
  const hi = sorted[j]!;
  const t = (h_m - lo.pileHeight_m) / (hi.pileHeight_m - lo.pileHeight_m);
  const values = lo.values.map((y1, k) => y1 + ((hi.values[k] ?? 0) - y1) * t);
  return {
    ok: true,
    values,
    how: `interpolated between ${lo.pileHeight_m} m and ${hi.pileHeight_m} m (t = ${t.toFixed(4)})`,
  };
}

/** The normalised loads of every ATI pier type at one pile height (the load point is the pile top). */
export function arrayTechAdapter(raw: AtiPierLoads, pileHeight_m: number): AdapterResult {
  const errors: string[] = [];
  const reversible = new Set(raw.reversibleCases);
  const piers = new Map<string, NormalisedPierType>();
  raw.groundForceTables.forEach((table, i) => {
    const where = `groundForceTables[${i}] (${table.pierType}, ${table.loadCase})`;
    const col: Partial<Record<LoadComponent, number>> = {};
    for (const c of LOAD_COMPONENTS) {
      const name = raw.selectedColumns[c];
      if (name === undefined) continue;
      const k = table.columns.indexOf(name);
      if (k < 0) return void errors.push(`${where}.columns: no column '${name}' selected for ${c}`);
      col[c] = k;
    }
    const bad = table.rows.findIndex((r) => r.values.length !== table.columns.length);
    if (bad >= 0)
      return void errors.push(
        `${where}.rows[${bad}].values: ${table.rows[bad]!.values.length} values for ${table.columns.length} columns`,
      );
    const r = interpolateByHeight(table.rows, pileHeight_m, raw.interpolate_heights);
    if (!r.ok) return void errors.push(`${where}: ${r.message}`);
    const at = (c: LoadComponent) => (col[c] === undefined ? 0 : (r.values[col[c]] ?? 0));
    const V = { x: at('Vx_N'), y: at('Vy_N') };
    const Mx = at('Mx_Nm') * raw.load_factor_moment;
    const My = at('My_Nm') * raw.load_factor_moment;
    const toHead = raw.forcesAt === 'ground' ? pileHeight_m : 0;
    let pier = piers.get(table.pierType);
    if (!pier) {
      pier = {
        id: table.pierType,
        name: table.name ?? table.pierType,
        loadHeight_m: pileHeight_m,
        cases: {},
      };
      piers.set(table.pierType, pier);
    }
    if (pier.cases[table.loadCase])
      return void errors.push(`${where}: load case given twice for this pier type`);
    pier.cases[table.loadCase] = {
      P_N: at('P_N'),
      Vx_N: V.x,
      Vy_N: V.y,
      // Moment at grade = M_head + V·h  →  M_head = M_ground − V·h
      Mx_Nm: Mx - V.x * toHead + 0,
      My_Nm: My - V.y * toHead + 0,
      ...(reversible.has(table.loadCase) ? { reversible: true } : {}),
    };
  });
  if (errors.length > 0) return { ok: false, errors };
  return checkedNormalised({ pierTypes: [...piers.values()] });
}
