import { resolveSection } from '@pilewise/engine';
import type { CompanySection } from '@pilewise/contracts';
import type { CompanySectionRow } from './sections.repository';

export function toCompanySection(row: CompanySectionRow): CompanySection {
  const resolved = resolveSection(row.section);
  return {
    _id: row.id,
    name: row.name,
    family: row.family,
    source: row.section.source,
    section: row.section,
    // Resolved when saved; null only if the engine's rules have changed since.
    weight_lb_per_ft: resolved.ok ? resolved.section.weight_lb_per_ft : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
