// One design-input field as every view of it needs it: its label (spec §3), its unit kind, the
// soil models or design modes that read it, and its key in the engine's schema. The key is typed
// as a key of the engine's zod output type of its group, so a misspelt or removed key fails to
// compile in the table, not at run time in a form.
import type { DesignMode, SoilModelId } from '@pilewise/engine';
import type { UnitKind } from './unit-kinds';

/** 'list': a list of ids (load cases) entered by its own control, shown joined in the summary. */
export type FieldKind = 'number' | 'text' | 'choice' | 'switch' | 'list';

/**
 * A choice: its label as the summary and the report state it; `short`, where the label is too long
 * for a closed drop-down list on a phone, is what the form's list shows (the field's description
 * then says what the label's parenthesis said).
 */
export type FieldOption = { value: string | number; label: string; short?: string };

/** The value the engine takes when an optional field is left empty, with what it rests on. */
export interface FieldDefault {
  readonly value: number;
  readonly source: string;
  /** The engine flags it: the primary text was not read; the engineer confirms or overrides it. */
  readonly engineerToConfirm: boolean;
}

export interface InputField<K extends string = string> {
  /** The engine's key of the field in its group (row) object. */
  readonly key: K;
  /** The label of spec §3 (or the engine's symbol where the spec names none). */
  readonly label: string;
  readonly unit: UnitKind;
  /** Default 'number'. */
  readonly kind?: FieldKind;
  /** Takes negative values (a number field). */
  readonly signed?: boolean;
  readonly description?: string;
  readonly options?: readonly FieldOption[];
  /**
   * A choice written another way (pasted from Excel, read from a workbook): the option's value
   * it names, or null. Without it, a choice is matched by its value or its label only.
   */
  readonly choiceFromText?: (text: string) => string | number | null;
  /** Soil layer fields: the models that read it; undefined = every model. */
  readonly models?: readonly SoilModelId[];
  /** The design modes that use it; undefined = every mode. */
  readonly modes?: readonly DesignMode[];
  /**
   * Fields sharing a column of a table, one per row by its soil model: spec §3's Cu column reads
   * Qu for weak rock and Su for vuggy limestone, Kpy reads Krm, e50 reads Erm.
   */
  readonly column?: string;
  /** Shown in the input summary (screen and PDF report). */
  readonly inSummary?: boolean;
  /** The cited default of an optional field; it may depend on other fields of the input. */
  readonly defaultOf?: (input: unknown) => FieldDefault | undefined;
  /**
   * A row field's value the engine takes when the row leaves it empty, where it depends on the
   * row's other fields (a clay's ε50 from its c_u) or on the object holding the rows (a sand's k
   * on the soil profile's water table): the table shows it in the empty cell.
   */
  readonly rowDefault?: (row: unknown, parent?: unknown) => number | undefined;
}

/** String keys of a row type (the zod output type of an engine schema). */
export type KeysOf<Row> = Extract<keyof Row, string>;

/**
 * A field table checked against a row type: `fieldTable<SoilLayer>()([...])`. A key that the
 * engine's schema does not have is a compile error; the table keeps its literal keys.
 */
export function fieldTable<Row>() {
  return <const K extends KeysOf<Row>>(fields: readonly InputField<K>[]): readonly InputField<K>[] => fields;
}

/** The field of a table by its key. */
export function fieldOf<F extends readonly InputField[]>(fields: F, key: F[number]['key']): F[number] {
  const hit = fields.find((f) => f.key === key);
  if (!hit) throw new Error(`no field '${String(key)}'`);
  return hit;
}

/** Whether a field is used in a design mode. */
export function usedInMode(field: InputField, mode: DesignMode): boolean {
  return field.modes === undefined || field.modes.includes(mode);
}
