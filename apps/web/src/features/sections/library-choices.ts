// The company library in the Settings form: which section families a user may pick (the
// catalogue's and the library's, within the user's section types), which sections a family
// offers for Min/Max Section, and the copies of the library's sections the project keeps in
// settings.userSections (its input keeps them when the library changes; the report cites them).
import { SECTION_TYPES, type CompanySection, type SectionType } from '@pilewise/contracts';
import { catalogFamilies, sectionsInFamily } from '@pilewise/engine';

const key = (s: string) => s.replace(/\s+/g, '').toUpperCase();

interface NamedSection {
  name?: unknown;
  family?: unknown;
}

/**
 * Families offered: the catalogue's, the library's and those the input already holds, each kept
 * when it is not one of the spec's section types (W6, W8, NXT) or the user may use it.
 */
export function familyChoices(
  library: readonly CompanySection[],
  userSections: readonly NamedSection[],
  allowed: readonly SectionType[],
): string[] {
  const all = [
    ...catalogFamilies(),
    ...library.map((s) => s.family),
    ...userSections.map((u) => (typeof u.family === 'string' ? u.family : '')).filter(Boolean),
  ];
  const seen = new Map<string, string>();
  for (const f of all) if (!seen.has(key(f))) seen.set(key(f), f);
  return [...seen.values()].filter((f) => {
    const type = SECTION_TYPES.find((t) => key(t) === key(f));
    return !type || allowed.includes(type);
  });
}

/** Sections of a family for Min/Max Section, lightest first: catalogue, library, the input's own. */
export function sectionChoices(
  family: string,
  library: readonly CompanySection[],
  userSections: readonly NamedSection[],
): { value: string; label: string }[] {
  const own = userSections
    .filter(
      (u) => typeof u.family === 'string' && key(u.family) === key(family) && typeof u.name === 'string',
    )
    .map((u) => ({ name: u.name as string, weight: Number.POSITIVE_INFINITY, note: 'project' }));
  const lib = library
    .filter((s) => key(s.family) === key(family))
    .map((s) => ({
      name: s.name,
      weight: s.weight_lb_per_ft ?? Number.POSITIVE_INFINITY,
      note: 'company library',
    }));
  const cat = sectionsInFamily(family).map((s) => ({ name: s.name, weight: s.weight_lb_per_ft, note: '' }));
  const byName = new Map<string, { name: string; weight: number; note: string }>();
  for (const s of [...cat, ...lib, ...own]) if (!byName.has(key(s.name))) byName.set(key(s.name), s);
  return [...byName.values()]
    .sort((a, b) => a.weight - b.weight)
    .map((s) => ({ value: s.name, label: s.note ? `${s.name} (${s.note})` : s.name }));
}

/**
 * The design input with the library's sections of its family copied into settings.userSections:
 * a library section replaces the input's copy of the same name (the library is where it is kept
 * up to date); the input's other user sections stay.
 */
export function withLibraryCopies(input: unknown, library: readonly CompanySection[]): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const raw = input as { settings?: { sectionFamily?: unknown; userSections?: unknown } };
  const settings = raw.settings;
  if (!settings || typeof settings.sectionFamily !== 'string') return input;
  const family = key(settings.sectionFamily);
  const copies = library.filter((s) => key(s.family) === family).map((s) => s.section);
  if (copies.length === 0) return input;
  const names = new Set(copies.map((c) => key(c.name)));
  const own = (Array.isArray(settings.userSections) ? settings.userSections : []).filter(
    (u: NamedSection) => !(typeof u?.name === 'string' && names.has(key(u.name))),
  );
  return { ...raw, settings: { ...settings, userSections: [...own, ...copies] } };
}
