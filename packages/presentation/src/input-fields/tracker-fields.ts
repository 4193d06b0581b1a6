// Pier head loads of each design mode (spec §3 Pier Head Loads, ati_pier_loads; engine modes/*),
// and the custom load combinations (load_combo_cases). The conventions the load tables state on
// screen are those of the engine (loads/load-case.ts, modes/normalised.ts), written once here.
import {
  GENERIC_LOAD_TYPES,
  LOAD_KINDS,
  type DesignInput,
  type AtiPierLoads,
  type CustomCombination,
  type CustomLoadCase,
  type GenericPierHeadLoads,
  type GroundForceTable,
  type LoadComponent,
  type NevadosPierLoads,
  type NextrackerPileHeadLoads,
} from '@pilewise/engine';
import { fieldTable } from './field';
import type { UnitKind } from './unit-kinds';

/** The sign and axis conventions of every pier head load table (engine loads/load-case.ts). */
export const LOAD_CONVENTIONS = [
  'P: axial force, compression (down on the pile head) positive, uplift negative.',
  'Vx and Mx act about the pile’s strong axis (x): Vx bends the pile about its strong axis; Mx is the moment about it at the load point, positive in the sense a positive Vx produces below the point (M(z) = Mx + Vx·z).',
  'Vy and My: the same about the weak axis (y).',
  'The loads act at the load point: the Load height above grade of the table, unless the Design Load Application (Settings, pile reveal details) puts them at the axis of rotation or at the pile top; service (unfactored) loads per load case, before the load combinations.',
] as const;

/** The five actions of a load case, with their symbols and units. */
export const LOAD_COMPONENT_FIELDS: readonly { key: LoadComponent; label: string; unit: UnitKind }[] = [
  { key: 'P_N', label: 'P', unit: 'force' },
  { key: 'Vx_N', label: 'Vx', unit: 'force' },
  { key: 'Vy_N', label: 'Vy', unit: 'force' },
  { key: 'Mx_Nm', label: 'Mx', unit: 'moment' },
  { key: 'My_Nm', label: 'My', unit: 'moment' },
];

/** The load cases that may act in either direction (wind), a list of each mode's tables. */
const REVERSIBLE_CASES = {
  key: 'reversibleCases',
  label: 'Reversible load cases',
  unit: 'none',
  kind: 'list',
  description: 'Cases that may act in either direction, e.g. W',
} as const;

// ------------------------------------------------------------------ mode 2, Generic

export const GENERIC_FIELDS = fieldTable<GenericPierHeadLoads>()([
  {
    key: 'loadHeight_m',
    label: 'Load height',
    unit: 'length',
    description:
      "Height of the load point above grade, used when the Design Load Application is 'As entered' (a row's own height overrides it)",
    modes: [2],
  },
  REVERSIBLE_CASES,
]);

export const GENERIC_LOAD_ROW_FIELDS = fieldTable<GenericPierHeadLoads['rows'][number]>()([
  {
    key: 'loadType',
    label: 'Load type',
    unit: 'none',
    kind: 'choice',
    options: GENERIC_LOAD_TYPES.map((t) => ({ value: t, label: t })),
    modes: [2],
  },
  { key: 'loadCase', label: 'Load case', unit: 'none', kind: 'choice', modes: [2] },
  { key: 'P_N', label: 'P', unit: 'force', signed: true, modes: [2] },
  { key: 'Vx_N', label: 'Vx', unit: 'force', signed: true, modes: [2] },
  { key: 'Vy_N', label: 'Vy', unit: 'force', signed: true, modes: [2] },
  { key: 'Mx_Nm', label: 'Mx', unit: 'moment', signed: true, modes: [2] },
  { key: 'My_Nm', label: 'My', unit: 'moment', signed: true, modes: [2] },
  { key: 'loadHeight_m', label: 'Load height', unit: 'length', modes: [2] },
]);

// ------------------------------------------------------------------ mode 1, Nextracker

export const NEXTRACKER_FIELDS = fieldTable<NextrackerPileHeadLoads>()([
  {
    key: 'loadCases',
    label: 'Load cases',
    unit: 'none',
    kind: 'list',
    description: 'The load case columns of the pile head load table, in order',
    modes: [1],
  },
  { ...REVERSIBLE_CASES, modes: [1] },
]);

