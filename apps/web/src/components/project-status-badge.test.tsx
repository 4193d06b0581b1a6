import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ProjectStatusBadge } from './project-status-badge';

describe('project status badge', () => {
  it('shows the whole status and never narrows below its words (no "Sent For Revi…")', () => {
    renderWithProviders(<ProjectStatusBadge status="Sent For Review" />);
    const badge = screen.getByText('Sent For Review').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.minWidth).toBe('max-content');
  });
});
