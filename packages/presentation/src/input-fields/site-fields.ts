// Vertical Site Data and Vertical Soil Parameter, Corrosion Details (spec §3).
import { CORROSION_METHODS } from '@pilewise/contracts';
import type { DesignInput } from '@pilewise/engine';
import { fieldTable } from './field';

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
      { value: 'nominal', label: 'Nominal (divided by the factors of safety)' },
      { value: 'allowable', label: 'Allowable (used as they are)' },
    ],
    inSummary: true,
  },
  { key: 'FS_compression', label: 'FS compression', unit: 'ratio', inSummary: true },
  { key: 'FS_uplift', label: 'FS uplift', unit: 'ratio', inSummary: true },
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
    key: 'zoneDepth_m',
    label: 'Corrosion zone depth',
    unit: 'length',
    description: 'Below grade; the reveal above grade corrodes too',
    inSummary: true,
  },
]);
