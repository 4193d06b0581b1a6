// K of the steel check per axis on the Settings tab (engine settings.effectiveLengthFactor*,
// checks/steel-axial.ts CANTILEVER_K): empty shows the engine's 2.1 and its source; a typed K is
// stored as typed (no unit); one below 0.5 is refused on its field by the engine's own check.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { makeProject, renderWithProviders } from '../../../testing/render';
import { useDesignInputDraft } from '../draft-store';
import { SettingsPanel } from './input-panels';
import { resetDesignInputDraft } from '../../../testing/draft';

beforeEach(() => resetDesignInputDraft());

type Input = typeof generic & { settings: typeof generic.settings & { effectiveLengthFactorWeak?: number } };
const draft = () => useDesignInputDraft.getState().input as Input;
const wrapperOf = (el: HTMLElement) => el.closest('.mantine-InputWrapper-root') as HTMLElement;

describe('K of the steel check on the Settings tab', () => {
  it(
    'shows 2.1 and its source when empty, takes 0.8, refuses 0.3 on the field',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
      );
      const weak = await screen.findByRole('textbox', { name: /K, weak axis/ });
      expect(weak).toHaveValue('');
      expect(weak).toHaveAttribute('placeholder', '2.1');
      expect(
        within(wrapperOf(weak)).getByText(/Default 2\.1 \(AISC 360-16 Commentary Table C-A-7\.1/),
      ).toBeVisible();
      expect(draft().settings.effectiveLengthFactorWeak).toBeUndefined();

      await user.type(weak, '0.3');
      expect(await within(wrapperOf(weak)).findByText(/must be at least 0\.5/)).toBeVisible();
      await user.clear(weak);
      await user.type(weak, '0.8');
      expect(draft().settings.effectiveLengthFactorWeak).toBe(0.8);
      expect(within(wrapperOf(weak)).queryByText(/must be at least/)).toBeNull();
    },
  );
});

describe('K per pier type on the Settings tab', () => {
  it(
    'adds a row for a pier type of the load tables, stores its K as typed, and names a wrong row',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
      );
      const table = await screen.findByRole('table', { name: 'K per pier type' });
      expect(within(table).getAllByRole('row')).toHaveLength(1); // the header: no row yet
      await user.click(screen.getByRole('button', { name: 'Add pier type' }));
      const pier = within(table).getByRole('combobox', { name: /Pier type row 1 Pier type/ });
      // the choices are the pier types of the example's load table
      const offered = within(pier)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value'));
      expect(offered).toEqual(expect.arrayContaining(['SAP', 'SMP', 'HMP']));
      await user.selectOptions(pier, 'SMP');
      await user.type(within(table).getByRole('textbox', { name: /Pier type row 1 K, weak axis/ }), '0.8');
      type WithRows = Input & { settings: { effectiveLengthByPierType?: unknown[] } };
      expect((draft() as WithRows).settings.effectiveLengthByPierType).toEqual([
        { pierType: 'SMP', weak: 0.8 },
      ]);
      // a second row for the same pier type: the engine's check names it on the table
      await user.click(screen.getByRole('button', { name: 'Add pier type' }));
      const second = within(table).getByRole('combobox', { name: /Pier type row 2 Pier type/ });
      await user.selectOptions(second, 'SMP');
      expect(await screen.findAllByText(/pier type 'SMP' has a row above already/)).not.toHaveLength(0);
      expect(second).toHaveAttribute('aria-invalid', 'true');
      expect(within(table).getByRole('combobox', { name: /Pier type row 1 Pier type/ })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  );
});
