import { z } from 'zod';

/**
 * The engine's soil-layer input: one object per layer, SI units (m, Pa, N/m³), unit in the
 * field name where it traps. Defaults that depend on other fields (eps50, k, J) are resolved
 * when the profile is built (see `soil-profile.ts` and docs/soil-models.md).
 */

/** The p-y models, by product soil type number (1-10), plus the API clay polyline option. */
export const SOIL_MODELS = [
  'api-sand', // 1
  'soft-clay-matlock', // 2
  'stiff-clay-free-water', // 3
  'stiff-clay-no-free-water', // 4
  'cemented-c-phi', // 5
  'weak-rock', // 6
  'liquefied-sand', // 7
  'vuggy-limestone', // 8
  'reese-sand', // 9
  'modified-stiff-clay', // 10
  'api-soft-clay-polyline', // option of 2 (API RP 2A tabulated curve)
] as const;
export type SoilModelId = (typeof SOIL_MODELS)[number];

/** Product soil type number -> model id. */
export const SOIL_TYPE_MODELS: Readonly<Record<number, SoilModelId>> = Object.freeze({
  1: 'api-sand',
  2: 'soft-clay-matlock',
  3: 'stiff-clay-free-water',
  4: 'stiff-clay-no-free-water',
  5: 'cemented-c-phi',
  6: 'weak-rock',
  7: 'liquefied-sand',
  8: 'vuggy-limestone',
  9: 'reese-sand',
  10: 'modified-stiff-clay',
});

/** Model id of a product soil type number (1-10); the polyline option is a flag of type 2. */
export function soilModelFromType(soilType: number, apiClayPolyline = false): SoilModelId | undefined {
  if (soilType === 2 && apiClayPolyline) return 'api-soft-clay-polyline';
  return SOIL_TYPE_MODELS[soilType];
}

/** Models whose curves use depth below the top of the rock. */
export const ROCK_MODELS: readonly SoilModelId[] = ['weak-rock', 'vuggy-limestone'];

const positive = () => z.number().positive();
const nonNegative = () => z.number().min(0);

export const soilLayerSchema = z.object({
  name: z.string().min(1),
  model: z.enum(SOIL_MODELS),
  /** Depth of the layer top below grade (m). */
  top_m: nonNegative(),
  /** Depth of the layer bottom below grade (m). */
  bottom_m: nonNegative(),
  /** Total unit weight (N/m³); gamma' = gamma - gamma_w below the water table. */
  gamma_N_per_m3: positive(),
  /** Friction angle (degrees): sands, c-phi soil. */
  phiDeg: z.number().min(0).max(50).optional(),
  /** Undrained shear strength at the layer top (Pa): clays; cohesion c for c-phi soil. */
  cu_Pa: nonNegative().optional(),
  /** Undrained shear strength at the layer bottom (Pa), linear in between; default cu_Pa. */
  cuBottom_Pa: nonNegative().optional(),
  /** Initial modulus of subgrade reaction k (N/m³), p = k z y. Overrides the defaults. */
  k_N_per_m3: positive().optional(),
  /** Strain at 50 % of the peak deviator stress; default from c_u (docs/soil-models.md). */
  eps50: positive().optional(),
  /** Matlock's J (default 0.5). */
  J: nonNegative().optional(),
  /** Unconfined compressive strength (Pa): weak rock; vuggy limestone (s_u = q_u/2). */
  qu_Pa: positive().optional(),
  /** Rock shear strength s_u (Pa): vuggy limestone (alternative to qu_Pa). */
  su_Pa: positive().optional(),
  /** Initial rock-mass modulus E_ir (Pa): weak rock. */
  Erm_Pa: positive().optional(),
  /** k_rm (dimensionless, 0.00005-0.0005; default 0.0005): weak rock. */
  krm: positive().optional(),
  /** RQD (%) at the layer top / bottom, linear in between: weak rock. */
  rqdStart_pct: z.number().min(0).max(100).optional(),
  rqdEnd_pct: z.number().min(0).max(100).optional(),
  loading: z.enum(['static', 'cyclic']).default('static'),
  /** Number of cycles for cyclic stiff clay without free water (types 4, 10); default 100. */
  nCycles: z.number().min(1).optional(),
  /** p-multiplier at the layer top / bottom, linear in between. Both default to 1; a layer
   *  given only pMultiStart keeps it constant (a ramp to 1 would surprise the engineer). */
  pMultiStart: nonNegative().default(1),
  pMultiEnd: nonNegative().optional(),
});

/** A layer as stored / sent (defaults optional). */
export type SoilLayerInput = z.input<typeof soilLayerSchema>;
/** A parsed layer (defaults filled). */
export type SoilLayer = z.output<typeof soilLayerSchema>;

type LayerField = keyof SoilLayer;

/** Fields each model needs (beyond name, depths, gamma, loading). */
export const REQUIRED_FIELDS: Readonly<Record<SoilModelId, readonly LayerField[]>> = Object.freeze({
  'api-sand': ['phiDeg'],
  'soft-clay-matlock': ['cu_Pa'],
  'api-soft-clay-polyline': ['cu_Pa'],
  'stiff-clay-free-water': ['cu_Pa'],
  'stiff-clay-no-free-water': ['cu_Pa'],
  'cemented-c-phi': ['cu_Pa', 'phiDeg', 'k_N_per_m3'],
  'weak-rock': ['qu_Pa', 'Erm_Pa', 'rqdStart_pct'],
  'liquefied-sand': [],
  'vuggy-limestone': [],
  'reese-sand': ['phiDeg'],
  'modified-stiff-clay': ['cu_Pa', 'k_N_per_m3'],
});

