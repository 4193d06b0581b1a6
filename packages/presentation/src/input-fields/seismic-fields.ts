// Seismic Parameters and Seismic Tracker Data (spec §3). Seismic is computed in design modes 1
// (Nextracker: the pier load table) and 2 (Generic: the custom rows); modes 3 and 4 take the E
// cases of the tracker file as given, and the Seismic tab is hidden there (spec §2).
import {
  DESIGN_CODES,
  RISK_CATEGORIES,
  romanRiskCategory,
  STOW_ANGLES_DEG,
  type DesignInput,
} from '@pilewise/engine';
import { fieldTable } from './field';

type Seismic = NonNullable<DesignInput['seismic']>;
type Tracker = Seismic['tracker'];

export const SEISMIC_FIELDS = fieldTable<Seismic>()([
  { key: 'consider', label: 'Consider seismic', unit: 'none', kind: 'switch', inSummary: true },
  {
    key: 'weakAxis',
    label: 'Seismic about the weak axis',
    unit: 'none',
    kind: 'switch',
    description:
      'The direction of load case E in custom combinations; the code combinations check both (ASCE 7 §12.5.1)',
    inSummary: true,
  },
]);

export const SEISMIC_PARAM_FIELDS = fieldTable<Seismic['params']>()([
  { key: 'R', label: 'R', unit: 'ratio', description: 'Response modification', inSummary: true },
  { key: 'Ss', label: 'Ss', unit: 'g', inSummary: true },
  { key: 'S1', label: 'S1', unit: 'g', inSummary: true },
  { key: 'SMS', label: 'Sms', unit: 'g', inSummary: true },
  { key: 'SM1', label: 'Sm1', unit: 'g', inSummary: true },
  { key: 'SDS', label: 'Sds', unit: 'g', inSummary: true },
  { key: 'SD1', label: 'Sd1', unit: 'g', inSummary: true },
  { key: 'Fa', label: 'Fa', unit: 'ratio', inSummary: true },
  { key: 'Fv', label: 'Fv', unit: 'ratio', inSummary: true },
  { key: 'T_s', label: 'T', unit: 'seconds', description: 'Fundamental period' },
  { key: 'TL_s', label: 'TL', unit: 'seconds', description: 'Long-period transition' },
  {
    key: 'lowerLimits',
    label: 'Cs lower limits',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: '15.4.1', label: '§15.4.1 (nonbuilding)', short: '§15.4.1' },
      { value: '12.8', label: '§12.8 (building)', short: '§12.8' },
    ],
    description: 'ASCE 7 §15.4.1: nonbuilding structures; §12.8: buildings',
  },
]);

const MODES_1_2 = [1, 2] as const;

export const TRACKER_SEISMIC_FIELDS = fieldTable<Tracker>()([
  {
    key: 'designCode',
    label: 'Design Code',
    unit: 'none',
    kind: 'choice',
    options: DESIGN_CODES.map((c) => ({ value: c, label: c })),
    description: "Leave as the project's when empty",
  },
  {
    key: 'riskCategory',
    label: 'RC',
    unit: 'none',
    kind: 'choice',
    options: RISK_CATEGORIES.map((rc) => ({ value: rc, label: romanRiskCategory(rc) })),
    description: 'Risk category',
    inSummary: true,
  },
  {
    key: 'wingMode',
    label: 'Wing',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 1, label: 'Balanced' },
      { value: 2, label: 'Unbalanced' },
    ],
    modes: [1],
    inSummary: true,
  },
  {
    key: 'loadCase',
    label: 'Load Case',
    unit: 'none',
    kind: 'choice',
    options: [
      { value: 'W', label: 'W' },
      { value: 'Ez', label: 'Ez' },
    ],
    description: "W: Eh = Cs·W of each row; Ez: Eh is the row's Ez as given",
    modes: [2],
  },
  {
    key: 'stowAngleDeg',
    label: 'Stow Angle',
    unit: 'degrees',
    kind: 'choice',
    options: STOW_ANGLES_DEG.map((a) => ({ value: a, label: `${a}°` })),
  },
  { key: 'slopeDeg', label: 'Slope', unit: 'degrees', signed: true },
  { key: 'groundSnow_Pa', label: 'Ground Snow', unit: 'pressure' },
  { key: 'snowLoad_N_per_m', label: 'Snow PLF', unit: 'lineLoad' },
  { key: 'trackerLength_m', label: 'Tracker Length', unit: 'length', inSummary: true },
  { key: 'exteriorPierCount', label: 'Exterior Pier count', unit: 'count', inSummary: true },
  { key: 'interiorPierCount', label: 'Interior Pier count', unit: 'count', inSummary: true },
  { key: 'Ce', label: 'Ce', unit: 'ratio', description: 'Snow exposure factor' },
  { key: 'Ct', label: 'Ct', unit: 'ratio', description: 'Snow thermal factor' },
  { key: 'W_N', label: 'W', unit: 'force', description: 'Seismic weight per pier', modes: [2] },
  { key: 'Dlz_N', label: 'Dlz', unit: 'force', modes: [2] },
  { key: 'Ez_N', label: 'Ez', unit: 'force', modes: [2] },
  { key: 'Dly_N', label: 'Dly', unit: 'force', signed: true, modes: [2] },
]);

/** Spec §3 pier load table (design mode 1): the wing dead loads per pile, exterior and interior trackers. */
export const PIER_LOAD_TABLE_FIELDS = fieldTable<NonNullable<Tracker['pierLoadTable']>>()([
  { key: 'lw_ext', label: 'lw_ext', unit: 'force', description: 'Exterior DL, left wing', modes: [1] },
  { key: 'rw_ext', label: 'rw_ext', unit: 'force', description: 'Exterior DL, right wing', modes: [1] },
  { key: 'lw_int', label: 'lw_int', unit: 'force', description: 'Interior DL, left wing', modes: [1] },
  { key: 'rw_int', label: 'rw_int', unit: 'force', description: 'Interior DL, right wing', modes: [1] },
]);

/** Spec §3 custom rows (design mode 2): Seismic Pier, w, diz, ez, diy. */
export const CUSTOM_SEISMIC_ROW_FIELDS = fieldTable<Tracker['customRows'][number]>()([
  { key: 'seismicPier', label: 'Seismic Pier', unit: 'none', kind: 'choice', modes: MODES_1_2 },
  { key: 'w_N', label: 'W', unit: 'force', modes: [2] },
  { key: 'dlz_N', label: 'Dlz', unit: 'force', modes: [2] },
  { key: 'ez_N', label: 'Ez', unit: 'force', modes: [2] },
  { key: 'dly_N', label: 'Dly', unit: 'force', signed: true, modes: [2] },
]);
