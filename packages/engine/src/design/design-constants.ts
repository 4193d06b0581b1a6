/**
 * The constants a design rests on that a checking engineer may want to see and change: each
 * with its value, what it rests on, whether its primary source was read here, and the input
 * field that changes it. Listed in the result; the unconfirmed ones are also named in a
 * warning. None blocks a design.
 */
import { CANTILEVER_K, E_STEEL_Pa, GEOTECH_LOADS, type GeotechFactors, type GeotechLoad } from '../checks';
import { DEFAULT_ROMANOFF, FHWA_RATES, ROMANOFF_AGGRESSIVE } from '../corrosion';
import { cuLayerAverage_Pa, eps50For, PA_PER_TSF, stiffClayKFor, type SoilModelId } from '../soil';
import type { DesignInput } from './design-input';
import type { DesignConstant } from './design-result';

const LOAD_FIELD: Readonly<Record<GeotechLoad, string>> = {
  compression: 'compression',
  uplift: 'uplift',
  'sustained-uplift': 'sustainedUplift',
};

const LOAD_NAME: Readonly<Record<GeotechLoad, string>> = {
  compression: 'compression',
  uplift: 'wind or seismic uplift',
  'sustained-uplift': 'sustained uplift (frost heave)',
};

/** Only the factors of the settings: design-problem.ts imports this file, so no import back. */
type GeotechSettings = { geotech: GeotechFactors };

function geotechConstants(v: DesignInput, s: GeotechSettings): DesignConstant[] {
  const g = s.geotech;
  if (!v.vertical || g.tableBasis === 'allowable') return [];
  const asd = g.method === 'ASD';
  return GEOTECH_LOADS.map((load) => {
    const src = g.sources[load];
    return {
      name: `${asd ? 'FS' : 'φ'} ${LOAD_NAME[load]}`,
      value: src.value,
      unit: '-',
      source: src.source,
      engineerToConfirm: src.engineerToConfirm,
      inputPath: `vertical.${asd ? 'FS' : 'phi'}_${LOAD_FIELD[load]}`,
    };
  });
}

/** The clay models whose curves read ε50 (soil/soil-profile.ts). */
const EPS50_MODELS: readonly SoilModelId[] = [
  'soft-clay-matlock',
  'api-soft-clay-polyline',
  'stiff-clay-free-water',
  'stiff-clay-no-free-water',
  'modified-stiff-clay',
];

/** Where each model's default ε50 comes from (docs/soil-models.md, Defaults). */
const EPS50_SOURCE = {
  freeWater:
    'Reese, Cox & Koop (1975) class table: ε50 0.007 / 0.005 / 0.004 for c_a 0.5–1 / 1–2 / 2–4 tsf (47.9–95.8 / 95.8–191.5 / 191.5–383 kPa), classes extended outward, a boundary in the stiffer class; from the layer-average c_a',
  others:
    'recommended ε50 by class of c_u (LPILE and Matlock practice, as tabulated on the "p-y curves models" page, li154-83.members.linode.com): < 0.25 tsf 0.02; 0.25–0.5 tsf 0.01; 0.5–1 tsf 0.006; 1–2 tsf 0.005; ≥ 2 tsf 0.004 (24 / 48 / 96 / 192 kPa as printed, rounded), a boundary in the stiffer class; from the layer-average c_u',
} as const;

/**
 * Soil values the engine takes where the layer leaves them out: ε50 of a clay (a class table:
 * it steps at each class boundary, and a curve that softens past its peak moves with it, so the
 * checker sees the value used and gives the site's own from triaxial tests), and k of stiff clay
 * with free water.
 */
function soilConstants(v: DesignInput): DesignConstant[] {
  const out: DesignConstant[] = [];
  v.soil.layers.forEach((L, i) => {
    if (!EPS50_MODELS.includes(L.model) || L.eps50 !== undefined) return;
    const freeWater = L.model === 'stiff-clay-free-water';
    const c = cuLayerAverage_Pa(L);
    out.push({
      name: `ε50 of layer '${L.name}' (${freeWater ? 'stiff clay with free water, c_a' : 'clay, c_u'} ${(c / 1000).toFixed(1)} kPa = ${(c / PA_PER_TSF).toFixed(2)} tsf)`,
      value: eps50For(L),
      unit: '-',
      source: freeWater ? EPS50_SOURCE.freeWater : EPS50_SOURCE.others,
      engineerToConfirm: true,
      inputPath: `soil.layers[${i}].eps50`,
    });
  });
  v.soil.layers.forEach((L, i) => {
    if (L.model !== 'stiff-clay-free-water' || L.k_N_per_m3 !== undefined) return;
    const ca = cuLayerAverage_Pa(L);
    const cyclic = L.loading === 'cyclic';
    out.push({
      name: `${cyclic ? 'k_c' : 'k_s'} of layer '${L.name}' (stiff clay with free water, c_a ${(ca / 1000).toFixed(1)} kPa = ${(ca / PA_PER_TSF).toFixed(2)} tsf)`,
      // 12 significant figures: the table's pci read back whole in US units
      value: Number((stiffClayKFor(L) / 1e6).toPrecision(12)),
      unit: 'MN/m³',
      source: `Reese, Cox & Koop (1975) class table: k_s 500 / 1,000 / 2,000 pci, k_c 200 / 400 / 800 pci (135.7 / 271.4 / 542.9 and 54.3 / 108.6 / 217.2 MN/m³) for c_a 0.5–1 / 1–2 / 2–4 tsf, interpolated between the class mid-points 0.75, 1.5, 3 tsf (71.8, 143.6, 287.3 kPa; the interpolation is PileWise's)`,
      engineerToConfirm: true,
      inputPath: `soil.layers[${i}].k_N_per_m3`,
    });
  });
  return out;
}

