// A soil type as engineers write it in a geotechnical workbook or paste it into the soil table:
// the product's number (1–10) or name (spec §9), the engine's model id, the form's label
// ('1 · API Sand'), or the name LPILE gives the same p-y model. Our users come from LPILE, and
// their layer tables say 'API Sand (O'Neill)' or 'Stiff Clay w/o Free Water (Reese)'; only the
// product's own names were read, and those rows were refused as "not a soil type".
import { SOIL_MODELS, SOIL_TYPE_MODELS, type SoilModelId } from '@pilewise/engine';
import { SOIL_TYPES } from '@pilewise/contracts';

/**
 * Other names of each model: LPILE's (Isenhower, Wang & Vasquez, LPILE Technical Manual, Ensoft,
 * ch. 3 p-y curve models) and the plain names a layer table uses. A name that could be two
 * models ('Sand': Reese or API; 'Stiff clay': with or without free water) is none of them.
 */
const OTHER_NAMES: Readonly<Record<SoilModelId, readonly string[]>> = {
  'api-sand': ["API Sand (O'Neill)", 'Sand (API)', "Sand (O'Neill)", 'API RP 2A sand', 'API sand'],
  'soft-clay-matlock': [
    'Soft clay',
    'Matlock',
    'Matlock soft clay',
    // Matlock's (1970) curves are for soft clay: 'Clay (Matlock)' can name no other model
    'Clay (Matlock)',
    'Matlock clay',
    'Soft clay with free water (Matlock)',
    'API soft clay',
    'API Soft Clay with User-defined J',
  ],
  'api-soft-clay-polyline': [
    'Soft Clay (API RP 2A polyline)',
    '2 · Soft Clay (API RP 2A polyline)',
    'API RP 2A soft clay polyline',
  ],
  'stiff-clay-free-water': [
    'Stiff Clay w/ Free Water (Reese)',
    'Stiff clay with free water',
    'Reese stiff clay with free water',
  ],
  'stiff-clay-no-free-water': [
    'Stiff clay without free water',
    'Stiff Clay without Free Water (Welch & Reese)',
    'Welch & Reese stiff clay',
    'Reese stiff clay without free water',
  ],
  'modified-stiff-clay': [
    'Modified Stiff Clay without Free Water',
    'Modified stiff clay',
    'Mod stiff clay without free water',
  ],
  'reese-sand': ['Reese sand', 'Sand (Reese 1974)'],
  'cemented-c-phi': ['Silt (Cemented c-phi)', 'Cemented c-phi soil', 'c-phi soil', 'Cemented c-φ soil'],
  'weak-rock': ['Weak rock', 'Weak Rock (Reese 1997)'],
  'liquefied-sand': ['Liquefied Sand (Rollins)', 'Liquefied sand', 'Liquefied Sand (Rollins et al. 2005)'],
  'vuggy-limestone': ['Strong Rock (Vuggy Limestone)', 'Strong rock', 'Vuggy limestone'],
};

/** A name reduced to its letters and digits, 'w/o' read as 'without' and 'w/' as 'with'. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/w\/o\b/g, 'without')
    .replace(/w\//g, 'with ')
    .replace(/[φϕ]/g, 'phi')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

const BY_NAME: ReadonlyMap<string, SoilModelId> = (() => {
  const names = new Map<string, SoilModelId>();
  for (const [type, model] of Object.entries(SOIL_TYPE_MODELS)) {
    const name = SOIL_TYPES[Number(type) as keyof typeof SOIL_TYPES];
    names.set(nameKey(name), model);
    names.set(nameKey(`${type} · ${name}`), model);
  }
  for (const [model, others] of Object.entries(OTHER_NAMES) as [SoilModelId, readonly string[]][])
    for (const other of others) names.set(nameKey(other), model);
  return names;
})();

/**
 * The p-y model a written soil type names; null when it names none (or could be two), and for a
 * cell that is neither text nor a number (a TRUE in the soil type column).
 */
export function soilModelFromName(value: unknown): SoilModelId | null {
  if (typeof value === 'number') return SOIL_TYPE_MODELS[value] ?? null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return SOIL_TYPE_MODELS[Number(text)] ?? null;
  if ((SOIL_MODELS as readonly string[]).includes(text)) return text as SoilModelId;
  return BY_NAME.get(nameKey(text)) ?? null;
}

/**
 * LPILE p-y models PileWise does not have (LPILE Technical Manual, ch. 3): a layer table that
 * names one is told so, not that its soil type is unknown.
 */
const LPILE_ONLY_MODELS = [
  'Massive Rock',
  'Elastic Subgrade',
  'Piedmont Residual Soil',
  'Loess',
  'Small Strain Sand',
  'Liquefied Sand Hybrid',
  'Liquefied Sand Hybrid (Franke & Rollins)',
  'API Sand with Small Strain',
  'User-defined',
  'User-defined p-y curves',
];
const LPILE_ONLY = new Set(LPILE_ONLY_MODELS.map(nameKey));

/** Whether a written soil type is an LPILE p-y model PileWise does not have. */
export function isLpileOnlyModel(value: string): boolean {
  return LPILE_ONLY.has(nameKey(value));
}
