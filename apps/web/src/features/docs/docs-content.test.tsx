import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadConventionsFigure } from './components/load-conventions-figure';
import { LIMITS } from '@pilewise/contracts';
import { DOC_SECTIONS, LOAD_CONVENTIONS_TITLE, RELEASE_NOTES, searchDocs } from './docs-content';

describe('docs content', () => {
  it('lists only built versions, the newest current', () => {
    expect(RELEASE_NOTES.map((n) => n.version)).toEqual([
      'Version 3',
      'Version 2',
      'Version 1.1',
      'Version 1',
    ]);
    expect(RELEASE_NOTES.map((n) => n.status)).toEqual(['Current', 'Released', 'Released', 'Released']);
  });

  it('has every topic of the spec §2 docs menu, each with real content', () => {
    // product-spec.md §2, Docs screen: one menu entry per topic, in this order.
    expect(DOC_SECTIONS.map((s) => s.title)).toEqual([
      'Home',
      'Projects Page',
      'Sales Mode',
      'Project Details',
      'Project Input',
      'Project Result',
      'Design Modes',
      'User Management',
      'Transactions',
      'My Queue',
      'Activity Log',
      'Account Settings',
      'My Profile',
      'Notifications',
      'Help & Support',
      'Logout',
    ]);
    for (const section of DOC_SECTIONS) {
      const text = [section.intro, ...section.subsections.map((s) => s.body)].join(' ');
      expect(text, section.title).not.toMatch(/not available yet|coming soon|planned/i);
      if (section.id !== 'logout') expect(section.subsections.length, section.title).toBeGreaterThan(0);
    }
  });

  it('says what the product does today (design method, review acknowledgements, the plan)', () => {
    expect(searchDocs(DOC_SECTIONS, 'LRFD').map((s) => s.id)).toContain('project-input');
    expect(searchDocs(DOC_SECTIONS, 'engineer to confirm').map((s) => s.id)).toEqual(
      expect.arrayContaining(['project-input', 'project-result', 'my-queue']),
    );
    const transactions = DOC_SECTIONS.find((s) => s.id === 'transactions')!;
    const plan = transactions.subsections.map((s) => s.body).join(' ');
    expect(plan).toContain(`$${LIMITS.PRICE_PER_YEAR_USD} a year`);
    expect(plan).toContain(`$${LIMITS.EXTRA_USER_PER_YEAR_USD} a year per extra user`);
    const logout = DOC_SECTIONS.find((s) => s.id === 'logout')!;
    expect(logout.intro).toContain(`${LIMITS.IDLE_TIMEOUT_MS / 60000} minutes`);
  });

  it('states the engine sign conventions (load-case.ts) and draws them', () => {
    const conventions = DOC_SECTIONS.flatMap((s) => s.subsections).find(
      (s) => s.title === LOAD_CONVENTIONS_TITLE,
    );
    expect(conventions?.body).toContain('compression (down on the pile head) positive');
    expect(conventions?.body).toContain('M = Mx + Vx·z');
    render(<LoadConventionsFigure />);
    const figure = screen.getByRole('img', { name: /Pile head load sign conventions/ });
    expect(figure.textContent).toContain('P > 0 compression');
    expect(figure.textContent).toContain('M(z) = Mx + Vx·z');
  });
});