/** Models whose strength is an undrained c_u (their c_a averages run across each other). */
export const CLAY_MODELS: readonly SoilModelId[] = [
  'soft-clay-matlock',
  'api-soft-clay-polyline',
  'stiff-clay-free-water',
  'stiff-clay-no-free-water',
  'modified-stiff-clay',
];

/** One problem of a profile: names the layer (index, name) and the field. */
export interface SoilLayerIssue {
  /** Index of the layer, or -1 for the profile as a whole. */
  layerIndex: number;
  layerName: string;
  field: string;
  message: string;
}

export interface SoilProfileOptions {
  /** Depth of the water table below grade (m); undefined/null = no water table. */
  waterTableDepth_m?: number | null | undefined;
  /** Unit weight of water (N/m³); default GAMMA_W_N_PER_M3. */
  gammaW_N_per_m3?: number | undefined;
  /** Global P-factor multiplying every p-multiplier (default 1). */
  pFactor?: number | undefined;
  /** No lateral resistance above this depth below grade (m, default 0). */
  lateralNeglectDepth_m?: number | undefined;
}

/** gamma_w = 9.81 kN/m³ (py-models.md §0; openpile and the lateral refcases use 10.0). */
export const GAMMA_W_N_PER_M3 = 9810;

function issue(layerIndex: number, layerName: string, field: string, message: string): SoilLayerIssue {
  return { layerIndex, layerName, field, message };
}

/** Parses the layers with the schema; issues name the layer and the field. */
export function parseSoilLayers(
  input: readonly unknown[],
): { ok: true; layers: SoilLayer[] } | { ok: false; issues: SoilLayerIssue[] } {
  const layers: SoilLayer[] = [];
  const issues: SoilLayerIssue[] = [];
  input.forEach((raw, i) => {
    const res = soilLayerSchema.safeParse(raw);
    const name =
      typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string'
        ? (raw as { name: string }).name
        : `#${i + 1}`;
    if (res.success) layers.push(res.data);
    else
      for (const e of res.error.issues) issues.push(issue(i, name, e.path.join('.') || '(layer)', e.message));
  });
  return issues.length ? { ok: false, issues } : { ok: true, layers };
}

/**
 * Checks a parsed profile: thickness, order, gaps and overlaps, parameters each model needs,
 * strengths, water table and global options. Returns [] when the profile is usable.
 */
export function validateSoilProfile(
  layers: readonly SoilLayer[],
  options: SoilProfileOptions = {},
): SoilLayerIssue[] {
  const out: SoilLayerIssue[] = [];
  const gammaW = options.gammaW_N_per_m3 ?? GAMMA_W_N_PER_M3;
  const wt = options.waterTableDepth_m;
  if (layers.length === 0) out.push(issue(-1, '(profile)', 'layers', 'the profile has no layers'));
  if (wt != null && !(wt >= 0)) out.push(issue(-1, '(profile)', 'waterTableDepth_m', 'must be >= 0 m'));
  if (!(gammaW > 0)) out.push(issue(-1, '(profile)', 'gammaW_N_per_m3', 'must be > 0'));
  if (options.pFactor !== undefined && !(options.pFactor >= 0))
    out.push(issue(-1, '(profile)', 'pFactor', 'must be >= 0'));
  if (options.lateralNeglectDepth_m !== undefined && !(options.lateralNeglectDepth_m >= 0))
    out.push(issue(-1, '(profile)', 'lateralNeglectDepth_m', 'must be >= 0 m'));

  layers.forEach((L, i) => {
    const at = (field: string, message: string) => out.push(issue(i, L.name, field, message));
    if (!(L.bottom_m > L.top_m))
      at('bottom_m', `zero or negative thickness (top ${L.top_m} m, bottom ${L.bottom_m} m)`);
    if (i === 0 && L.top_m !== 0)
      at('top_m', `the first layer must start at grade (top_m = 0), not ${L.top_m} m`);
    if (i > 0) {
      const prev = layers[i - 1]!;
      if (L.top_m > prev.bottom_m)
        at(
          'top_m',
          `gap between layer ${i - 1} "${prev.name}" (bottom ${prev.bottom_m} m) and this top ${L.top_m} m`,
        );
      else if (L.top_m < prev.bottom_m)
        at(
          'top_m',
          `overlaps layer ${i - 1} "${prev.name}" (bottom ${prev.bottom_m} m) with this top ${L.top_m} m`,
        );
    }
    for (const f of REQUIRED_FIELDS[L.model]) {
      if (L[f] === undefined) at(f, `required by model ${L.model}`);
    }
    if (CLAY_MODELS.includes(L.model) && L.cu_Pa !== undefined && !(L.cu_Pa > 0))
      at('cu_Pa', 'undrained strength must be > 0 for a clay model');
    if (L.cuBottom_Pa !== undefined && CLAY_MODELS.includes(L.model) && !(L.cuBottom_Pa > 0))
      at('cuBottom_Pa', 'undrained strength must be > 0 for a clay model');
    if ((L.model === 'api-sand' || L.model === 'reese-sand') && L.phiDeg !== undefined && !(L.phiDeg > 0))
      at('phiDeg', 'friction angle must be > 0 for a sand model');
    if (L.model === 'cemented-c-phi' && L.cu_Pa === 0 && L.phiDeg === 0)
      at('cu_Pa', 'c-phi soil with c = 0 and phi = 0 has no strength');
    if (L.model === 'vuggy-limestone' && L.su_Pa === undefined && L.qu_Pa === undefined)
      at('qu_Pa', 'vuggy limestone needs qu_Pa or su_Pa');
    if (wt != null && wt < L.bottom_m && !(L.gamma_N_per_m3 > gammaW))
      at('gamma_N_per_m3', `below the water table gamma must exceed gamma_w = ${gammaW} N/m³`);
  });
  return out;
}
