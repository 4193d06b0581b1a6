// The design constants of a result (engine design/design-constants.ts: K of the steel check, the
// stiff-clay k, the corrosion rates, the geotechnical FS or φ) as the Result tab and the PDF
// report list them: the value in the project's units, its source, whether the engineer is to
// confirm it, and the field of the app that changes it, named by its label, not the engine's path.
import type { DesignResult, UnitSystem } from '@pilewise/contracts';
import type { InputField } from '../input-fields/field';
import { formatWithUnitKind } from '../input-fields/format-field';
import { EFFECTIVE_LENGTH_PIER_ROW_FIELDS, SETTINGS_FIELDS } from '../input-fields/settings-fields';
import { CORROSION_FIELDS, ROMANOFF_FIELDS, VERTICAL_FIELDS } from '../input-fields/site-fields';
import { SOIL_LAYER_FIELDS } from '../input-fields/soil-fields';

export type DesignConstantRow = {
  name: string;
  /** In the project's units: '2.10', '12 µm/yr', '1,990 pci'. */
  value: string;
  source: string;
  engineerToConfirm: boolean;
  /** Where the app changes it: 'Settings › K, weak axis', 'Input › Soil › layer 2, Kpy'. */
  changeIn: string;
};

type Constant = NonNullable<DesignResult['constants']>[number];

const fieldIn = (fields: readonly InputField[], key: string | undefined) =>
  key === undefined ? undefined : fields.find((f) => f.key === key);

/** The field of the app an input path names, with where it is, or null for a path no form has. */
function placeOf(path: string): { field: InputField; where: string } | null {
  const layer = /^soil\.layers\[(\d+)\]\.(\w+)$/.exec(path);
  if (layer) {
    const field = fieldIn(SOIL_LAYER_FIELDS, layer[2]);
    return field ? { field, where: `Input › Soil › layer ${Number(layer[1]) + 1}, ${field.label}` } : null;
  }
  const pierK = /^settings\.effectiveLengthByPierType\[(\d+)\]\.(\w+)$/.exec(path);
  if (pierK) {
    const field = fieldIn(EFFECTIVE_LENGTH_PIER_ROW_FIELDS, pierK[2]);
    return field
      ? { field, where: `Settings › K per pier type › row ${Number(pierK[1]) + 1}, ${field.label}` }
      : null;
  }
  const [group, key, sub] = path.split('.');
  const pick = (fields: readonly InputField[], k: string | undefined, where: string) => {
    const field = fieldIn(fields, k);
    return field ? { field, where: `${where}, ${field.label}` } : null;
  };
  if (group === 'settings') {
    const field = fieldIn(SETTINGS_FIELDS, key);
    return field ? { field, where: `Settings › ${field.label}` } : null;
  }
  if (group === 'vertical') return pick(VERTICAL_FIELDS, key, 'Input › Vertical');
  if (group === 'corrosion' && key === 'romanoff') return pick(ROMANOFF_FIELDS, sub, 'Input › Corrosion');
  if (group === 'corrosion') return pick(CORROSION_FIELDS, key, 'Input › Corrosion');
  return null;
}

/** The engine gives k in MN/m³ (LPILE's unit); the field tables hold SI (N/m³). */
const toSI = (c: Constant) => (c.unit === 'MN/m³' ? c.value * 1e6 : c.value);

export function designConstantRows(result: DesignResult, system: UnitSystem): DesignConstantRow[] {
  return (result.constants ?? []).map((c) => {
    const place = placeOf(c.inputPath);
    return {
      name: c.name,
      value: place
        ? formatWithUnitKind(place.field.unit, toSI(c), system)
        : `${c.value}${c.unit === '-' ? '' : ` ${c.unit}`}`,
      source: c.source,
      engineerToConfirm: c.engineerToConfirm,
      changeIn: place?.where ?? c.inputPath,
    };
  });
}
