// Issue 8, pile reveal details (spec §3): the Axis of Rotation and the Design Load Application on
// the Settings tab, checked by the engine as typed, and the load tables saying when their own
// load heights are not used (engine design/load-application.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { makeProject, renderWithProviders } from '../../../testing/render';
import { useDesignInputDraft } from '../draft-store';
import { InputPanel, SettingsPanel } from './input-panels';
import { resetDesignInputDraft } from '../../../testing/draft';

beforeEach(() => resetDesignInputDraft());

type Input = typeof generic & {
  settings: typeof generic.settings & { axisOfRotation_m?: number; designLoadApplication?: string };
};
const draft = () => useDesignInputDraft.getState().input as Input;
const wrapperOf = (el: HTMLElement) => el.closest('.mantine-InputWrapper-root') as HTMLElement;

describe('pile reveal details on the Settings tab', () => {
  // typed fields checked by the engine as typed: room for a loaded machine
  it(
    'chooses where the loads act and takes the axis height, checked against the reveals',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
      );
      const application = await screen.findByRole('combobox', { name: /Design Load Application/ });
      // not set in the example: shown as the default, stored as nothing
      expect(application).toHaveValue('asEntered');
      expect(draft().settings.designLoadApplication).toBeUndefined();

      await user.selectOptions(application, 'axisOfRotation');
      expect(draft().settings.designLoadApplication).toBe('axisOfRotation');
      const axis = screen.getByRole('textbox', { name: /Axis of Rotation/ });
      // the engine's check names the missing axis height on its field
      expect(
        await within(wrapperOf(axis)).findByText(/is required when the Design Load Application/),
      ).toBeVisible();

      // 3 ft is below the 4.5 ft (1.37 m) reveal of the example
      await user.type(axis, '3');
      expect(
        await within(wrapperOf(axis)).findByText(/must be ≥ every Max Pile Reveal Height/),
      ).toBeVisible();
      await user.clear(axis);
      await user.type(axis, '5.25');
      // 5.25 ft × 0.3048 = 1.6002 m, stored in SI
      expect(draft().settings.axisOfRotation_m).toBeCloseTo(1.6002, 9);
      expect(within(wrapperOf(axis)).queryByText(/must be ≥/)).toBeNull();

      // back to 'As entered': the key goes, the input is as it was
      await user.selectOptions(application, 'asEntered');
      expect('designLoadApplication' in draft().settings).toBe(false);
    },
  );
});

describe('the load tables while the Design Load Application overrides their heights', () => {
  it(
    "Generic: says so, marks the rows' load height column and disables the table's",
    { timeout: 60_000 },
    async () => {
      const input = structuredClone(generic) as Input;
      input.settings.designLoadApplication = 'axisOfRotation';
      input.settings.axisOfRotation_m = 1.6;
      const user = userEvent.setup();
      renderWithProviders(
        <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
      );
      await screen.findByRole('table', { name: 'Soil layers' });
      await user.click(screen.getByRole('tab', { name: /^Pile Head Loads/ }));
      // 1.6 m = 5.249 ft, shown to 0.1 ft
      expect(
        screen.getByText(/every pier type's loads act at the axis of rotation, 5\.2 ft above grade/),
      ).toBeVisible();
      const table = screen.getByRole('table', { name: 'Pile head loads' });
      expect(within(table).getByRole('columnheader', { name: 'Load height (ft) · not used' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: /^Load height/ })).toBeDisabled();
    },
  );

  it('As entered: no note, the column and the field as they were', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    await screen.findByRole('table', { name: 'Soil layers' });
    await user.click(screen.getByRole('tab', { name: /^Pile Head Loads/ }));
    expect(screen.queryByText(/Load height overridden/)).toBeNull();
    const table = screen.getByRole('table', { name: 'Pile head loads' });
    expect(within(table).getByRole('columnheader', { name: 'Load height (ft)' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Load height/ })).toBeEnabled();
  });

  it(
    'tells a negative reveal and an embedment range upside down at their fields, beside another problem',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
      );
      const heights = await screen.findByRole('textbox', { name: /Pile Heights/ });
      await user.clear(heights);
      await user.type(heights, '4, -2');
      // kept as the number it is (-2 ft), so every list of problems says what is wrong with it
      expect(draft().pileHeights_m[1]).toBeCloseTo(-0.6096, 9);
      expect(within(wrapperOf(heights)).getByText('“-2”: must not be negative')).toBeVisible();

      const stress = screen.getByRole('textbox', { name: /Stress Limit/ });
      await user.clear(stress);
      await user.type(stress, '0');
      const min = screen.getByRole('textbox', { name: /Min Embed/ });
      const max = screen.getByRole('textbox', { name: /Max Embed/ });
      await user.clear(min);
      await user.type(min, '20');
      await user.clear(max);
      await user.type(max, '5');
      // told while the Stress Limit and the reveal are still wrong, not once they are fixed
      expect(await within(wrapperOf(max)).findByText('must be ≥ Min Embed (20.0 ft)')).toBeVisible();
      expect(within(wrapperOf(stress)).getByText(/must be > 0/)).toBeVisible();
    },
  );
});
