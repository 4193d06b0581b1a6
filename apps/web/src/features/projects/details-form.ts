import {
  addProjectBodySchema,
  DEFAULT_UNIT_SYSTEM,
  draftProjectBodySchema,
  type AddProjectBody,
  type DraftProjectBody,
  type Project,
  type UnitSystem,
} from '@pilewise/contracts';
import { schemaValidator } from '../../lib/form';

// The Details tab as form values (text as typed) and its conversion to the contract body.

export type DetailsValues = {
  name: string;
  client: string;
  designer: string;
  company: string;
  projectAddress: string;
  latitude: string;
  longitude: string;
  unitSystem: UnitSystem;
  notes: string;
};

export function emptyDetails(companyName: string): DetailsValues {
  return {
    name: '',
    client: '',
    designer: '',
    company: companyName,
    projectAddress: '',
    latitude: '',
    longitude: '',
    unitSystem: DEFAULT_UNIT_SYSTEM,
    notes: '',
  };
}

export function detailsFromProject(p: Project): DetailsValues {
  return {
    name: p.name,
    client: p.client,
    designer: p.designer,
    company: p.company,
    projectAddress: p.projectAddress,
    latitude: p.latitude == null ? '' : String(p.latitude),
    longitude: p.longitude == null ? '' : String(p.longitude),
    unitSystem: p.unitSystem,
    notes: p.notes,
  };
}

function toNumber(text: string): number | null {
  const t = text.trim();
  if (t === '' || t === '-' || t === '.') return null;
  return Number(t);
}

export function toBody(values: DetailsValues, id: string | null): AddProjectBody & DraftProjectBody {
  return {
    ...(id ? { _id: id } : {}),
    name: values.name.trim(),
    client: values.client.trim(),
    designer: values.designer.trim(),
    company: values.company.trim(),
    projectAddress: values.projectAddress.trim(),
    latitude: toNumber(values.latitude),
    longitude: toNumber(values.longitude),
    unitSystem: values.unitSystem,
    notes: values.notes,
  };
}

const validateAdd = schemaValidator<AddProjectBody>(addProjectBodySchema);
const validateDraft = schemaValidator<DraftProjectBody>(draftProjectBodySchema);

/** A draft needs nothing; a saved project needs a name and a client (contracts). */
export function validateDetails(values: DetailsValues, draft: boolean): Record<string, string> {
  const body = toBody(values, null);
  const errors = draft ? validateDraft(body) : validateAdd(body);
  for (const key of ['latitude', 'longitude'] as const) {
    if (Number.isNaN(body[key]))
      errors[key] = `${key === 'latitude' ? 'Latitude' : 'Longitude'} must be a number`;
  }
  return errors;
}

/** "body.client" from the server's error → "client" of the form. */
export function formFieldOf(serverField: string | undefined): keyof DetailsValues | null {
  if (!serverField) return null;
  const key = serverField.replace(/^body\./, '').split('.')[0];
  const known: (keyof DetailsValues)[] = [
    'name',
    'client',
    'designer',
    'company',
    'projectAddress',
    'latitude',
    'longitude',
    'unitSystem',
    'notes',
  ];
  return known.find((k) => k === key) ?? null;
}
