// A run carries the company library's sections it may use: the sections of the input's family
// are copied into `settings.userSections` of the run's input snapshot, so the run, its result
// and its report keep them (with their source notes) whatever the library holds later.
import type { CompanySectionInput } from '@pilewise/contracts';
import { sectionKey } from './sections.repository';

const nameOf = (s: unknown): string | null => {
  if (typeof s === 'string') return s;
  if (typeof s === 'object' && s !== null && typeof (s as { name?: unknown }).name === 'string')
    return (s as { name: string }).name;
  return null;
};

/**
 * The design input (raw JSON, as saved) with the library sections added to
 * `settings.userSections`. A section the input already holds under the same name stays as the
 * input has it: the project's own copy is what its user saw and saved.
 */
export function withLibrarySections(input: unknown, library: readonly CompanySectionInput[]): unknown {
  if (library.length === 0 || typeof input !== 'object' || input === null) return input;
  const raw = input as { settings?: unknown };
  if (typeof raw.settings !== 'object' || raw.settings === null) return input;
  const settings = raw.settings as { userSections?: unknown };
  const own = Array.isArray(settings.userSections) ? settings.userSections : [];
  const named = new Set(
    own
      .map(nameOf)
      .filter((n): n is string => n !== null)
      .map(sectionKey),
  );
  const added = library.filter((s) => !named.has(sectionKey(s.name)));
  if (added.length === 0) return input;
  return { ...raw, settings: { ...settings, userSections: [...own, ...added] } };
}

/** The family a raw design input searches, if it names one. */
export function sectionFamilyOf(input: unknown): string | undefined {
  const family = (input as { settings?: { sectionFamily?: unknown } } | null)?.settings?.sectionFamily;
  return typeof family === 'string' && family.trim() !== '' ? family : undefined;
}
