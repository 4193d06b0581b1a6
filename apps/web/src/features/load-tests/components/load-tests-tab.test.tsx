import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unitOf } from '@pilewise/contracts';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { makeProject, renderWithProviders } from '../../../testing/render';
import LoadTestsTab from './load-tests-tab';

// An uplift test plunging at 30 kN on a W6x12 2 m deep, and a lateral curve no soil gives.
const loadTests = {
  tests: [
    {
      kind: 'uplift',
      name: 'UT-1',
      section: 'W6x12',
      embedment_m: 2,
      stickup_m: 0.3,
      failureLoad_N: 30000,
      points: [
        { load_N: 0, displacement_m: 0 },
        { load_N: 15000, displacement_m: 0.002 },
        { load_N: 30000, displacement_m: 0.004 },
        { load_N: 30000, displacement_m: 0.03 },
      ],
    },
    {
      kind: 'lateral',
      name: 'LT-bad',
      section: 'W6x12',
      embedment_m: 2.5,
      loadHeight_m: 1.2,
      points: [
        { load_N: 0, displacement_m: 0 },
        { load_N: 2000, displacement_m: 0.009 },
        { load_N: 4000, displacement_m: 0.004 },
      ],
    },
  ],
};

describe('Load tests tab', { timeout: 60_000 }, () => {
  it('says where load tests go when the input has none, and asks for a design input first', () => {
    const { unmount } = renderWithProviders(
      <LoadTestsTab project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    expect(screen.getByText('No load tests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fit the soil to the tests' })).toBeDisabled();
    // the switch is on by default, and says that with no test it changes nothing
    const use = screen.getByRole('switch', { name: /Design with the calibrated soil/ });
    expect(use).toBeChecked();
    expect(
      screen.getByText('Without a load test, the design takes the soil and the FS / φ as entered'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<LoadTestsTab project={makeProject({ design: {} })} readOnly={false} />);
    expect(screen.getByText('No design input yet')).toBeInTheDocument();
  });

  it('a failure load typed in the project unit (imperial) is what the fit reads', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LoadTestsTab
        project={makeProject({ design: { designInput: { ...generic, loadTests } } })}
        readOnly={false}
      />,
    );
    const kips = unitOf('force', 'imperial');
    const cell = screen.getByRole('textbox', { name: `Test 1 Failure load (blank: Davisson) (${kips})` });
    // 30 000 N shown in the project's unit
    expect(Number((cell as HTMLInputElement).value)).toBeCloseTo(30000 / 4448.2216152605, 3);
    await user.clear(cell);
    await user.type(cell, '20');
    await user.click(screen.getByRole('button', { name: 'Fit the soil to the tests' }));
    const table = await screen.findByRole('table', { name: 'Fit of each load test' }, { timeout: 20_000 });
    // (20 kip = 88 964 N − 403 N) / 24 202 N = 3.659
    expect(within(table).getByText('skin friction up × 3.659')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save load tests' })).toBeEnabled();
    // saved without the switch (as here): on, as the engine designs it; switched off, it says
    // the fit is only reported
    const use = screen.getByRole('switch', { name: /Design with the calibrated soil/ });
    expect(use).toBeChecked();
    await user.click(use);
    expect(use).not.toBeChecked();
    expect(screen.getByText(/^Off: the fit is reported only/)).toBeInTheDocument();
  });

  it("shows the project's units, not those the saved input was last saved with", () => {
    // the project was switched to metric after its input was saved in imperial
    const input = { ...generic, project: { ...generic.project, unitSystem: 'imperial' }, loadTests };
    renderWithProviders(
      <LoadTestsTab
        project={makeProject({ unitSystem: 'metric', design: { designInput: input } })}
        readOnly={false}
      />,
    );
    const kN = unitOf('force', 'metric');
    const cell = screen.getByRole('textbox', { name: `Test 1 Failure load (blank: Davisson) (${kN})` });
    // 30 000 N = 30 kN
    expect(Number((cell as HTMLInputElement).value)).toBeCloseTo(30, 6);
  });

  it('fits the soil in the browser: each test with its status, value and reason, and its curves', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LoadTestsTab project={makeProject({ design: { designInput: { ...generic, loadTests } } })} />,
    );
    // read-only: the tests show, the fit runs, nothing saves
    expect(screen.queryByRole('button', { name: 'Save load tests' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fit the soil to the tests' }));
    const table = await screen.findByRole('table', { name: 'Fit of each load test' }, { timeout: 20_000 });
    const [, uplift, lateral] = within(table).getAllByRole('row');
    expect(within(uplift!).getByText('fit')).toBeInTheDocument();
    // (30 kN − pile weight 12 lb/ft × 2.3 m = 0.403 kN) / table skin up (25 kPa × 0.7 m + 30 kPa × 1.0 m
    // = 47.5 kN/m over the box perimeter 2(6.03 + 4.00) in = 0.5095 m: 24.20 kN) = 1.223
    expect(within(uplift!).getByText('skin friction up × 1.223')).toBeInTheDocument();
    expect(within(lateral!).getByText('cannot-fit')).toBeInTheDocument();
    expect(within(lateral!).getByText(/^point 3: movement/)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Load against movement, UT-1: Measured/ }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it("the test pile takes the project's Steel E unless its row gives one", async () => {
    const user = userEvent.setup();
    // AISC's 29,000 ksi on the project's Settings (1 ksi = 6.894757 MPa)
    const settings = { ...generic.settings, steelModulus_Pa: 29000 * 6.894757e6 };
    renderWithProviders(
      <LoadTestsTab
        project={makeProject({ design: { designInput: { ...generic, settings, loadTests } } })}
        readOnly={false}
      />,
    );
    const cell = screen.getByRole('textbox', { name: "Test 1 Steel E (blank: project's) (ksi)" });
    expect((cell as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Fit the soil to the tests' }));
    let table = await screen.findByRole('table', { name: 'Fit of each load test' }, { timeout: 20_000 });
    // 2 m = 6.6 ft
    expect(within(table).getByText('W6x12, 6.6 ft embedded, E 29000 ksi')).toBeInTheDocument();
    await user.type(cell, '28000');
    await user.click(screen.getByRole('button', { name: 'Fit the soil to the tests' }));
    table = await screen.findByRole('table', { name: 'Fit of each load test' }, { timeout: 20_000 });
    expect(await within(table).findByText('W6x12, 6.6 ft embedded, E 28000 ksi')).toBeInTheDocument();
  });

  it('a new test: round defaults in the project units, the project E as the hint, problems where the table shows them', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LoadTestsTab project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add test' }));
    // loaded 3 ft above grade, where 0.9 m read 2.95276 ft
    expect(screen.getByRole('textbox', { name: 'Test 1 Load height / stick-up (ft)' })).toHaveValue('3');
    // the example gives no Steel E: 200 GPa = 29,008 ksi
    const modulus = screen.getByRole('textbox', { name: "Test 1 Steel E (blank: project's) (ksi)" });
    expect(modulus).toHaveAttribute('placeholder', '29008');
    const problems = screen.getByRole('alert', { name: /To fix before a fit or a save/ });
    expect(within(problems).getByText('Test 1 › Embedment: is required')).toBeInTheDocument();
    expect(
      within(problems).getByText('Test 1 › Points: needs at least 2 load-movement points'),
    ).toBeInTheDocument();
    await user.type(modulus, '200');
    expect(
      within(problems).getByText(
        'Test 1 › Steel E: must be at least 150 GPa (21,756 ksi): structural steel is about 200 GPa',
      ),
    ).toBeInTheDocument();
  });
});
