// Soil (spec §3 "Soil layer"): the layer fields and the profile fields, with the soil models that
// read each layer field (py-models.md; engine soil/soil-layer.ts REQUIRED_FIELDS says which are
// required). A new layer field is one engine change (soil-layer.ts and the model that reads it)
// plus one entry here: the soil table, the input summary and the report follow.
import {
  apiSandInitialModulus_N_per_m3,
  eps50For,
  SOIL_TYPE_MODELS,
  stiffClayKFor,
  type DesignInput,
  type SoilLayer,
  type SoilModelId,
} from '@pilewise/engine';
import { SOIL_TYPES } from '@pilewise/contracts';
import { fieldTable, type InputField } from './field';
import { soilModelFromName } from './soil-type-names';

const SANDS: readonly SoilModelId[] = ['api-sand', 'reese-sand'];
const CLAYS: readonly SoilModelId[] = [
  'soft-clay-matlock',
  'api-soft-clay-polyline',
  'stiff-clay-free-water',
  'stiff-clay-no-free-water',
  'modified-stiff-clay',
];
const CYCLIC_STIFF_CLAY: readonly SoilModelId[] = ['stiff-clay-no-free-water', 'modified-stiff-clay'];

/** The soil types of spec §9 with the model each runs, and the API RP 2A polyline option of type 2. */
export const SOIL_MODEL_OPTIONS: readonly { value: SoilModelId; label: string }[] = [
  ...Object.entries(SOIL_TYPE_MODELS).map(([type, model]) => ({
    value: model,
    label: `${type} · ${SOIL_TYPES[Number(type) as keyof typeof SOIL_TYPES]}`,
  })),
  { value: 'api-soft-clay-polyline', label: '2 · Soft Clay (API RP 2A polyline)' },
];

/** A layer row as typed so far: its model and strengths when they are numbers. */
function clayRow(row: unknown): Pick<SoilLayer, 'model' | 'cu_Pa' | 'cuBottom_Pa' | 'loading'> | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  if (typeof r.cu_Pa !== 'number' || !(r.cu_Pa > 0) || !CLAYS.includes(r.model as SoilModelId)) return null;
  return {
    model: r.model as SoilModelId,
    cu_Pa: r.cu_Pa,
    cuBottom_Pa: typeof r.cuBottom_Pa === 'number' ? r.cuBottom_Pa : undefined,
    loading: r.loading === 'cyclic' ? 'cyclic' : 'static',
  };
}

/** ε50 a clay row without one takes: the class table's, from its c_u (engine eps50For). */
function eps50Default(row: unknown): number | undefined {
  const L = clayRow(row);
  return L ? eps50For({ ...L, eps50: undefined } as SoilLayer) : undefined;
}

/**
 * The k an API or Reese sand without one takes (the API chart's by φ, engine
 * apiSandInitialModulus_N_per_m3) on each side of the soil profile's water table the layer
 * reaches, null on a side it does not; null for any other row. The soil table's empty cell and the
 * input summary both read it.
 */
export function sandKDefaults(
  row: unknown,
  soil?: unknown,
): { above: number | null; below: number | null } | null {
  const r = row as Partial<Record<string, unknown>> | null;
  if (!r || !SANDS.includes(r.model as SoilModelId) || typeof r.phiDeg !== 'number') return null;
  if (typeof r.top_m !== 'number' || typeof r.bottom_m !== 'number') return null;
  const phi = r.phiDeg;
  const water = (soil as { waterTableDepth_m?: unknown } | undefined)?.waterTableDepth_m;
  const hasWater = typeof water === 'number';
  return {
    above: !hasWater || r.top_m < water ? apiSandInitialModulus_N_per_m3(phi, false) : null,
    below: hasWater && r.bottom_m > water ? apiSandInitialModulus_N_per_m3(phi, true) : null,
  };
}

/**
 * k a layer without one takes, where one value holds for the whole layer: a stiff clay with free
 * water the class table's, from its c_a and loading; a sand the API chart's on its side of the
 * water table, and none for a sand across it, which takes both (the input summary gives the two).
 */
function kDefault(row: unknown, soil?: unknown): number | undefined {
  const L = clayRow(row);
  if (L?.model === 'stiff-clay-free-water') return stiffClayKFor({ ...L, k_N_per_m3: undefined });
  const sand = sandKDefaults(row, soil);
  if (!sand || (sand.above !== null && sand.below !== null)) return undefined;
  return sand.above ?? sand.below ?? undefined;
}

/** The name of a soil model as the product calls it (spec §9 soil types). */
export function soilModelName(model: SoilModelId): string {
  const option = SOIL_MODEL_OPTIONS.find((o) => o.value === model);
  return option ? option.label.split(' · ')[1]! : model;
}

