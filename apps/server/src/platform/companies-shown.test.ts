// The console's search, kinds and pages (companies-shown.ts), over companies' own rows.
import { describe, expect, it } from 'vitest';
import { COMPANIES_PER_PAGE } from '@pilewise/contracts';
import { companiesMatching, companiesPage } from './companies-shown';
import type { CompanyRow } from './platform.repository';

const NOW = new Date('2026-12-02T12:00:00Z');
const LATER = new Date('2027-01-01T00:00:00Z');
const EARLIER = new Date('2026-11-01T00:00:00Z');

const company = (name: string, over: Partial<CompanyRow> = {}): CompanyRow => ({
  id: crypto.randomUUID(),
  name,
  kind: 'customer',
  plan: 'Trial',
  planEndsAt: LATER,
  extraSeats: 0,
  frozenAt: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  billingEventAt: 0,
  createdAt: EARLIER,
  updatedAt: EARLIER,
  ...over,
});

describe('the companies the console shows', () => {
  const all = [
    company('Énergie Solaire SA'),
    company('Mesa Verde Solar', { plan: 'Pro' }),
    company('Sun Piles LLC', { planEndsAt: EARLIER }),
    company('Old Pro Co', { plan: 'Pro', planEndsAt: EARLIER, frozenAt: EARLIER }),
  ];
  const names = (cs: CompanyRow[]) => cs.map((c) => c.name);
  const matching = (search: string, kind: Parameters<typeof companiesMatching>[1]['kind']) =>
    names(companiesMatching(all, { search, kind }, NOW));

  it('match every word of the search in the name, whatever the case and accents', () => {
    expect(matching('solar', 'all')).toEqual(['Mesa Verde Solar']);
    expect(matching('energie', 'all')).toEqual(['Énergie Solaire SA']);
    expect(matching('ÉNERGIE', 'all')).toEqual(['Énergie Solaire SA']);
    expect(matching(' sun  LLC ', 'all')).toEqual(['Sun Piles LLC']);
    expect(matching('sun pro', 'all')).toEqual([]);
    expect(matching('', 'all')).toHaveLength(all.length);
  });

  it('of a kind: running trials, running Pro, ended plans (at the time given), frozen companies', () => {
    expect(matching('', 'trial')).toEqual(['Énergie Solaire SA']);
    expect(matching('', 'pro')).toEqual(['Mesa Verde Solar']);
    expect(matching('', 'ended')).toEqual(['Sun Piles LLC', 'Old Pro Co']);
    expect(matching('old', 'frozen')).toEqual(['Old Pro Co']);
    // a plan ends at its time: the same rows a year on
    const nextYear = new Date('2027-12-02T00:00:00Z');
    expect(names(companiesMatching(all, { search: '', kind: 'ended' }, nextYear))).toHaveLength(4);
  });

  it('a page at a time, each company on exactly one page, a page past the end answering the last', () => {
    const many = Array.from({ length: 2 * COMPANIES_PER_PAGE + 3 }, (_, i) => company(`Co ${i}`));
    const pages = [1, 2, 3].map((p) => companiesPage(many, p));
    expect(pages.map((p) => [p.page, p.pages, p.rows.length])).toEqual([
      [1, 3, COMPANIES_PER_PAGE],
      [2, 3, COMPANIES_PER_PAGE],
      [3, 3, 3],
    ]);
    expect(pages.flatMap((p) => p.rows)).toEqual(many);
    expect(companiesPage(many, 9)).toEqual(pages[2]);
    expect(companiesPage([], 1)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
