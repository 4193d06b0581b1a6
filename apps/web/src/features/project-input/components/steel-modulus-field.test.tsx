// E of the steel on the Settings tab (engine settings.steelModulus_Pa): empty shows the 200 GPa
// the engine takes, in the project's unit to 5 figures (29008 ksi, not the 29000 of AISC's other
// value that 3 figures would show) with its source; 29000 typed in ksi is stored in Pa as AISC's
// 29,000 ksi; a value typed as if in GPa is refused on the field by the engine's own range.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { makeProject, renderWithProviders } from '../../../testing/render';
import { useDesignInputDraft } from '../draft-store';
import { SettingsPanel } from './input-panels';
import { resetDesignInputDraft } from '../../../testing/draft';

beforeEach(() => resetDesignInputDraft());

type Input = typeof generic & { settings: typeof generic.settings & { steelModulus_Pa?: number } };
const draft = () => useDesignInputDraft.getState().input as Input;
const wrapperOf = (el: HTMLElement) => el.closest('.mantine-InputWrapper-root') as HTMLElement;

/** 1 ksi in Pa: 1,000 lbf (4.4482216152605 N) on a square inch (0.0254² m²), exact by definition. */
const PA_PER_KSI = (1000 * 4.4482216152605) / 0.0254 ** 2;

describe('Steel E on the Settings tab', () => {
  it(
    'shows 200 GPa as 29008 ksi with its source when empty, takes 29000 ksi, refuses 200 (GPa typed in ksi)',
    {
      timeout: 60_000,
    },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
      );
      const e = await screen.findByRole('textbox', { name: /Steel E/ });
      expect(e).toHaveValue('');
      expect(e).toHaveAttribute('placeholder', '29008');
      expect(
        within(wrapperOf(e)).getByText(
          /Default 29008 ksi \(200 GPa; AISC 360-16 gives 29,000 ksi, 200 000 MPa\)/,
        ),
      ).toBeVisible();

      await user.type(e, '200');
      expect(await within(wrapperOf(e)).findByText(/must be at least 150 GPa/)).toBeVisible();
      await user.clear(e);
      await user.type(e, '29000');
      expect(draft().settings.steelModulus_Pa! / PA_PER_KSI).toBeCloseTo(29_000, 9);
      expect(within(wrapperOf(e)).queryByText(/must be at/)).toBeNull();
    },
  );
});
