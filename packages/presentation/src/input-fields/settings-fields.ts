// General Settings (spec §3) and the project fields the design reads. Spec §3 also names
// Pier Name and the pile reveal details (Post Type, Axis of Rotation, Max Pile Reveal Heights,
// Design Load Application): the engine has Max Pile Reveal Heights as pileHeights_m and the
// Design Load Application as each mode's load height (tracker-fields.ts); Pier Name is the
// name of each pier type; Post Type is the section family; Axis of Rotation has no engine field.
import {
  DESIGN_CODES,
  ELEMENT_OPTIONS,
  YIELD_STRENGTH_OPTIONS_KSI,
  type DesignInput,
} from '@pilewise/engine';
import { fieldTable } from './field';

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
      { value: 'ASD', label: 'ASD (Ω; soil: factors of safety)' },
      { value: 'LRFD', label: 'LRFD (φ; soil: resistance factors)' },
    ],
    description: 'AISC 360-16 B3: the steel and the soil by one method; deflections at service (ASD) loads',
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
]);

type AxisLimits = DesignInput['settings']['deflectionLimits']['strong'];

/** Deflection limits per axis (spec §3: Top, Bottom, Grade, with Weak variants); empty: not checked. */
export const DEFLECTION_LIMIT_FIELDS = fieldTable<AxisLimits>()([
  { key: 'top_m', label: 'Top', unit: 'deflection', description: 'At the load point' },
  { key: 'grade_m', label: 'Grade', unit: 'deflection' },
  { key: 'bottom_m', label: 'Toe', unit: 'deflection', description: 'At the pile toe (bottom)' },
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
