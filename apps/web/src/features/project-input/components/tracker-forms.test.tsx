import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { setDecimalCommaForTests } from '../../../lib/locale-number';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { useDesignInputDraft } from '../draft-store';
import { InputPanel, SettingsPanel } from './input-panels';
import { resetDesignInputDraft } from '../../../testing/draft';

type Input = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const draft = () => useDesignInputDraft.getState().input as Input;

// N per kip and N·m per kip·ft (contracts/units.ts: lbf = 4.4482216152605 N, ft = 0.3048 m).
const N_PER_KIP = 4448.2216152605;
const NM_PER_KIP_FT = N_PER_KIP * 0.3048;

// Each test renders a whole tab with the engine's checks: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  resetDesignInputDraft();
  setDecimalCommaForTests(false);
});
afterEach(() => {
  setDecimalCommaForTests(undefined);
  useSession.getState().signOut();
});

function paste(cell: HTMLElement, rows: (string | number)[][]) {
  cell.focus();
  fireEvent.paste(cell, { clipboardData: { getData: () => rows.map((r) => r.join('\t')).join('\r\n') } });
}

describe('Design Mode on the Settings tab', () => {
  it('offers only the modes the user may use, and switching back restores the tables', async () => {
    useSession.getState().signIn('t', makeUser({ designModes: [2, 3] }));
    const user = userEvent.setup();
    renderWithProviders(
      <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    const mode = await screen.findByRole('combobox', { name: 'Design Mode' });
    expect(
      within(mode)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Generic', 'Nevados']);
    await user.selectOptions(mode, '3');
    expect(draft().tracker).toEqual({
      mode: 3,
      nevados: { rows: [], axialPositive: 'compression', transverseIsStrongAxis: true, reversibleCases: [] },
    });
    await user.selectOptions(mode, '2');
    expect(draft().tracker).toEqual(generic.tracker);
  });
});

describe('Pile Head Loads by design mode', () => {
  it('Nextracker: a pasted row is read in the unit of its force (kip, or kip·ft for a moment)', async () => {
    const input = structuredClone(nextracker) as Input;
    input.tracker.nextracker.rows = [];
    const user = userEvent.setup();
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    await screen.findByRole('table', { name: 'Soil layers' });
    await user.click(screen.getByRole('tab', { name: /^Pile Head Loads/ }));
    expect(screen.getByText(/Vx and Mx act about the pile’s strong axis/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const table = screen.getByRole('table', { name: 'Pile head load table' });
    paste(within(table).getByRole('combobox', { name: 'Load 1 Pier type' }), [
      ['MP-INT', 'P', 1, 2, -3, 4, -5],
      ['MP-INT', 'Mx', 0, 0, 10, 9, 8],
    ]);
    await waitFor(() => expect(draft().tracker.nextracker.rows).toHaveLength(2));
    const [p, mx] = draft().tracker.nextracker.rows;
    expect(p.component).toBe('P_N');
    expect(p.values[2]).toBeCloseTo(-3 * N_PER_KIP, 6);
    expect(mx.component).toBe('Mx_Nm');
    expect(mx.values[2]).toBeCloseTo(10 * NM_PER_KIP_FT, 6);
  });

  it('Array Tech: consecutive rows of one pier type and load case form one ground force table', async () => {
    useSession.getState().signIn('t', makeUser());
    const user = userEvent.setup();
    renderWithProviders(
      <SettingsPanel
        project={makeProject({ unitSystem: 'metric', design: { designInput: generic } })}
        readOnly={false}
      />,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Design Mode' }), '4');
    renderWithProviders(
      <InputPanel
        project={makeProject({ unitSystem: 'metric', design: { designInput: generic } })}
        readOnly={false}
      />,
    );
    await user.click((await screen.findAllByRole('tab', { name: /^Pile Head Loads/ }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const table = screen.getByRole('table', { name: 'Ground force tables' });
    paste(within(table).getByRole('textbox', { name: 'Row 1 Pier type' }), [
      ['PDP', 'Perimeter DP', 'D', 1.0, 5.4, 0, 0, 0, 0],
      ['PDP', '', 'D', 2.0, 5.4, 0, 0, 0, 0],
      ['PDP', '', 'W', 1.0, -8, 3, 0, 4, 0],
    ]);
    await waitFor(() => expect(draft().tracker.ati_pier_loads.groundForceTables).toHaveLength(2));
    const [d, w] = draft().tracker.ati_pier_loads.groundForceTables;
    expect(d).toMatchObject({ pierType: 'PDP', name: 'Perimeter DP', loadCase: 'D' });
    expect(d.rows.map((r: Input) => r.pileHeight_m)).toEqual([1, 2]);
    // kN → N; the Moment X column is selected for Mx: kN·m → N·m.
    expect(w.rows[0].values).toEqual([-8000, 3000, 0, 4000, 0]);
  });

  it('Nextracker seismic: an unbalanced pier load table with zero right wings says so (spec §5)', async () => {
    const input = structuredClone(nextracker) as Input;
    input.seismic.tracker.pierLoadTable.rw_ext = [0, 0];
    const user = userEvent.setup();
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    await screen.findByRole('table', { name: 'Soil layers' });
    await user.click(screen.getByRole('tab', { name: /^Seismic/ }));
    expect(screen.getByRole('table', { name: 'Pier load table' })).toBeInTheDocument();
    expect(
      (await screen.findAllByText(/Enter values for first 2 Pile values of RW EXT and RW INT/)).length,
    ).toBeGreaterThan(0);
  });
});

describe('numbers as typed', () => {
  it('"1,5" is 1.5 where the locale writes decimal commas', async () => {
    setDecimalCommaForTests(true);
    useSession.getState().signIn('t', makeUser());
    const user = userEvent.setup();
    renderWithProviders(
      <SettingsPanel
        project={makeProject({ unitSystem: 'metric', design: { designInput: generic } })}
        readOnly={false}
      />,
    );
    const minEmbed = await screen.findByRole('textbox', { name: /^Min Embed/ });
    await user.clear(minEmbed);
    await user.type(minEmbed, '1,75');
    expect(draft().settings.minEmbed_m).toBe(1.75);
  });

  it('elsewhere "1,5" stays as typed with a message, and nothing is stored as 15', async () => {
    useSession.getState().signIn('t', makeUser());
    const user = userEvent.setup();
    renderWithProviders(
      <SettingsPanel
        project={makeProject({ unitSystem: 'metric', design: { designInput: generic } })}
        readOnly={false}
      />,
    );
    const minEmbed = await screen.findByRole('textbox', { name: /^Min Embed/ });
    await user.clear(minEmbed);
    await user.type(minEmbed, '1,75');
    expect(minEmbed).toHaveValue('1,75');
    expect(screen.getByText(/use a decimal point/)).toBeInTheDocument();
    expect(draft().settings.minEmbed_m).toBe('1,75');
  });
});
