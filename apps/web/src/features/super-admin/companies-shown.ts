// Which customer companies the Super admin's console shows: those whose name holds the search
// (any case, any accents), of the chosen kind, a page at a time. Every company is on the console,
// and a platform with hundreds of them needs finding one by name, or the trials about to end.
import type { PlatformCompany } from '@pilewise/contracts';

export const COMPANY_KINDS = ['all', 'trial', 'pro', 'ended', 'frozen'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export const COMPANY_KIND_LABELS: Record<CompanyKind, string> = {
  all: 'All companies',
  trial: 'Free trials running',
  pro: 'Pro running',
  ended: 'Plan ended',
  frozen: 'Frozen',
};

/** Rows on one page of the console. */
export const COMPANIES_PER_PAGE = 50;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function isOfKind(c: PlatformCompany, kind: CompanyKind): boolean {
  switch (kind) {
    case 'all':
      return true;
    case 'trial':
      return c.plan === 'Trial' && !c.ended;
    case 'pro':
      return c.plan === 'Pro' && !c.ended;
    case 'ended':
      return c.ended;
    case 'frozen':
      return c.frozen;
  }
}

/** The companies matching the search and the kind, in the server's order (by name). */
export function companiesMatching(
  companies: readonly PlatformCompany[],
  { search, kind }: { search: string; kind: CompanyKind },
): PlatformCompany[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return companies.filter((c) => isOfKind(c, kind) && words.every((w) => folded(c.name).includes(w)));
}

/** Page `page` (from 1) of `matching`, and how many pages there are (at least 1). */
export function companiesPage(
  matching: readonly PlatformCompany[],
  page: number,
): { rows: PlatformCompany[]; pages: number; first: number; last: number } {
  const pages = Math.max(1, Math.ceil(matching.length / COMPANIES_PER_PAGE));
  const at = Math.min(Math.max(1, page), pages);
  const start = (at - 1) * COMPANIES_PER_PAGE;
  const rows = matching.slice(start, start + COMPANIES_PER_PAGE);
  return { rows, pages, first: rows.length > 0 ? start + 1 : 0, last: start + rows.length };
}