export const NEXTRACKER_PIER_TYPE_FIELDS = fieldTable<NextrackerPileHeadLoads['pierTypes'][number]>()([
  { key: 'id', label: 'Pier type', unit: 'none', kind: 'text', modes: [1] },
  { key: 'name', label: 'Pier Name', unit: 'none', kind: 'text', modes: [1] },
  {
    key: 'position',
    label: 'Tracker',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'exterior', label: 'Exterior' },
      { value: 'interior', label: 'Interior' },
    ],
    description: 'Which rows of the seismic pier load table apply',
    modes: [1],
  },
  {
    key: 'loadHeight_m',
    label: 'Load height',
    unit: 'length',
    description: "Used when the Design Load Application is 'As entered'",
    modes: [1],
  },
  {
    key: 'seismicPiles',
    label: 'Seismic piles',
    unit: 'count',
    kind: 'text',
    description: 'Piles (1 from the drive) whose seismic weight this pier takes; empty: all',
    modes: [1],
  },
]);

export const NEXTRACKER_ROW_FIELDS = fieldTable<NextrackerPileHeadLoads['rows'][number]>()([
  { key: 'pierType', label: 'Pier type', unit: 'none', kind: 'choice', modes: [1] },
  {
    key: 'component',
    label: 'Force',
    unit: 'none',
    kind: 'choice',
    options: LOAD_COMPONENT_FIELDS.map((c) => ({ value: c.key, label: c.label })),
    modes: [1],
  },
  { key: 'values', label: 'Load cases', unit: 'force', signed: true, modes: [1] },
]);

// ------------------------------------------------------------------ mode 3, Nevados

export const NEVADOS_FIELDS = fieldTable<NevadosPierLoads>()([
  {
    key: 'axialPositive',
    label: 'Axial positive in',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'compression', label: 'Compression' },
      { value: 'tension', label: 'Tension (uplift)', short: 'Tension' },
    ],
    description: 'Which sense the file counts positive',
    modes: [3],
  },
  {
    key: 'transverseIsStrongAxis',
    label: 'Transverse loads bend the strong axis',
    unit: 'none',
    kind: 'switch',
    description: 'Web across the torque tube (usual); off swaps the axes',
    modes: [3],
  },
  { ...REVERSIBLE_CASES, modes: [3] },
]);

export const NEVADOS_ROW_FIELDS = fieldTable<NevadosPierLoads['rows'][number]>()([
  { key: 'pier', label: 'Pier', unit: 'none', kind: 'text', modes: [3] },
  { key: 'loadCase', label: 'Load case', unit: 'none', kind: 'choice', modes: [3] },
  { key: 'axial_N', label: 'Axial', unit: 'force', signed: true, modes: [3] },
  { key: 'transverseShear_N', label: 'Transverse shear', unit: 'force', signed: true, modes: [3] },
  { key: 'longitudinalShear_N', label: 'Longitudinal shear', unit: 'force', signed: true, modes: [3] },
  { key: 'transverseMoment_Nm', label: 'Transverse moment', unit: 'moment', signed: true, modes: [3] },
  { key: 'longitudinalMoment_Nm', label: 'Longitudinal moment', unit: 'moment', signed: true, modes: [3] },
  {
    key: 'loadHeight_m',
    label: 'Load height',
    unit: 'length',
    description: "Used when the Design Load Application is 'As entered'",
    modes: [3],
  },
]);

// ------------------------------------------------------------------ mode 4, Array Tech

