// The design-input field table: one typed description of every input field (label, unit kind,
// the soil models or design modes that use it), read by the forms, the input summary, the PDF
// report and the Excel templates.
export {
  fieldTable,
  fieldOf,
  usedInMode,
  type FieldDefault,
  type FieldKind,
  type FieldOption,
  type InputField,
  type KeysOf,
} from './field';
export { defaultChoiceLabel, engineDefaultAt } from './engine-default';
export { fromDisplay, inputText, toDisplay, unitLabel, type FixedUnit, type UnitKind } from './unit-kinds';
export {
  localeUsesDecimalComma,
  parseNumberText,
  type NumberText,
  type NumberTextOptions,
} from './number-text';
export {
  columnField,
  layerUsesField,
  sandKDefaults,
  soilModelName,
  SOIL_LAYER_COLUMNS,
  SOIL_LAYER_FIELDS,
  SOIL_MODEL_OPTIONS,
  SOIL_PROFILE_FIELDS,
  type SoilColumn,
  type SoilLayerField,
  type SoilLayerKey,
} from './soil-fields';
export { isLpileOnlyModel, soilModelFromName } from './soil-type-names';
export {
  DEFLECTION_AXES,
  DEFLECTION_LIMIT_FIELDS,
  DESIGN_LOAD_APPLICATION_OPTIONS,
  EFFECTIVE_LENGTH_FIELDS,
  EFFECTIVE_LENGTH_PIER_ROW_FIELDS,
  loadApplicationText,
  pierTypeKText,
  loadHeightOverride,
  PILE_HEIGHTS_FIELD,
  PROJECT_FIELDS,
  SETTINGS_FIELDS,
} from './settings-fields';
export {
  CORROSION_FIELDS,
  FROST_FIELDS,
  ROMANOFF_FIELDS,
  VERTICAL_FIELDS,
  VERTICAL_ROW_FIELDS,
} from './site-fields';
export { INPUT_FIELD_GROUPS, INPUTS_ENTERED_ELSEWHERE } from './input-coverage';
export {
  CUSTOM_SEISMIC_ROW_FIELDS,
  PIER_LOAD_TABLE_FIELDS,
  SEISMIC_FIELDS,
  SEISMIC_PARAM_FIELDS,
  TRACKER_SEISMIC_FIELDS,
} from './seismic-fields';
export {
  ATI_FIELDS,
  COMBINATION_FIELDS,
  CUSTOM_COMBINATIONS_FIELDS,
  GENERIC_FIELDS,
  GENERIC_LOAD_ROW_FIELDS,
  GROUND_FORCE_TABLE_FIELDS,
  LOAD_CASE_FIELDS,
  LOAD_COMBINATION_FIELDS,
  LOAD_COMPONENT_FIELDS,
  LOAD_CONVENTIONS,
  NEVADOS_FIELDS,
  NEVADOS_ROW_FIELDS,
  NEXTRACKER_FIELDS,
  NEXTRACKER_PIER_TYPE_FIELDS,
  NEXTRACKER_ROW_FIELDS,
  STANDARD_LOAD_CASES,
} from './tracker-fields';
export { formatFieldValue, formatNumber, formatWithUnitKind } from './format-field';
