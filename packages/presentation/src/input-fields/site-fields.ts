// Vertical Site Data and Vertical Soil Parameter, Corrosion Details (spec §3).
import { CORROSION_METHODS } from '@pilewise/contracts';
import {
  FHWA_RATES,
  geotechFactorsFor,
  ROMANOFF_AGGRESSIVE,
  type DesignInput,
  type SourcedValue,
} from '@pilewise/engine';
import { fieldTable, type FieldDefault } from './field';

type GeotechLoad = 'compression' | 'uplift' | 'sustained-uplift';

/**
 * The engine's default FS (ASD) or φ (LRFD) of a load for the input's capacity basis (engine
 * checks/geotech-factors.ts: IBC 1810.3.3.1, AASHTO LRFD Table 10.5.5.2.3-1), with its flag.
 */
function geotechDefault(method: 'ASD' | 'LRFD', load: GeotechLoad) {
  return (input: unknown): FieldDefault => {
    const basis = (input as { vertical?: { capacityBasis?: unknown } } | null)?.vertical?.capacityBasis;
    const f = geotechFactorsFor(method, basis === 'load-tests' ? 'load-tests' : 'static-analysis');
    return f.sources[load];
  };
}

/** A cited rate of the engine as a field default: unverified values are for the engineer to confirm. */
const rateDefault = (v: SourcedValue) => (): FieldDefault => ({
  value: v.value,
  source: v.source,
  engineerToConfirm: !v.verified,
});

type Vertical = NonNullable<DesignInput['vertical']>;

export const VERTICAL_ROW_FIELDS = fieldTable<Vertical['table'][number]>()([
  { key: 'bottom_m', label: 'Soil Layer Depth', unit: 'length', description: 'Bottom of the row' },
  { key: 'skinFrictionUp_Pa', label: 'Skin Friction Up', unit: 'pressure', description: 'Uplift' },
  {
    key: 'skinFrictionDown_Pa',
    label: 'Skin Friction Down',
    unit: 'pressure',
    description: 'Compression',
  },
  { key: 'endBearing_Pa', label: 'End Bearing', unit: 'pressure' },
]);

export const VERTICAL_FIELDS = fieldTable<Vertical>()([
  {
    key: 'tableBasis',
    label: 'Table values are',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'nominal', label: 'Nominal (divided by the factors of safety)', short: 'Nominal' },
      { value: 'allowable', label: 'Allowable (used as they are)', short: 'Allowable' },
    ],
    description: 'Nominal values are divided by the factors of safety; allowable ones are used as they are',
    inSummary: true,
  },
  {
    key: 'capacityBasis',
    label: 'Capacities from',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'static-analysis', label: 'Static analysis' },
      { value: 'load-tests', label: 'Load tests' },
    ],
    description: 'Sets the default factors of safety (IBC 1810.3.3.1) and resistance factors (AASHTO LRFD)',
    inSummary: true,
  },
  {
    key: 'FS_compression',
    label: 'FS compression',
    unit: 'ratio',
    description: 'ASD; empty: the default',
    inSummary: true,
    defaultOf: geotechDefault('ASD', 'compression'),
  },
  {
    key: 'FS_uplift',
    label: 'FS uplift',
    unit: 'ratio',
    description: 'ASD, uplift from wind or seismic; empty: the default',
    inSummary: true,
    defaultOf: geotechDefault('ASD', 'uplift'),
  },
  {
    key: 'FS_sustainedUplift',
    label: 'FS sustained uplift',
    unit: 'ratio',
    description: 'ASD, frost heave and uplift without wind or seismic; empty: the default',
    inSummary: true,
    defaultOf: geotechDefault('ASD', 'sustained-uplift'),
  },
  {
    key: 'phi_compression',
    label: 'φ compression',
    unit: 'ratio',
    description: 'LRFD; empty: the default',
    inSummary: true,
    defaultOf: geotechDefault('LRFD', 'compression'),
  },
  {
    key: 'phi_uplift',
    label: 'φ uplift',
    unit: 'ratio',
    description: 'LRFD, uplift from wind or seismic; empty: the default',
    inSummary: true,
    defaultOf: geotechDefault('LRFD', 'uplift'),
  },
  {
    key: 'phi_sustainedUplift',
    label: 'φ sustained uplift',
    unit: 'ratio',
    description: 'LRFD, frost heave and uplift without wind or seismic; empty: the default',
    inSummary: true,
    defaultOf: geotechDefault('LRFD', 'sustained-uplift'),
  },
  {
    key: 'neglectTopSoil_m',
    label: 'Neglect Top Soil',
    unit: 'length',
    description: 'No skin friction above this depth',
    inSummary: true,
  },
  {
    key: 'endBearing',
    label: 'End Bearing',
    unit: 'none',
    kind: 'switch',
    description: 'Add end bearing at the toe',
    inSummary: true,
  },
]);

