// The company library in the Settings form: the copies of the library's sections the project
// keeps in settings.userSections (its input keeps them when the library changes; the engine's
// check in the browser finds them; the report cites them).
import type { CompanySection } from '@pilewise/contracts';

const key = (s: string) => s.replace(/\s+/g, '').toUpperCase();

interface NamedSection {
  name?: unknown;
  family?: unknown;
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
