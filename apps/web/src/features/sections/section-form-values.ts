// What the Sections form holds (text as typed, in the chosen units) and how it becomes the
// engine's section input: numbers read strictly (a letter is an error, never dropped), units
// converted to SI, then the contracts' schema (the engine's own rules) names each bad field.
import { companySectionInputSchema, type CompanySectionInput, type UnitSystem } from '@pilewise/contracts';
import {
  fromSectionSI,
  I_SHAPE_PLATES,
  I_SHAPE_TABULATED,
  PIPE_FIELDS,
  toSectionSI,
  type SectionField,
} from './section-units';

export type SectionShapeChoice = 'user-W' | 'pipe';

export interface SectionFormValues {
  kind: SectionShapeChoice;
  name: string;
  family: string;
  source: string;
  numbers: Partial<Record<SectionField, string>>;
}

export const emptySectionForm = (): SectionFormValues => ({
  kind: 'user-W',
  name: '',
  family: '',
  source: '',
  numbers: {},
});

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export const fieldsOf = (kind: SectionShapeChoice) => ({
  required: kind === 'pipe' ? PIPE_FIELDS : I_SHAPE_PLATES,
  optional: kind === 'pipe' ? [] : I_SHAPE_TABULATED,
});

export type SectionFormResult =
  { ok: true; section: CompanySectionInput } | { ok: false; errors: Record<string, string> };

/** The section the form describes, or every problem keyed by field ('tf_m', 'name', ...). */
export function readSectionForm(values: SectionFormValues, system: UnitSystem): SectionFormResult {
  const errors: Record<string, string> = {};
  const raw: Record<string, unknown> = {
    kind: values.kind,
    name: values.name,
    family: values.family,
    source: values.source,
  };
  const { required, optional } = fieldsOf(values.kind);
  for (const field of [...required, ...optional]) {
    const text = (values.numbers[field] ?? '').trim();
    if (text === '') {
      if (required.includes(field)) errors[field] = 'Enter a value';
      continue;
    }
    if (!NUMBER.test(text)) {
      errors[field] = `“${text}” is not a number (use digits and a decimal point)`;
      continue;
    }
    raw[field] = toSectionSI(field, Number(text), system);
  }
  const parsed = companySectionInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path.at(-1) ?? 'name');
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, section: parsed.data };
}

/** A stored section back into the form, in the chosen units (up to 6 significant figures). */
export function sectionToForm(section: CompanySectionInput, system: UnitSystem): SectionFormValues {
  const numbers: Partial<Record<SectionField, string>> = {};
  const { required, optional } = fieldsOf(section.kind);
  for (const field of [...required, ...optional]) {
    const v = (section as unknown as Record<string, unknown>)[field];
    if (typeof v === 'number')
      numbers[field] = String(Number(fromSectionSI(field, v, system).toPrecision(6)));
  }
  return {
    kind: section.kind,
    name: section.name,
    family: section.family,
    source: section.source,
    numbers,
  };
}