export const FROST_FIELDS = fieldTable<Vertical['frost']>()([
  { key: 'consider', label: 'Consider Frost', unit: 'none', kind: 'switch' },
  {
    key: 'pressure_Pa',
    label: 'Frost Pressure',
    unit: 'pressure',
    description: "Adfreeze stress on the pile's perimeter",
  },
  { key: 'depth_m', label: 'Frost Depth', unit: 'length' },
]);

type Corrosion = NonNullable<DesignInput['corrosion']>;

export const CORROSION_FIELDS = fieldTable<Corrosion>()([
  { key: 'consider', label: 'Consider Corrosion', unit: 'none', kind: 'switch' },
  {
    key: 'method',
    label: 'Corrosion Method',
    unit: 'none',
    kind: 'choice',
    options: Object.entries(CORROSION_METHODS).map(([name, code]) => ({
      value: code,
      label: `${code} · ${name}`,
    })),
    inSummary: true,
  },
  {
    key: 'resistivity_ohm_cm',
    label: 'Resistivity',
    unit: 'ohmCm',
    description: 'Minimum soil resistivity from the geotechnical report',
    inSummary: true,
  },
  { key: 'designLife_years', label: 'Design Life', unit: 'years', inSummary: true },
  {
    key: 'zincCoating_um',
    label: 'Zinc Coating',
    unit: 'micrometres',
    description: 'Hot-dip galvanizing thickness per face (ASTM A123: 86 µm for 2.0 oz/ft²)',
    inSummary: true,
  },
  {
    key: 'customLoss_um',
    label: 'Custom Loss',
    unit: 'micrometres',
    description: 'Steel lost per face over the design life (method 3)',
    inSummary: true,
  },
  {
    key: 'fhwaSteelRate_um_per_yr',
    label: 'FHWA steel loss rate',
    unit: 'micrometresPerYear',
    description: 'Method 1: steel lost per face per year once the zinc is gone; empty: the default',
    inSummary: true,
    defaultOf: rateDefault(FHWA_RATES.steelRate_um_per_yr),
  },
  {
    key: 'zoneDepth_m',
    label: 'Corrosion zone depth',
    unit: 'length',
    description: 'Below grade; the reveal above grade corrodes too',
    inSummary: true,
  },
]);

type Romanoff = NonNullable<Corrosion['romanoff']>;

/** Method 2 (Aggressive Romanoff): the loss X = K·t^n of zinc and of steel, µm after t years. */
export const ROMANOFF_FIELDS = fieldTable<Romanoff>()([
  {
    key: 'zincK_um',
    label: 'Zinc K',
    unit: 'micrometres',
    description: 'Zinc lost in the first year (X = K·t^n)',
    inSummary: true,
    defaultOf: rateDefault(ROMANOFF_AGGRESSIVE.zincK_um),
  },
  {
    key: 'zincN',
    label: 'Zinc n',
    unit: 'ratio',
    inSummary: true,
    defaultOf: rateDefault(ROMANOFF_AGGRESSIVE.zincN),
  },
  {
    key: 'steelK_um',
    label: 'Steel K',
    unit: 'micrometres',
    description: 'Steel lost in the first year once the zinc is gone',
    inSummary: true,
    defaultOf: rateDefault(ROMANOFF_AGGRESSIVE.steelK_um),
  },
  {
    key: 'steelN',
    label: 'Steel n',
    unit: 'ratio',
    inSummary: true,
    defaultOf: rateDefault(ROMANOFF_AGGRESSIVE.steelN),
  },
]);
