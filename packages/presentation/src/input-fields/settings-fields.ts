// General Settings (spec §3) and the project fields the design reads. Spec §3 also names
// Pier Name and the pile reveal details (Post Type, Axis of Rotation, Max Pile Reveal Heights,
// Design Load Application): Max Pile Reveal Heights are pileHeights_m; Post Type is the section
// family; Pier Name is the name of each pier type; the Axis of Rotation and the Design Load
// Application are settings.axisOfRotation_m and settings.designLoadApplication (engine
// design/load-application.ts: the axis is the height of the torque tube's rotation axis, where
// the tracker maker's pier loads act; 'asEntered' keeps each load table's own load height).
import { formatWithUnit, type UnitSystem } from '@pilewise/contracts';
import {
  CANTILEVER_K,
  DESIGN_CODES,
  E_STEEL_Pa,
  type DesignLoadApplication,
  ELEMENT_OPTIONS,
  YIELD_STRENGTH_OPTIONS_KSI,
  type DesignInput,
} from '@pilewise/engine';
import { fieldTable } from './field';
import { formatNumber } from './format-field';

export const PROJECT_FIELDS = fieldTable<DesignInput['project']>()([
  { key: 'name', label: 'Project', unit: 'none', kind: 'text', inSummary: true },
  {
    key: 'designCode',
    label: 'Design Code',
    unit: 'none',
    kind: 'choice',
    options: DESIGN_CODES.map((c) => ({ value: c, label: c })),
    inSummary: true,
  },
]);

/** The Design Load Application's choices (engine DESIGN_LOAD_APPLICATIONS), in words. */
export const DESIGN_LOAD_APPLICATION_OPTIONS = [
  { value: 'asEntered', label: "As entered (each load table's load height)", short: 'As entered' },
  {
    value: 'axisOfRotation',
    label: 'At the axis of rotation (every pier type)',
    short: 'At the axis of rotation',
  },
  { value: 'pileTop', label: 'At the pile top (no lift)', short: 'At the pile top' },
] as const satisfies readonly { value: DesignLoadApplication; label: string; short: string }[];

export const SETTINGS_FIELDS = fieldTable<DesignInput['settings']>()([
  {
    key: 'sectionFamily',
    label: 'Section Type',
    unit: 'none',
    kind: 'choice',
    description: 'Post type: the section family searched',
    inSummary: true,
  },
  { key: 'minSection', label: 'Min Section', unit: 'none', kind: 'choice', inSummary: true },
  { key: 'maxSection', label: 'Max Section', unit: 'none', kind: 'choice', inSummary: true },
  {
    key: 'yieldStrength_ksi',
    label: 'Yield Strength',
    unit: 'ksi',
    kind: 'choice',
    options: YIELD_STRENGTH_OPTIONS_KSI.map((v) => ({ value: v, label: `${v} ksi` })),
    inSummary: true,
  },
  {
    key: 'stressLimit',
    label: 'Stress Limit',
    unit: 'ratio',
    description: 'Largest steel ratio accepted (1.00 = 100 %)',
    inSummary: true,
  },
  {
    key: 'steelModulus_Pa',
    label: 'Steel E',
    unit: 'elasticModulus',
    description: 'Modulus of elasticity (EI, AISC checks)',
    inSummary: true,
    defaultOf: () => ({
      value: E_STEEL_Pa,
      source: '200 GPa; AISC 360-16 gives 29,000 ksi, 200 000 MPa',
      engineerToConfirm: false,
    }),
  },
  ...(['Strong', 'Weak'] as const).map((axis) => ({
    key: `effectiveLengthFactor${axis}` as const,
    label: `K, ${axis.toLowerCase()} axis`,
    unit: 'ratio' as const,
    description: 'Lc = K × (reveal + depth of fixity)',
    inSummary: true,
    // the case only: the whole source is in the note under the fields and in the result's constants
    defaultOf: () => ({
      value: CANTILEVER_K.value,
      source: 'AISC 360-16 Commentary Table C-A-7.1 (e), top free to sway',
      engineerToConfirm: !CANTILEVER_K.verified,
    }),
  })),
  { key: 'minEmbed_m', label: 'Min Embed', unit: 'length', inSummary: true },
  { key: 'maxEmbed_m', label: 'Max Embed', unit: 'length', inSummary: true },
  { key: 'embedIncrement_m', label: 'Embed Increment', unit: 'length', inSummary: true },
  {
    key: 'fixityDepth_m',
    label: 'Fixity depth',
    unit: 'length',
    description: 'Leave empty: not checked',
    inSummary: true,
  },
  {
    key: 'elements',
    label: 'No of Elements',
    unit: 'count',
    kind: 'choice',
    options: ELEMENT_OPTIONS.map((n) => ({
      value: n,
      label: n === 100 ? '100 (Fast Lane)' : '500 (Accuracy Lane)',
    })),
    inSummary: true,
  },
  {
    key: 'designMethod',
    label: 'Design Method',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'ASD', label: 'ASD (Ω; soil FS)' },
      { value: 'LRFD', label: 'LRFD (φ; soil φ)' },
    ],
    description:
      'AISC 360-16 B3: the steel and the soil by one method (soil: factors of safety or resistance factors); deflections at service (ASD) loads',
    inSummary: true,
  },
  {
    key: 'headCondition',
    label: 'Head condition',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'free', label: 'Free head' },
      { value: 'fixed', label: 'Fixed head (no rotation)' },
    ],
    inSummary: true,
  },
  {
    key: 'axisOfRotation_m',
    label: 'Axis of Rotation',
    unit: 'length',
    description:
      "Height above grade of the torque tube's rotation axis, where the tracker maker's pier loads act",
    inSummary: true,
  },
  {
    key: 'designLoadApplication',
    label: 'Design Load Application',
    unit: 'none',
    kind: 'choice',
    options: DESIGN_LOAD_APPLICATION_OPTIONS,
    description:
      "Where the pier loads act: as entered (each load table's load height), at the axis of rotation (every pier type) or at the pile top (no lift); moved to each pile top as V and M + V·(load height − pile height)",
    inSummary: true,
  },
]);

