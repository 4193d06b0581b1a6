import { DESIGN_INPUT_KEY, UNIT_SYSTEMS, type AddProjectBody, type UnitSystem } from '@pilewise/contracts';

/** What an example's own `project` block says of itself (examples/projects/*.json). */
type ExampleProjectBlock = {
  name?: unknown;
  client?: unknown;
  unitSystem?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  notes?: unknown;
};

const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A new project holding an example's design input, its details taken from the example's own
 * project block (name, client, unit system, location, notes): a first user sees a whole project
 * designed in two clicks instead of an empty editor.
 */
export function exampleProjectBody(label: string, example: unknown): AddProjectBody {
  const block = ((example as { project?: ExampleProjectBlock } | null)?.project ?? {}) as ExampleProjectBlock;
  const unitSystem = UNIT_SYSTEMS.includes(block.unitSystem as UnitSystem)
    ? (block.unitSystem as UnitSystem)
    : undefined;
  return {
    name: textOr(block.name, `Example: ${label}`),
    client: textOr(block.client, 'Example'),
    ...(unitSystem ? { unitSystem } : {}),
    latitude: numberOrNull(block.latitude),
    longitude: numberOrNull(block.longitude),
    ...(typeof block.notes === 'string' ? { notes: block.notes.slice(0, 5000) } : {}),
    design: { [DESIGN_INPUT_KEY]: example },
  };
}
