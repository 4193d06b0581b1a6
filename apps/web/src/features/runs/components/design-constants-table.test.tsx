import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeSucceededRun } from '../../../testing/runs';
import { RunResultView } from './run-result-view';

vi.mock('./profile-charts', () => ({ default: () => <div role="img" aria-label="Charts" /> }));

describe('design constants on the Result tab (a real engine result)', () => {
  it('folded under a count; opened, each constant with its value, source and the field that changes it', async () => {
    const run = makeSucceededRun();
    const constants = run.result.constants!;
    const flagged = constants.filter((c) => c.engineerToConfirm).length;
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    const toggle = screen.getByRole('button', {
      name: `Design constants (${constants.length}${flagged > 0 ? `, ${flagged} engineer to confirm` : ''})`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    const table = await screen.findByRole('table', { name: 'Design constants' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(constants.length);
    const weak = rows.find((r) => r.textContent.startsWith('K, weak axis'))!;
    expect(
      within(weak)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'K, weak axis (effective length factor of the steel check)',
      '2.10',
      expect.stringContaining('AISC 360-16 Commentary Table C-A-7.1'),
      'Settings › K, weak axis',
    ]);
    // every flagged constant says so in its row
    expect(rows.filter((r) => r.textContent.includes('(engineer to confirm)'))).toHaveLength(flagged);
  });
});