export const ATI_FIELDS = fieldTable<AtiPierLoads>()([
  {
    key: 'load_factor_moment',
    label: 'Load factor moment',
    unit: 'ratio',
    description: 'Multiplies the tabulated moments',
    modes: [4],
  },
  {
    key: 'interpolate_heights',
    label: 'Interpolate heights',
    unit: 'none',
    kind: 'switch',
    description: 'Linear between tabulated pile heights; off: a pile height must be tabulated',
    modes: [4],
  },
  {
    key: 'forcesAt',
    label: 'Forces at',
    unit: 'none',
    kind: 'choice',
    options: [
      {
        value: 'ground',
        label: 'Forces at grade (moved to the pile top: M = Mgrade − V·h)',
        short: 'At grade',
      },
      { value: 'head', label: 'Forces at the pile top', short: 'At the pile top' },
    ],
    description: 'At grade, they are moved to the pile top: M = Mgrade − V·h',
    modes: [4],
  },
  { key: 'selectedColumns', label: 'Selected columns', unit: 'none', kind: 'choice', modes: [4] },
  { ...REVERSIBLE_CASES, modes: [4] },
]);

export const GROUND_FORCE_TABLE_FIELDS = fieldTable<GroundForceTable>()([
  { key: 'pierType', label: 'Pier type', unit: 'none', kind: 'text', modes: [4] },
  { key: 'name', label: 'Pier Name', unit: 'none', kind: 'text', modes: [4] },
  { key: 'loadCase', label: 'Load case', unit: 'none', kind: 'choice', modes: [4] },
  { key: 'columns', label: 'Columns', unit: 'none', kind: 'list', modes: [4] },
  { key: 'rows', label: 'Pile height', unit: 'length', modes: [4] },
]);

// ------------------------------------------------------------------ load combinations

/** How the load combinations are made (the custom load_combo_cases are the tables below). */
export const LOAD_COMBINATION_FIELDS = fieldTable<DesignInput['loadCombinations']>()([
  {
    key: 'loadsNotActing',
    label: 'Investigate loads not acting',
    unit: 'none',
    kind: 'switch',
    description: 'ASCE 7 §2.3.1 / §2.4.1: each companion load also taken as absent',
    inSummary: true,
  },
  {
    key: 'reversal',
    label: 'Reversed wind (a load case acting either way)',
    unit: 'none',
    kind: 'choice',
    options: [
      {
        value: 'whole-vector',
        label: 'Whole vector reversed (P, V and M change sign)',
        short: 'Whole vector reversed',
      },
      {
        value: 'lateral-mirrored',
        label: 'Lateral mirrored (V and M change sign, P kept)',
        short: 'Lateral mirrored',
      },
    ],
    description:
      'What the reverse of a reversible case is: the whole vector reversed (P, V and M change sign) or the lateral mirrored (V and M change sign, P kept); the results say which was used',
    inSummary: true,
  },
]);

// ------------------------------------------------------------------ load_combo_cases

export const CUSTOM_COMBINATIONS_FIELDS = fieldTable<
  NonNullable<DesignInput['loadCombinations']['custom']>
>()([
  {
    key: 'includeCodeCombinations',
    label: 'Keep the code combinations too',
    unit: 'none',
    kind: 'switch',
    description: 'Off: the custom combinations replace the ASCE 7 ones (when there are any)',
    inSummary: true,
  },
]);

export const LOAD_CASE_FIELDS = fieldTable<CustomLoadCase>()([
  { key: 'id', label: 'Load case', unit: 'none', kind: 'text' },
  {
    key: 'kind',
    label: 'Kind',
    unit: 'none',
    kind: 'choice',
    options: LOAD_KINDS.map((k) => ({ value: k, label: k })),
    description: 'ASCE 7 load kind; empty: from the id',
  },
  {
    key: 'reversible',
    label: 'Either sense',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'true', label: 'Yes (±)' },
      { value: 'false', label: 'No' },
    ],
  },
  { key: 'description', label: 'Description', unit: 'none', kind: 'text' },
]);

export const COMBINATION_FIELDS = fieldTable<CustomCombination>()([
  { key: 'name', label: 'Combination', unit: 'none', kind: 'text' },
  {
    key: 'method',
    label: 'Method',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'ASD', label: 'ASD' },
      { value: 'LRFD', label: 'LRFD' },
    ],
  },
  { key: 'factors', label: 'Factors', unit: 'ratio', signed: true },
]);

/** Standard case ids a load table offers before any is defined (engine loads: D, L, Lr, S, R, W, E, Ev). */
export const STANDARD_LOAD_CASES = ['D', 'L', 'Lr', 'S', 'R', 'W', 'E', 'Ev'] as const;
