// What each soil model reads from a layer (py-models.md; engine soil/soil-layer.ts), so the soil
// table offers only the cells a layer's model uses. The engine still decides what is missing.
import { SOIL_TYPES } from '@pilewise/contracts';
import { SOIL_TYPE_MODELS, type SoilModelId } from '@pilewise/engine';
import { DEGREES, PERCENT, PLAIN, type FieldUnit } from './field-units';

export type LayerNumberField =
  | 'top_m'
  | 'bottom_m'
  | 'gamma_N_per_m3'
  | 'phiDeg'
  | 'strength'
  | 'k_N_per_m3'
  | 'eps50'
  | 'Erm_Pa'
  | 'krm'
  | 'rqdStart_pct'
  | 'rqdEnd_pct'
  | 'pMultiStart'
  | 'pMultiEnd';

/** The soil types of spec §9 with the model each runs, and the API RP 2A polyline option of type 2. */
export const SOIL_TYPE_OPTIONS: readonly { value: SoilModelId; label: string }[] = [
  ...Object.entries(SOIL_TYPE_MODELS).map(([type, model]) => ({
    value: model,
    label: `${type} · ${SOIL_TYPES[Number(type) as keyof typeof SOIL_TYPES]}`,
  })),
  { value: 'api-soft-clay-polyline', label: '2 · Soft Clay (API RP 2A polyline)' },
];

/**
 * The strength cell: c_u for clays and the c of cemented soil, q_u for weak rock, s_u for vuggy
 * limestone (spec §3: the Cu label becomes Qu for weak rock and Su for vuggy limestone).
 */
export function strengthKey(model: SoilModelId): { key: string; label: string } | null {
  switch (model) {
    case 'weak-rock':
      return { key: 'qu_Pa', label: 'Qu' };
    case 'vuggy-limestone':
      return { key: 'su_Pa', label: 'Su' };
    case 'soft-clay-matlock':
    case 'api-soft-clay-polyline':
    case 'stiff-clay-free-water':
    case 'stiff-clay-no-free-water':
    case 'modified-stiff-clay':
    case 'cemented-c-phi':
      return { key: 'cu_Pa', label: 'Cu' };
    case 'api-sand':
    case 'reese-sand':
    case 'liquefied-sand':
      return null;
  }
}

const SAND = ['phiDeg', 'k_N_per_m3'] as const;
const CLAY = ['strength', 'eps50'] as const;

/** The optional cells each model uses, beside depths, γ and p-multipliers. */
const USES: Record<SoilModelId, readonly LayerNumberField[]> = {
  'api-sand': SAND,
  'reese-sand': SAND,
  'liquefied-sand': [],
  'soft-clay-matlock': CLAY,
  'api-soft-clay-polyline': CLAY,
  'stiff-clay-free-water': [...CLAY, 'k_N_per_m3'],
  'stiff-clay-no-free-water': CLAY,
  'modified-stiff-clay': [...CLAY, 'k_N_per_m3'],
  'cemented-c-phi': ['strength', 'phiDeg', 'k_N_per_m3'],
  'weak-rock': ['strength', 'Erm_Pa', 'krm', 'rqdStart_pct', 'rqdEnd_pct'],
  'vuggy-limestone': ['strength'],
};

const ALWAYS: readonly LayerNumberField[] = [
  'top_m',
  'bottom_m',
  'gamma_N_per_m3',
  'pMultiStart',
  'pMultiEnd',
];

export function layerUses(model: SoilModelId | undefined, field: LayerNumberField): boolean {
  if (ALWAYS.includes(field)) return true;
  // A pasted soil type that matches no option is kept as typed (the engine names it): no cells.
  return model ? (USES[model]?.includes(field) ?? false) : false;
}

export const LAYER_NUMBER_COLUMNS: readonly { field: LayerNumberField; header: string; unit: FieldUnit }[] = [
  { field: 'top_m', header: 'Top', unit: 'length' },
  { field: 'bottom_m', header: 'Bottom', unit: 'length' },
  { field: 'gamma_N_per_m3', header: 'γ', unit: 'unitWeight' },
  { field: 'phiDeg', header: 'φ', unit: DEGREES },
  { field: 'strength', header: 'Cu / Qu / Su', unit: 'pressure' },
  { field: 'k_N_per_m3', header: 'Kpy', unit: 'subgradeModulus' },
  { field: 'eps50', header: 'ε50', unit: PLAIN },
  { field: 'Erm_Pa', header: 'Erm', unit: 'pressure' },
  { field: 'krm', header: 'Krm', unit: PLAIN },
  { field: 'rqdStart_pct', header: 'RQD start', unit: PERCENT },
  { field: 'rqdEnd_pct', header: 'RQD end', unit: PERCENT },
  { field: 'pMultiStart', header: 'p-mult start', unit: PLAIN },
  { field: 'pMultiEnd', header: 'p-mult end', unit: PLAIN },
];