/** The steel check's K per axis (the Settings form, the stamp calculator and the summary list them together). */
export const EFFECTIVE_LENGTH_FIELDS = SETTINGS_FIELDS.filter((f) =>
  f.key.startsWith('effectiveLengthFactor'),
);

type PierTypeK = NonNullable<DesignInput['settings']['effectiveLengthByPierType']>[number];

/**
 * K per pier type (settings.effectiveLengthByPierType): a row for a pier type whose pile top the
 * torque tube holds otherwise than the rest's (a motor pier's drive, a bearing pier's); an axis
 * left empty takes the project's K.
 */
export const EFFECTIVE_LENGTH_PIER_ROW_FIELDS = fieldTable<PierTypeK>()([
  { key: 'pierType', label: 'Pier type', unit: 'none', kind: 'choice' },
  {
    key: 'strong',
    label: 'K, strong axis',
    unit: 'ratio',
    description: "Empty: the project's K, strong axis",
  },
  { key: 'weak', label: 'K, weak axis', unit: 'ratio', description: "Empty: the project's K, weak axis" },
]);

/** 'SMP: K weak 0.80', 'MP: K strong 1.20, weak 0.80': a row of K per pier type in words. */
export function pierTypeKText(row: PierTypeK): string {
  const axes = (['strong', 'weak'] as const)
    .filter((a) => row[a] !== undefined)
    .map((a) => `${a} ${formatNumber('ratio', row[a]!, 'imperial')}`);
  return `${row.pierType}: ${axes.length ? `K ${axes.join(', ')}` : "the project's K"}`;
}

type AxisLimits = DesignInput['settings']['deflectionLimits']['strong'];

/** Deflection limits per axis (spec §3: Top, Bottom, Grade, with Weak variants); empty: not checked. */
export const DEFLECTION_LIMIT_FIELDS = fieldTable<AxisLimits>()([
  { key: 'top_m', label: 'Top', unit: 'deflection', description: 'At the load point' },
  { key: 'grade_m', label: 'Grade', unit: 'deflection' },
  { key: 'bottom_m', label: 'Toe', unit: 'deflection', description: 'At the pile toe' },
]);

export const DEFLECTION_AXES = [
  { key: 'strong', label: 'strong axis' },
  { key: 'weak', label: 'weak axis' },
] as const satisfies readonly { key: keyof DesignInput['settings']['deflectionLimits']; label: string }[];

/** Max Pile Reveal Heights: the pile heights designed for, one design each. */
export const PILE_HEIGHTS_FIELD = {
  key: 'pileHeights_m',
  label: 'Pile Heights',
  unit: 'length',
  description: 'Reveal above grade (Max Pile Reveal Heights); one design per height, separated by ;',
} as const satisfies { key: keyof DesignInput; label: string; unit: 'length'; description: string };

type LoadApplicationInput = { designLoadApplication?: unknown; axisOfRotation_m?: unknown } | undefined;

const applicationOf = (s: LoadApplicationInput): DesignLoadApplication => {
  const v = s?.designLoadApplication;
  return v === 'axisOfRotation' || v === 'pileTop' ? v : 'asEntered';
};

/**
 * What the load tables' load height columns say when the Design Load Application puts the loads
 * elsewhere (at the axis of rotation, or at each pile top): those heights are not used. Null
 * when the tables' own heights are used ('asEntered', or not set). Reads the input as edited
 * (it may not parse yet).
 */
export function loadHeightOverride(settings: LoadApplicationInput, system: UnitSystem): string | null {
  const axis = settings?.axisOfRotation_m;
  switch (applicationOf(settings)) {
    case 'axisOfRotation':
      return `Design Load Application (Settings): every pier type's loads act at the axis of rotation, ${
        typeof axis === 'number'
          ? `${formatWithUnit('length', axis, system)} above grade`
          : 'whose height is not given yet'
      }; the load heights of this table are not used.`;
    case 'pileTop':
      return 'Design Load Application (Settings): the loads as given act at the top of each pile (no lift); the load heights of this table are not used.';
    case 'asEntered':
      return null;
  }
}

/**
 * The Design Load Application in words with the lift at each pile height (the input summary and
 * the report): 'At the axis of rotation (every pier type): lift 0.40 m at the 1.20 m reveal'.
 */
export function loadApplicationText(
  settings: LoadApplicationInput,
  pileHeights_m: readonly number[],
  system: UnitSystem,
): string {
  const method = applicationOf(settings);
  const label = DESIGN_LOAD_APPLICATION_OPTIONS.find((o) => o.value === method)!.label;
  const len = (m: number) => formatWithUnit('length', m, system);
  const axis = settings?.axisOfRotation_m;
  if (method === 'axisOfRotation' && typeof axis === 'number')
    return `${label}, ${len(axis)}: lift ${pileHeights_m.map((h) => `${len(axis - h)} at the ${len(h)} reveal`).join(', ')}`;
  if (method === 'pileTop') return `${label}: lift 0 at every reveal`;
  return `${label}: lift = load height − pile height`;
}
