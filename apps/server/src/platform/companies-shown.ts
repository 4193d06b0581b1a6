// Which customer companies a page of the Super admin's console shows: those whose name holds every
// word of the search (any case, any accents), of the chosen kind, 50 to a page by name. Matched
// here over the companies' own rows, so that users and activity are read for one page only.
import { COMPANIES_PER_PAGE, type ConsoleCompanyKind } from '@pilewise/contracts';
import { planEnded } from '../shared/subscription';
import type { CompanyRow } from './platform.repository';

/** Lower case without accents: 'Énergie' is found by 'energie'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function isOfKind(company: CompanyRow, kind: ConsoleCompanyKind, now: Date): boolean {
  switch (kind) {
    case 'all':
      return true;
    case 'trial':
      return company.plan === 'Trial' && !planEnded(company, now);
    case 'pro':
      return company.plan === 'Pro' && !planEnded(company, now);
    case 'ended':
      return planEnded(company, now);
    case 'frozen':
      return company.frozenAt !== null;
  }
}

/** The companies matching the search and the kind, in the order given. */
export function companiesMatching(
  companies: readonly CompanyRow[],
  { search, kind }: { search: string; kind: ConsoleCompanyKind },
  now = new Date(),
): CompanyRow[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const named = (c: CompanyRow) => {
    const name = folded(c.name); // once a company, not once a word
    return words.every((w) => name.includes(w));
  };
  return companies.filter((c) => isOfKind(c, kind, now) && (words.length === 0 || named(c)));
}

/** Page `page` (from 1; past the last, the last) of `matching`, and how many pages there are (at least 1). */
export function companiesPage<T>(
  matching: readonly T[],
  page: number,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(matching.length / COMPANIES_PER_PAGE));
  const at = Math.min(Math.max(1, page), pages);
  const start = (at - 1) * COMPANIES_PER_PAGE;
  return { rows: matching.slice(start, start + COMPANIES_PER_PAGE), page: at, pages };
}
