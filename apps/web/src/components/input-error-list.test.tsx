import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { InputErrorList } from './input-error-list';

describe('InputErrorList', () => {
  it('names a Nextracker load value by the load case it is entered under, with the input given', () => {
    const input = { tracker: { mode: 1, nextracker: { loadCases: ['D', 'S', 'W0', 'W30'] } } };
    renderWithProviders(
      <InputErrorList
        label="Problems of the input"
        input={input}
        errors={[{ path: 'tracker.nextracker.rows[2].values[3]', message: 'must be a number' }]}
      />,
    );
    const row = within(screen.getByRole('table', { name: 'Problems of the input' })).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Pile head loads',
      'Load #3',
      'W30',
      'must be a number',
      'tracker.nextracker.rows[2].values[3]',
    ]);
  });
});
