// Where the numbers of a run's own sections come from: each user-defined section of the family the
// run searched (copied from the company library or the project's own), with its source note, for
// the Result tab (the engine's result names sections only).
import { resolveSection } from '@pilewise/engine';
import type { Run } from '@pilewise/contracts';

const key = (s: string) => s.replace(/\s+/g, '').toUpperCase();

export function sectionSourcesOf(input: unknown): NonNullable<Run['sectionSources']> {
  const settings = (input as { settings?: { sectionFamily?: unknown; userSections?: unknown } } | null)
    ?.settings;
  if (!settings || typeof settings.sectionFamily !== 'string' || !Array.isArray(settings.userSections))
    return [];
  const family = key(settings.sectionFamily);
  return settings.userSections.flatMap((u: unknown) => {
    try {
      const r = resolveSection(u as Parameters<typeof resolveSection>[0]);
      if (!r.ok || key(r.section.family) !== family) return [];
      return [{ name: r.section.name, family: r.section.family, source: r.section.source }];
    } catch {
      return []; // not a section the engine reads: the run's own check refused or ignored it
    }
  });
}
