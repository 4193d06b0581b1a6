// The console's search, kinds and pages (companies-shown.ts).
import { describe, expect, it } from 'vitest';
import type { PlatformCompany } from '@pilewise/contracts';
import { COMPANIES_PER_PAGE, companiesMatching, companiesPage } from './companies-shown';

const company = (name: string, over: Partial<PlatformCompany> = {}): PlatformCompany => ({
  _id: crypto.randomUUID(),
  name,
  plan: 'Trial',
  planEndsAt: '2027-01-01T00:00:00.000Z',
  ended: false,
  frozen: false,
  seats: { used: 1, total: 5, included: 5, extra: 0, free: 4 },
  users: 1,
  subscribed: false,
  lastActivityAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('the companies the console shows', () => {
  const all = [
    company('Énergie Solaire SA'),
    company('Mesa Verde Solar', { plan: 'Pro' }),
    company('Sun Piles LLC', { ended: true }),
    company('Old Pro Co', { plan: 'Pro', ended: true, frozen: true }),
  ];
  const names = (cs: PlatformCompany[]) => cs.map((c) => c.name);

  it('match every word of the search in the name, whatever the case and accents', () => {
    expect(names(companiesMatching(all, { search: 'solar', kind: 'all' }))).toEqual(['Mesa Verde Solar']);
    expect(names(companiesMatching(all, { search: 'energie', kind: 'all' }))).toEqual(['Énergie Solaire SA']);
    expect(names(companiesMatching(all, { search: ' sun  LLC ', kind: 'all' }))).toEqual(['Sun Piles LLC']);
    expect(names(companiesMatching(all, { search: 'sun pro', kind: 'all' }))).toEqual([]);
    expect(companiesMatching(all, { search: '', kind: 'all' })).toHaveLength(all.length);
  });

  it('of a kind: running trials, running Pro, ended plans, frozen companies', () => {
    expect(names(companiesMatching(all, { search: '', kind: 'trial' }))).toEqual(['Énergie Solaire SA']);
    expect(names(companiesMatching(all, { search: '', kind: 'pro' }))).toEqual(['Mesa Verde Solar']);
    expect(names(companiesMatching(all, { search: '', kind: 'ended' }))).toEqual([
      'Sun Piles LLC',
      'Old Pro Co',
    ]);
    expect(names(companiesMatching(all, { search: 'old', kind: 'frozen' }))).toEqual(['Old Pro Co']);
  });

  it('a page at a time, each company on exactly one page, a page past the end showing the last', () => {
    const many = Array.from({ length: 2 * COMPANIES_PER_PAGE + 3 }, (_, i) => company(`Co ${i}`));
    const pages = [1, 2, 3].map((p) => companiesPage(many, p));
    expect(pages.map((p) => p.pages)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.rows)).toEqual(many);
    expect(pages.map((p) => [p.first, p.last])).toEqual([
      [1, COMPANIES_PER_PAGE],
      [COMPANIES_PER_PAGE + 1, 2 * COMPANIES_PER_PAGE],
      [2 * COMPANIES_PER_PAGE + 1, 2 * COMPANIES_PER_PAGE + 3],
    ]);
    expect(companiesPage(many, 9).rows).toEqual(pages[2]!.rows);
    expect(companiesPage([], 1)).toEqual({ rows: [], pages: 1, first: 0, last: 0 });
  });
});
