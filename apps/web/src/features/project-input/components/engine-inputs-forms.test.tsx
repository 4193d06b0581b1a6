// Issue 8: the engine inputs that gained forms (design method, capacity basis, FS and φ
// overrides with their cited defaults, reversed wind, the corrosion constants).
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
  settings: { designMethod?: string };
  vertical: Record<string, unknown>;
  loadCombinations?: { reversal?: string };
  corrosion: Record<string, unknown> & { romanoff?: Record<string, number> };
};
const draft = () => useDesignInputDraft.getState().input as Input;

describe('engine inputs in the forms', () => {
  it('chooses the design method and reversed-wind meaning in Settings', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /Design Method/ }), 'LRFD');
    expect(draft().settings.designMethod).toBe('LRFD');
    await user.selectOptions(screen.getByRole('combobox', { name: /Reversed wind/ }), 'lateral-mirrored');
    expect(draft().loadCombinations?.reversal).toBe('lateral-mirrored');
  });

  it('a choice or switch left out of the input shows what the engine takes for it', async () => {
    const user = userEvent.setup();
    const input = structuredClone(generic) as Input;
    delete input.settings.designMethod;
    delete (input.seismic as { weakAxis?: boolean }).weakAxis;
    const { unmount } = renderWithProviders(
      <SettingsPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    // engine design-input.ts: designMethod defaults to ASD; the empty choice says so (it read "Choose…")
    const method = await screen.findByRole('combobox', { name: /Design Method/ });
    expect(method).toHaveValue('');
    expect(within(method).getByRole('option', { selected: true })).toHaveTextContent(
      'ASD (Ω; soil FS) (default)',
    );
    expect(within(method).queryByText('Choose…')).not.toBeInTheDocument();
    // a number left empty shows the engine's default as its placeholder: Stress Limit 1
    const stressLimit = screen.getByRole('textbox', { name: /Stress Limit/ });
    await user.clear(stressLimit);
    expect(draft().settings.stressLimit).toBeUndefined();
    expect(stressLimit).toHaveAttribute('placeholder', '1');
    await user.selectOptions(method, 'LRFD');
    expect(draft().settings.designMethod).toBe('LRFD');
    unmount();

    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    await user.click(await screen.findByRole('tab', { name: /^Seismic/ }));
    // seismic.weakAxis defaults to true: the switch is on, as the design takes it (it showed off)
    expect(await screen.findByRole('switch', { name: /Seismic about the weak axis/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Seismic about the weak axis/ }));
    expect((draft() as unknown as { seismic: { weakAxis?: boolean } }).seismic.weakAxis).toBe(false);
  });

  it('Investigate loads not acting left out, or its whole group: on, as the design takes it', async () => {
    const user = userEvent.setup();
    // engine design-input.ts: loadsNotActing defaults to true, and so does the group left out
    for (const leaveOut of ['switch', 'group'] as const) {
      resetDesignInputDraft();
      const input = structuredClone(generic) as unknown as { loadCombinations?: Record<string, unknown> };
      if (leaveOut === 'group') delete input.loadCombinations;
      else delete input.loadCombinations!.loadsNotActing;
      const { unmount } = renderWithProviders(
        <SettingsPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
      );
      const investigate = await screen.findByRole('switch', { name: /Investigate loads not acting/ });
      expect(investigate, leaveOut).toBeChecked();
      await user.click(investigate);
      expect(investigate, leaveOut).not.toBeChecked();
      expect(
        (draft() as unknown as { loadCombinations: { loadsNotActing?: boolean } }).loadCombinations
          .loadsNotActing,
      ).toBe(false);
      unmount();
    }
  });

  it('a number the engine defaults where it uses it shows that default when left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    // engine soil-profile.ts: γw 9.81 kN/m³ = 62.4 pcf (the example is imperial); it read "Enter Gamma water"
    expect(await screen.findByRole('textbox', { name: /Gamma water/ })).toHaveAttribute(
      'placeholder',
      '62.4',
    );
    // stiff clay without free water, made cyclic: its empty Cycles cell reads the 100 cycles taken
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layer 1 Loading' }), 'cyclic');
    const cycles = screen.getByRole('textbox', { name: /^Layer 1 Cycles/ });
    expect(cycles).toHaveValue('');
    expect(cycles).toHaveAttribute('placeholder', '100');
    // the snow factors of the seismic weight (ASCE 7 Tables 7.3-1, 7.3-2)
    await user.click(screen.getByRole('tab', { name: /^Seismic/ }));
    expect(await screen.findByRole('textbox', { name: /^Ce/ })).toHaveAttribute('placeholder', '1');
    expect(screen.getByRole('textbox', { name: /^Ct/ })).toHaveAttribute('placeholder', '1.2');
  });

  it('soil layers without their loading (the generic example) show the static curves the engine takes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    // engine soil-layer.ts: loading defaults to 'static'; these cells read "Choose…"
    const first = await screen.findByRole('combobox', { name: 'Layer 1 Loading' });
    for (const row of generic.soil.layers.keys()) {
      const cell = screen.getByRole('combobox', { name: `Layer ${row + 1} Loading` });
      expect(cell).toHaveValue('');
      expect(within(cell).getByRole('option', { selected: true })).toHaveTextContent('Static (default)');
    }
    await user.selectOptions(first, 'cyclic');
    expect((draft().soil.layers[0] as { loading?: string }).loading).toBe('cyclic');
  });

  // many typed fields in one render of the whole Input tab: room for a loaded machine
  it(
    'shows each FS and φ default with its source and flag, follows the capacity basis, and takes an override',
    { timeout: 45_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <InputPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
      );
      await user.click(await screen.findByRole('tab', { name: /^Vertical/ }));
      const fsCompression = await screen.findByRole('textbox', { name: /FS compression/ });
      // engine checks/geotech-factors.ts: FS 3 by static analysis, flagged (IBC gives none for compression)
      expect(fsCompression).toHaveAttribute('placeholder', '3');
      expect(
        screen.getByText(/Default 3 — engineer to confirm \(FS 3 for a capacity by static analysis/),
      ).toBeVisible();
      // FS 2 for wind uplift by analysis (IBC 1810.3.3.1.5 Exception) is cited, not flagged
      expect(screen.getByText(/Default 2 \(IBC 1810\.3\.3\.1\.5 Exception/)).toBeVisible();
      expect(screen.getByRole('textbox', { name: /φ compression/ })).toHaveAttribute('placeholder', '0.35');

      await user.selectOptions(screen.getByRole('combobox', { name: /Capacities from/ }), 'load-tests');
      expect(draft().vertical.capacityBasis).toBe('load-tests');
      // IBC 1810.3.3.1.2: one-half of the ultimate from load tests
      expect(screen.getByRole('textbox', { name: /FS compression/ })).toHaveAttribute('placeholder', '2');

      await user.type(screen.getByRole('textbox', { name: /FS compression/ }), '2.5');
      expect(draft().vertical.FS_compression).toBe(2.5);
      const phi = screen.getByRole('textbox', { name: /φ uplift/ });
      await user.type(phi, '1.5');
      // the engine's check names the field: φ is at most 1
      expect(
        await within(phi.closest('.mantine-InputWrapper-root') as HTMLElement).findByText('must be ≤ 1'),
      ).toBeVisible();
      await user.clear(phi);
      await user.type(phi, 'x');
      expect(within(phi.closest('.mantine-InputWrapper-root') as HTMLElement).getByText(/“x”/)).toBeVisible();
    },
  );

  it('enters the Aggressive Romanoff constants, each with its flagged default', async () => {
    const user = userEvent.setup();
    const input = structuredClone(generic) as Input;
    input.corrosion = { ...input.corrosion, consider: true, method: 2 };
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    await user.click(await screen.findByRole('tab', { name: /^Corrosion/ }));
    const zincK = await screen.findByRole('textbox', { name: /Zinc K/ });
    // engine corrosion/rates.ts ROMANOFF_AGGRESSIVE: zinc 25·t^0.65, unverified, so flagged
    expect(zincK).toHaveAttribute('placeholder', '25');
    expect(screen.getAllByText(/engineer to confirm/).length).toBeGreaterThanOrEqual(4);
    await user.type(zincK, '30');
    expect(draft().corrosion.romanoff?.zincK_um).toBe(30);
    // the FHWA steel rate is method 1's: off here
    expect(screen.getByRole('textbox', { name: /FHWA steel loss rate/ })).toBeDisabled();
  });
});
