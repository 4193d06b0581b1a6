import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSandInitialModulus_N_per_m3 } from '@pilewise/engine';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { useSession } from '../../../stores/session';
import { useDesignInputDraft } from '../draft-store';
import { InputPanel, SettingsPanel } from './input-panels';
import { resetDesignInputDraft } from '../../../testing/draft';

beforeEach(() => resetDesignInputDraft());
afterEach(() => vi.restoreAllMocks());

const M_PER_FT = 0.3048;

describe('Input tab', () => {
  it('shows the saved soil layers in the project units, and an edit is checked by the engine at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    const table = await screen.findByRole('table', { name: 'Soil layers' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + generic.soil.layers.length);
    // Layer 1 runs 0 to 1.0 m: 1.0 / 0.3048 = 3.28083989501 ft, shown at engineering precision (0.1 ft).
    expect(within(table).getByRole('textbox', { name: 'Layer 1 Layer End (ft)' })).toHaveValue('3.3');
    // Weak rock's strength cell is Qu (spec §3), a clay's Cu.
    expect(within(table).getByRole('textbox', { name: 'Layer 3 Qu (psf)' })).toBeInTheDocument();
    expect(within(table).getByRole('textbox', { name: 'Layer 1 Cu (psf)' })).toBeInTheDocument();
    expect(screen.getByText('Input saved')).toBeInTheDocument();

    const phi = within(table).getByRole('textbox', { name: 'Layer 2 Phi (°)' });
    await user.clear(phi);
    await user.type(phi, '60');
    expect(await within(table).findByText('must be ≤ 50')).toBeInTheDocument();
    expect(screen.getByText('Unsaved input')).toBeInTheDocument();
    expect((useDesignInputDraft.getState().input as typeof generic).soil.layers[1]!.phiDeg).toBe(60);
    expect(screen.getByRole('button', { name: /1 problem to fix before a run/ })).toBeInTheDocument();
  });

  it('pastes a block copied from Excel from the focused cell on, adding layers, converting feet to metres', async () => {
    const input = structuredClone(generic);
    input.soil.layers = input.soil.layers.slice(0, 1);
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    const table = await screen.findByRole('table', { name: 'Soil layers' });
    expect(within(table).queryByRole('textbox', { name: 'Layer 2 Soil Name' })).not.toBeInTheDocument();
    // Layer 1's name cell takes a two-row block: name, type, top, bottom, Gamma (pcf).
    const first = within(table).getByRole('textbox', { name: 'Layer 1 Soil Name' });
    first.focus();
    fireEvent.paste(first, {
      clipboardData: { getData: () => 'Clay\tSoft Clay (Matlock)\t0\t10\t110\r\nSand\t1\t10\t30\t120\r\n' },
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const layers = (useDesignInputDraft.getState().input as typeof generic).soil.layers;
    expect(layers[0]).toMatchObject({ name: 'Clay', model: 'soft-clay-matlock', top_m: 0 });
    expect(layers[1]).toMatchObject({ name: 'Sand', model: 'api-sand' });
    expect(layers[1]!.bottom_m).toBeCloseTo(30 * M_PER_FT, 12);
    // 120 pcf = 120 x 4.4482216152605 N / 0.028316846592 m³ (0.3048³) = 120 x 157.08746 = 18 850.50 N/m³
    expect(layers[1]!.gamma_N_per_m3).toBeCloseTo(18850.5, 1);
    expect(screen.getByText('Pasted 2 row(s)')).toBeInTheDocument();
    // The focused cell the block was pasted into shows its new value at once, not on leaving it.
    expect(first).toHaveFocus();
    expect(first).toHaveValue('Clay');
  });

  it('takes a soil type pasted under LPILE’s name as the same p-y model', async () => {
    const input = structuredClone(generic);
    input.soil.layers = input.soil.layers.slice(0, 1);
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    const table = await screen.findByRole('table', { name: 'Soil layers' });
    const first = within(table).getByRole('textbox', { name: 'Layer 1 Soil Name' });
    first.focus();
    fireEvent.paste(first, {
      clipboardData: {
        getData: () =>
          "Silty sand\tAPI Sand (O'Neill)\t0\t5\t115\r\nLean clay\tStiff Clay w/o Free Water (Reese)\t5\t12\t120\r\n",
      },
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const layers = (useDesignInputDraft.getState().input as typeof generic).soil.layers;
    expect(layers.map((l) => l.model)).toEqual(['api-sand', 'stiff-clay-no-free-water']);
  });

  it('shows in an empty e50 or Kpy cell what the design takes for the row’s clay', async () => {
    const input = structuredClone(generic);
    const clay = input.soil.layers[0]! as Record<string, unknown>;
    // 2,000 psf: on the 1 tsf class boundary, the stiffer class's ε50 0.005
    clay.cu_Pa = 2000 * (4.4482216152605 / 0.3048 ** 2);
    delete clay.eps50;
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    const table = await screen.findByRole('table', { name: 'Soil layers' });
    const e50 = within(table).getByRole('textbox', { name: 'Layer 1 e50' });
    expect(e50).toHaveValue('');
    expect(e50).toHaveAttribute('placeholder', '0.005');
    // as stiff clay with free water, static: ε50 0.005 and k_s interpolated at c_a 1 tsf between the
    // class mid-points (Reese, Cox & Koop 1975), 500 + (1,000 − 500) × (1 − 0.75)/(1.5 − 0.75) = 666.7 pci
    const user = userEvent.setup();
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Layer 1 Soil type' }),
      'stiff-clay-free-water',
    );
    expect(within(table).getByRole('textbox', { name: 'Layer 1 e50' })).toHaveAttribute(
      'placeholder',
      '0.005',
    );
    expect(within(table).getByRole('textbox', { name: 'Layer 1 Kpy (pci)' })).toHaveAttribute(
      'placeholder',
      '666.7',
    );
  });

  it('shows in an empty Kpy cell of a sand the API chart’s k by φ, on its side of the water table', async () => {
    const PCI = 4.4482216152605 / 0.0254 ** 3; // N/m³
    const input = structuredClone(generic);
    const soil = input.soil as { layers: Record<string, unknown>[]; waterTableDepth_m: number | null };
    // the sand (layer 2, φ 32°) spans 1-3 m; the rock's layer 3 gets a sand across a water table at 4.5 m
    Object.assign(soil.layers[2]!, { model: 'api-sand', phiDeg: 36 });
    soil.waterTableDepth_m = 4.5;
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    const table = await screen.findByRole('table', { name: 'Soil layers' });
    const kpy = (row: number) => within(table).getByRole('textbox', { name: `Layer ${row} Kpy (pci)` });
    // above the water table: apiSandInitialModulus_N_per_m3(32°, dry)
    const dry = apiSandInitialModulus_N_per_m3(32, false) / PCI;
    expect(Number(kpy(2).getAttribute('placeholder'))).toBeCloseTo(dry, 1);
    // a sand across the water table takes two k: the cell names none (the input summary gives both)
    expect(kpy(3)).not.toHaveAttribute('placeholder');
    // all of it below the water table: the submerged k
    const user = userEvent.setup();
    const water = screen.getByRole('textbox', { name: /Water table depth/ });
    await user.clear(water);
    await user.type(water, '2');
    await user.tab();
    await waitFor(() =>
      expect(Number(kpy(3).getAttribute('placeholder'))).toBeCloseTo(
        apiSandInitialModulus_N_per_m3(36, true) / PCI,
        1,
      ),
    );
  });

  it('tells under the soil profile, as it is typed, a water table moved since the soil import made its effective unit weights total', async () => {
    const input = structuredClone(generic);
    (input.soil as { waterTableDepth_m: number | null }).waterTableDepth_m = 1.2192; // 4 ft
    const design = {
      designInput: input,
      Pile_files: [
        { _id: 'f1', fileName: 'B-1.xlsx', kind: 'geotech', effectiveWeightsWaterTable_m: 1.2192 },
      ],
    };
    renderWithProviders(<InputPanel project={makeProject({ design })} readOnly={false} />);
    const water = await screen.findByRole('textbox', { name: /Water table depth/ });
    expect(screen.queryByTestId('water-table-since-import')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(water);
    await user.type(water, '2');
    await user.tab();
    // raised from 4 ft to 2 ft: the layers between were read above it
    expect(await screen.findByTestId('water-table-since-import')).toHaveTextContent(
      "with the water table at 4.00 ft; it is now 2.00 ft. Layers between 2.00 ft and 4.00 ft hold γ' as read above the water table",
    );
    // back to 4 ft: nothing to tell
    await user.clear(water);
    await user.type(water, '4');
    await user.tab();
    await waitFor(() => expect(screen.queryByTestId('water-table-since-import')).not.toBeInTheDocument());
  });

  it('saves the edited input into the design payload, keeping its other keys', async () => {
    useSession.getState().signIn('token-1', makeUser());
    const project = makeProject({ design: { designInput: generic, notesForLater: 'keep me' } });
    const bodies: { design: Record<string, unknown> }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url).endsWith('/api/projects/draft-project')) {
        const body = JSON.parse(String(init?.body)) as { design: Record<string, unknown> };
        bodies.push(body);
        return Response.json({ project: { ...project, design: body.design } });
      }
      return Response.json({});
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPanel project={project} readOnly={false} />);
    const maxEmbed = await screen.findByRole('textbox', { name: /Max Embed/ });
    await user.clear(maxEmbed);
    await user.type(maxEmbed, '16');
    await user.click(screen.getByRole('button', { name: 'Save input' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.design.notesForLater).toBe('keep me');
    const saved = bodies[0]!.design.designInput as typeof generic;
    expect(saved.settings.maxEmbed_m).toBeCloseTo(16 * M_PER_FT, 12);
    expect(saved.soil).toEqual(generic.soil);
    expect(await screen.findByText('Input saved')).toBeInTheDocument();
  });

  it('shows the seismic, corrosion and vertical groups of the example in feet, kips and psf', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <InputPanel project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    await screen.findByRole('table', { name: 'Soil layers' });

    await user.click(screen.getByRole('tab', { name: /^Seismic/ }));
    expect(screen.getByRole('textbox', { name: /^R/ })).toHaveValue('1.25');
    // 95 m / 0.3048 = 311.679790026 ft, shown to 0.1 ft
    expect(screen.getByRole('textbox', { name: /^Tracker Length/ })).toHaveValue('311.7');
    const rows = screen.getByRole('table', { name: 'Seismic pier rows' });
    expect(within(rows).getAllByRole('row')).toHaveLength(1 + generic.seismic.tracker.customRows.length);
    // 5100 N / 4448.2216152605 N/kip = 1.14652560981 kip, shown to three significant figures
    expect(within(rows).getByRole('textbox', { name: 'Pier 1 W (kip)' })).toHaveValue('1.15');

    await user.click(screen.getByRole('tab', { name: /^Corrosion/ }));
    expect(screen.getByRole('combobox', { name: /^Corrosion Method/ })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: /^Zinc Coating/ })).toHaveValue('86');
    // FHWA: the custom loss is not asked for.
    expect(screen.getByRole('textbox', { name: /^Custom Loss/ })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: /^Vertical/ }));
    const table = screen.getByRole('table', { name: 'Vertical soil parameters' });
    // 30 000 Pa / 47.8802589804 Pa/psf (4.4482216152605 N / 0.3048² m²) = 626.563026995 psf → 627
    expect(within(table).getByRole('textbox', { name: 'Row 1 Skin Friction Down (psf)' })).toHaveValue('627');
  });

  it('a read-only project shows its input without a way to change it', async () => {
    renderWithProviders(<InputPanel project={makeProject({ design: { designInput: generic } })} readOnly />);
    const table = await screen.findByRole('table', { name: 'Soil layers' });
    // readOnly, not disabled: its text can be selected and copied.
    const name = within(table).getByRole('textbox', { name: 'Layer 1 Soil Name' });
    expect(name).toHaveAttribute('readonly');
    expect(name).toBeEnabled();
    cleanup();
    renderWithProviders(
      <SettingsPanel project={makeProject({ design: { designInput: generic } })} readOnly />,
    );
    const embed = await screen.findAllByRole('textbox', { name: /Min Embed/ });
    expect(embed[0]).toHaveAttribute('readonly');
    expect(embed[0]).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save input' })).not.toBeInTheDocument();
  });
});