export const SOIL_LAYER_FIELDS = fieldTable<SoilLayer>()([
  { key: 'name', label: 'Soil Name', unit: 'none', kind: 'text', inSummary: true },
  {
    key: 'model',
    label: 'Soil type',
    unit: 'none',
    kind: 'choice',
    options: SOIL_MODEL_OPTIONS,
    choiceFromText: soilModelFromName,
    description: 'Spec §3 Soil Layer: the soil type and its p-y model',
    inSummary: true,
  },
  { key: 'top_m', label: 'Layer Start', unit: 'length', inSummary: true },
  { key: 'bottom_m', label: 'Layer End', unit: 'length', inSummary: true },
  { key: 'gamma_N_per_m3', label: 'Gamma', unit: 'unitWeight', inSummary: true },
  {
    key: 'phiDeg',
    label: 'Phi',
    unit: 'degrees',
    models: [...SANDS, 'cemented-c-phi'],
    inSummary: true,
  },
  {
    key: 'cu_Pa',
    label: 'Cu',
    unit: 'pressure',
    column: 'strength',
    models: [...CLAYS, 'cemented-c-phi'],
    description: 'Undrained shear strength at the layer top; cohesion c of cemented soil',
    inSummary: true,
  },
  {
    key: 'qu_Pa',
    label: 'Qu',
    unit: 'pressure',
    column: 'strength',
    models: ['weak-rock'],
    description: 'Uniaxial compressive strength of the rock',
    inSummary: true,
  },
  {
    key: 'su_Pa',
    label: 'Su',
    unit: 'pressure',
    column: 'strength',
    models: ['vuggy-limestone'],
    description: 'Shear strength of the rock',
    inSummary: true,
  },
  {
    key: 'cuBottom_Pa',
    label: 'Cu bottom',
    unit: 'pressure',
    models: CLAYS,
    description: 'At the layer bottom, linear in between (default: Cu)',
  },
  {
    key: 'k_N_per_m3',
    label: 'Kpy',
    unit: 'subgradeModulus',
    column: 'stiffness',
    models: [...SANDS, 'stiff-clay-free-water', 'modified-stiff-clay', 'cemented-c-phi'],
    rowDefault: kDefault,
  },
  { key: 'krm', label: 'Krm', unit: 'ratio', column: 'stiffness', models: ['weak-rock'] },
  { key: 'eps50', label: 'e50', unit: 'ratio', column: 'strain', models: CLAYS, rowDefault: eps50Default },
  { key: 'Erm_Pa', label: 'Erm', unit: 'pressure', column: 'strain', models: ['weak-rock'] },
  {
    key: 'J',
    label: 'J',
    unit: 'ratio',
    // the clays whose p_u has Matlock's shallow term J·z/b (engine clayUltimate_N_per_m)
    models: [
      'soft-clay-matlock',
      'api-soft-clay-polyline',
      'stiff-clay-no-free-water',
      'modified-stiff-clay',
    ],
    description:
      'J of the shallow resistance, J·z/b (Matlock 1970: 0.5 for soft Gulf clay; Welch & Reese 1972 take 0.5)',
  },
  { key: 'rqdStart_pct', label: 'RQD start', unit: 'percent', models: ['weak-rock'] },
  { key: 'rqdEnd_pct', label: 'RQD end', unit: 'percent', models: ['weak-rock'] },
  { key: 'pMultiStart', label: 'pMultiStart', unit: 'ratio' },
  { key: 'pMultiEnd', label: 'pMultiEnd', unit: 'ratio' },
  {
    key: 'loading',
    label: 'Loading',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'static', label: 'Static' },
      { value: 'cyclic', label: 'Cyclic' },
    ],
  },
  {
    key: 'nCycles',
    label: 'Cycles',
    unit: 'count',
    models: CYCLIC_STIFF_CLAY,
    description: 'Cyclic loading (100)',
  },
]);

export type SoilLayerField = (typeof SOIL_LAYER_FIELDS)[number];
export type SoilLayerKey = SoilLayerField['key'];

/** Whether a layer of this model uses the field (an unknown model uses only the fields of every model). */
export function layerUsesField(field: InputField, model: SoilModelId | undefined): boolean {
  if (!field.models) return true;
  return model !== undefined && field.models.includes(model);
}

/** A column of the soil table: a field, or fields that share it by model (Cu / Qu / Su). */
export type SoilColumn = { id: string; header: string; fields: readonly SoilLayerField[] };

/** The columns of the soil table, in the table's order. */
export const SOIL_LAYER_COLUMNS: readonly SoilColumn[] = (() => {
  const out: { id: string; header: string; fields: SoilLayerField[] }[] = [];
  for (const f of SOIL_LAYER_FIELDS) {
    const id = f.column ?? f.key;
    const col = out.find((c) => c.id === id);
    if (col) {
      col.fields.push(f);
      col.header = col.fields.map((x) => x.label).join(' / ');
    } else out.push({ id, header: f.label, fields: [f] });
  }
  return out;
})();

/** The field of a column that a layer of this model uses, or null (the cell shows —). */
export function columnField(column: SoilColumn, model: SoilModelId | undefined): SoilLayerField | null {
  return column.fields.find((f) => layerUsesField(f, model)) ?? null;
}

type SoilProfile = Omit<DesignInput['soil'], 'layers'>;

export const SOIL_PROFILE_FIELDS = fieldTable<SoilProfile>()([
  {
    key: 'waterTableDepth_m',
    label: 'Water table depth',
    unit: 'length',
    description: 'Below grade; leave empty when there is none',
    inSummary: true,
  },
  {
    key: 'lateralNeglectDepth_m',
    label: 'Lateral Neglect',
    unit: 'length',
    description: 'No lateral resistance above it (scour, frost, loose top soil)',
    inSummary: true,
  },
  {
    key: 'gammaW_N_per_m3',
    label: 'Gamma water',
    unit: 'unitWeight',
    description: 'Unit weight of water below the water table (default 62.4 pcf, 9.81 kN/m³)',
  },
  {
    key: 'pFactor',
    label: 'P-Factor',
    unit: 'ratio',
    description: "Multiplies every layer's p-multipliers (default 1)",
    inSummary: true,
  },
]);
