// Where each input of the engine's design input is entered: a group of the input and the field
// table that describes its fields (forms, input summary and PDF report read the table), or, for
// the few inputs entered elsewhere, which screen enters them. A test walks the engine's schema
// and fails on any input found in neither: a new engine input cannot go without a form.
import type { InputField } from './field';
import { SOIL_LAYER_FIELDS, SOIL_PROFILE_FIELDS } from './soil-fields';
import {
  DEFLECTION_LIMIT_FIELDS,
  EFFECTIVE_LENGTH_PIER_ROW_FIELDS,
  PILE_HEIGHTS_FIELD,
  PROJECT_FIELDS,
  SETTINGS_FIELDS,
} from './settings-fields';
import {
  CORROSION_FIELDS,
  FROST_FIELDS,
  ROMANOFF_FIELDS,
  VERTICAL_FIELDS,
  VERTICAL_ROW_FIELDS,
} from './site-fields';
import {
  CUSTOM_SEISMIC_ROW_FIELDS,
  PIER_LOAD_TABLE_FIELDS,
  SEISMIC_FIELDS,
  SEISMIC_PARAM_FIELDS,
  TRACKER_SEISMIC_FIELDS,
} from './seismic-fields';
import {
  ATI_FIELDS,
  COMBINATION_FIELDS,
  CUSTOM_COMBINATIONS_FIELDS,
  GENERIC_FIELDS,
  GENERIC_LOAD_ROW_FIELDS,
  GROUND_FORCE_TABLE_FIELDS,
  LOAD_CASE_FIELDS,
  LOAD_COMBINATION_FIELDS,
  NEVADOS_FIELDS,
  NEVADOS_ROW_FIELDS,
  NEXTRACKER_FIELDS,
  NEXTRACKER_PIER_TYPE_FIELDS,
  NEXTRACKER_ROW_FIELDS,
} from './tracker-fields';

/**
 * A group of the input ('soil.layers[]': each row of an array) and its field table. A field's
 * key may name a list or a table below it (Nextracker pier types' seismicPiles, a custom
 * combination's factors): what is below a field's key is the field's.
 */
export const INPUT_FIELD_GROUPS: readonly { group: string; fields: readonly InputField[] }[] = [
  { group: 'project', fields: PROJECT_FIELDS },
  { group: 'settings', fields: SETTINGS_FIELDS },
  { group: 'settings.effectiveLengthByPierType[]', fields: EFFECTIVE_LENGTH_PIER_ROW_FIELDS },
  { group: 'settings.deflectionLimits.strong', fields: DEFLECTION_LIMIT_FIELDS },
  { group: 'settings.deflectionLimits.weak', fields: DEFLECTION_LIMIT_FIELDS },
  { group: '', fields: [PILE_HEIGHTS_FIELD] },
  { group: 'soil', fields: SOIL_PROFILE_FIELDS },
  { group: 'soil.layers[]', fields: SOIL_LAYER_FIELDS },
  { group: 'corrosion', fields: CORROSION_FIELDS },
  { group: 'corrosion.romanoff', fields: ROMANOFF_FIELDS },
  { group: 'vertical', fields: VERTICAL_FIELDS },
  { group: 'vertical.table[]', fields: VERTICAL_ROW_FIELDS },
  { group: 'vertical.frost', fields: FROST_FIELDS },
  { group: 'seismic', fields: SEISMIC_FIELDS },
  { group: 'seismic.params', fields: SEISMIC_PARAM_FIELDS },
  { group: 'seismic.tracker', fields: TRACKER_SEISMIC_FIELDS },
  { group: 'seismic.tracker.pierLoadTable', fields: PIER_LOAD_TABLE_FIELDS },
  { group: 'seismic.tracker.customRows[]', fields: CUSTOM_SEISMIC_ROW_FIELDS },
  { group: 'tracker.generic', fields: GENERIC_FIELDS },
  { group: 'tracker.generic.rows[]', fields: GENERIC_LOAD_ROW_FIELDS },
  { group: 'tracker.nextracker.pierTypes[]', fields: NEXTRACKER_PIER_TYPE_FIELDS },
  { group: 'tracker.nextracker.rows[]', fields: NEXTRACKER_ROW_FIELDS },
  { group: 'tracker.nevados', fields: NEVADOS_FIELDS },
  { group: 'tracker.nevados.rows[]', fields: NEVADOS_ROW_FIELDS },
  { group: 'tracker.nextracker', fields: NEXTRACKER_FIELDS },
  { group: 'tracker.ati_pier_loads', fields: ATI_FIELDS },
  { group: 'tracker.ati_pier_loads.groundForceTables[]', fields: GROUND_FORCE_TABLE_FIELDS },
  { group: 'loadCombinations', fields: LOAD_COMBINATION_FIELDS },
  { group: 'loadCombinations.custom', fields: CUSTOM_COMBINATIONS_FIELDS },
  { group: 'loadCombinations.custom.loadCases[]', fields: LOAD_CASE_FIELDS },
  { group: 'loadCombinations.custom.mapping_combo[]', fields: COMBINATION_FIELDS },
];

/** Inputs entered by their own screen or control, not through a field table, and where. */
export const INPUTS_ENTERED_ELSEWHERE: Readonly<Record<string, string>> = {
  schemaVersion: 'set by the app, never typed',
  'project.unitSystem': 'project Details (the unit system of the project)',
  'project.client': 'project Details',
  'project.latitude': 'project Details (location)',
  'project.longitude': 'project Details (location)',
  'project.notes': 'project Details',
  'settings.userSections': 'the company Sections screen (copied in when chosen in Settings)',
  'tracker.mode': 'Settings: the Design Mode choice (user.designModes)',
  loadTests: 'the Load tests tab',
};
