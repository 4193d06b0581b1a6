import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadConventionsFigure } from './components/load-conventions-figure';
import { DOC_SECTIONS, LOAD_CONVENTIONS_TITLE, RELEASE_NOTES } from './docs-content';

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