function corrosionConstants(v: DesignInput): DesignConstant[] {
  const c = v.corrosion;
  if (!c?.consider) return [];
  if (c.method === 1)
    return [
      {
        name: 'steel loss rate after the zinc (FHWA)',
        value: c.fhwaSteelRate_um_per_yr ?? FHWA_RATES.steelRate_um_per_yr.value,
        unit: 'µm/yr',
        source:
          c.fhwaSteelRate_um_per_yr === undefined ? FHWA_RATES.steelRate_um_per_yr.source : 'project input',
        engineerToConfirm:
          c.fhwaSteelRate_um_per_yr === undefined && !FHWA_RATES.steelRate_um_per_yr.verified,
        inputPath: 'corrosion.fhwaSteelRate_um_per_yr',
      },
    ];
  if (c.method !== 2) return [];
  const given = c.romanoff ?? {};
  const row = (
    key: 'zincK_um' | 'zincN' | 'steelK_um' | 'steelN',
    name: string,
    unit: string,
  ): DesignConstant => ({
    name,
    value: given[key] ?? DEFAULT_ROMANOFF[key],
    unit,
    source: given[key] === undefined ? ROMANOFF_AGGRESSIVE[key].source : 'project input',
    engineerToConfirm: given[key] === undefined && !ROMANOFF_AGGRESSIVE[key].verified,
    inputPath: `corrosion.romanoff.${key}`,
  });
  return [
    row('zincK_um', 'Aggressive Romanoff zinc K', 'µm'),
    row('zincN', 'Aggressive Romanoff zinc n', '-'),
    row('steelK_um', 'Aggressive Romanoff steel K', 'µm'),
    row('steelN', 'Aggressive Romanoff steel n', '-'),
  ];
}

/**
 * K of the steel check's Lc = K·(reveal + depth of fixity), per axis (checks/steel-axial.ts);
 * then each pier type's own where its row gives one (an axis it leaves empty is the project's,
 * not listed again).
 */
function effectiveLengthConstants(v: DesignInput): DesignConstant[] {
  const k = (axis: 'Strong' | 'Weak'): DesignConstant => {
    const given = v.settings[`effectiveLengthFactor${axis}`];
    return {
      name: `K, ${axis.toLowerCase()} axis (effective length factor of the steel check)`,
      value: given ?? CANTILEVER_K.value,
      unit: CANTILEVER_K.unit,
      source: given === undefined ? CANTILEVER_K.source : 'project input',
      engineerToConfirm: false,
      inputPath: `settings.effectiveLengthFactor${axis}`,
    };
  };
  const byPierType = (v.settings.effectiveLengthByPierType ?? []).flatMap((row, i) =>
    (['strong', 'weak'] as const).flatMap((axis): DesignConstant[] => {
      const value = row[axis];
      if (value === undefined) return [];
      return [
        {
          name: `K, ${axis} axis, pier type ${row.pierType} (effective length factor of the steel check)`,
          value,
          unit: CANTILEVER_K.unit,
          source: 'project input',
          engineerToConfirm: false,
          inputPath: `settings.effectiveLengthByPierType[${i}].${axis}`,
        },
      ];
    }),
  );
  return [k('Strong'), k('Weak'), ...byPierType];
}

/** E of the steel: the pile's EI and every AISC check that reads E. */
function steelModulusConstant(v: DesignInput): DesignConstant {
  const given = v.settings.steelModulus_Pa;
  return {
    name: 'E, modulus of elasticity of the steel',
    value: given ?? E_STEEL_Pa,
    unit: 'Pa',
    source:
      given === undefined
        ? 'AISC 360-16 Symbols: E = 29,000 ksi (200 000 MPa); PileWise takes 200 GPa (29,008 ksi), 0.03 % above 29,000 ksi'
        : 'project input',
    engineerToConfirm: false,
    inputPath: 'settings.steelModulus_Pa',
  };
}

/** Every constant of the run a reviewer may want to change, in input order. */
export function designConstants(v: DesignInput, s: GeotechSettings): DesignConstant[] {
  return [
    steelModulusConstant(v),
    ...effectiveLengthConstants(v),
    ...soilConstants(v),
    ...corrosionConstants(v),
    ...geotechConstants(v, s),
  ];
}
