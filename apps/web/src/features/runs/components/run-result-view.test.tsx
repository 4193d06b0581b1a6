import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { governingCheckShortName, shortCheckReference } from '@pilewise/presentation';
import { renderWithProviders } from '../../../testing/render';
import { makeSucceededRun } from '../../../testing/runs';
import { RunResultView } from './run-result-view';

// echarts draws nothing in jsdom; the charts have their own option tests.
vi.mock('./profile-charts', () => ({
  default: ({ pier }: { pier: { pierTypeId: string } }) => (
    <div role="img" aria-label={`Charts of ${pier.pierTypeId}`} />
  ),
}));

// No-break spaces keep a combination's terms together in a cell (format.ts combinationText).
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent.replaceAll('\u00a0', ' '));

describe('result of a run (a real engine result)', () => {
  const run = makeSucceededRun();
  const { piers } = run.result;

  it('summarises every pier type and pile height, in imperial units', () => {
    expect(piers.map((p) => [p.pierTypeId, p.status])).toEqual([
      ['SAP', 'pass'],
      ['HAPE', 'no-solution'],
    ]);
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    const table = screen.getByRole('table', { name: 'Pile design summary' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Show',
      'Pier',
      'Pile height (ft)',
      'Status',
      'Section',
      'Embedment (ft)',
      'Total length (ft)',
      'Steel weight (lb)',
      'Governing check',
      'Ratio',
      'Governing combination',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(piers.length);
    piers.forEach((p, i) => {
      const governing = p.checks.find((c) => c.id === p.governing.checkId)!;
      expect(cells(rows[i]!).slice(1)).toEqual([
        p.pierTypeId,
        (p.pileHeight_m / 0.3048).toFixed(1),
        p.status === 'pass' ? 'Pass' : 'No solution',
        p.section.name,
        (p.embedment_m / 0.3048).toFixed(1),
        (p.length_m / 0.3048).toFixed(1),
        // The engine's own pound figure: the N → lb conversion of the app must agree with it.
        Math.round(p.steelWeight_lb).toString(),
        governingCheckShortName(p), // in a few words (presentation's test); in full on hover:
        p.governing.ratio!.toFixed(2),
        p.governing.combination ?? 'Once per pile',
      ]);
      expect(within(rows[i]!).getByTitle(governing.name)).toHaveTextContent(governingCheckShortName(p));
    });
    // The no-solution row's ratio is over 1, and red; the passing row's is not.
    expect(within(rows[1]!).getByText(piers[1]!.governing.ratio!.toFixed(2))).toHaveStyle({
      color: 'var(--mantine-color-red-8)',
    });
    expect(screen.getByText(run.result.warnings[0]!)).toBeInTheDocument();
  });

  it('shows every check of the chosen row, and its profiles with their headline values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    const hape = piers[1]!;
    const group = screen.getByRole('radiogroup', { name: 'Pier design to show' });
    expect(within(group).getByRole('radio', { name: 'SAP at 4.5 ft' })).toBeChecked();
    // SAP's profiles are of a service combination: the limits apply to them, nothing to say.
    expect(screen.queryByText(/The dash-dot lines are the deflection limits/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'HAPE at 4.5 ft' }));
    expect(screen.getByRole('radio', { name: 'HAPE at 4.5 ft' })).toBeChecked();

    expect(screen.getByText('No section and embedment in range passes')).toBeInTheDocument();
    const checks = screen.getByRole('table', { name: 'Checks of HAPE at 4.5 ft' });
    expect(
      within(checks)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Check',
      'Demand',
      'Capacity',
      'Unit',
      'Ratio',
      'Limit',
      'Result',
      'Reference',
      'Combination',
    ]);
    const rows = within(checks).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(hape.checks.length);
    // the axial checks' references are long (their factor's explanation): cut in the row
    expect(
      hape.checks.filter((c) => shortCheckReference(c.reference) !== c.reference).length,
    ).toBeGreaterThan(0);
    hape.checks.forEach((c, i) => {
      const row = cells(rows[i]!);
      expect(row[0]).toBe(c.name);
      expect(row[4]).toBe(c.ratio!.toFixed(2));
      expect(row[6]).toBe(c.passes ? 'Pass' : 'Fail');
      // the clause text cut to its clauses, the full text on hover (presentation check-reference.ts)
      expect(row[7]).toBe(shortCheckReference(c.reference));
      const referenceCell = within(rows[i]!).getAllByRole('cell')[7]!;
      if (row[7] !== c.reference) expect(referenceCell).toHaveAttribute('title', c.reference);
      else expect(referenceCell).not.toHaveAttribute('title');
      expect(row[8]).toBe(c.combination ?? 'Once per pile');
      const unit = { N: 'kip', m: c.id.startsWith('deflection') ? 'in' : 'ft', '-': '—' }[c.unit];
      expect(row[3]).toBe(unit);
    });
    // A deflection check in inches: demand in m / 0.0254, to 0.01 in.
    const top = hape.checks.findIndex((c) => c.id === 'deflection-top-strong');
    expect(cells(rows[top]!)[1]).toBe((hape.checks[top]!.demand / 0.0254).toFixed(2));

    // A check's name opens its working: the axial uplift's nominal resistance and factor, in kips.
    const upliftIndex = hape.checks.findIndex((c) => c.id === 'axial-uplift');
    const uplift = hape.checks[upliftIndex]!;
    await user.click(within(checks).getByRole('button', { name: `${uplift.name}: show the working` }));
    const working = within(checks).getByLabelText(`Working of ${uplift.name}`);
    // what the row's clause text leaves out, the factor's explanation, is in the working
    expect(working).toHaveTextContent(`Factor from${uplift.details!.factorSource as string}`);
    const nominal_N = uplift.details!.nominal_N as number;
    expect(working).toHaveTextContent(
      `Nominal resistance${Number((nominal_N / 4448.2216152605).toPrecision(4))} kip`,
    );
    // capacity = factor x nominal (ASD: 1/FS)
    expect(uplift.capacity).toBeCloseTo((uplift.details!.factor as number) * nominal_N, 6);
    await user.click(within(checks).getByRole('button', { name: `${uplift.name}: hide the working` }));
    expect(within(checks).queryByLabelText(`Working of ${uplift.name}`)).not.toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Charts of HAPE' })).toBeInTheDocument();
    // HAPE's profiles are of a strength combination, drawn with the service deflection limits.
    expect(
      screen.getByText(/The dash-dot lines are the deflection limits, which the deflection checks above/),
    ).toHaveTextContent(`${hape.profiles.combination} is not one of them`);
    const headlines = screen.getByRole('table', { name: 'Headline values of the profiles' });
    const strong = hape.profiles.strong!;
    expect(within(headlines).getByRole('rowheader', { name: 'Strong axis' })).toBeInTheDocument();
    expect(within(headlines).queryByRole('rowheader', { name: 'Weak axis' })).not.toBeInTheDocument();
    const values = cells(within(headlines).getAllByRole('row')[1]!);
    expect(values[4]).toBe((strong.headDeflection_m / 0.0254).toFixed(2));
  });

  it('speaks metric when the project does', () => {
    renderWithProviders(<RunResultView run={run} unitSystem="metric" />);
    const table = screen.getByRole('table', { name: 'Pile design summary' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Pile height (m)');
    expect(headers).toContain('Steel weight (kg)');
    const first = cells(within(table).getAllByRole('row')[1]!);
    expect(first[2]).toBe(piers[0]!.pileHeight_m.toFixed(2));
    expect(first[7]).toBe(Math.round(piers[0]!.steelWeight_N / 9.80665).toString());
  });

  it('shows a governing ratio just over its check’s own limit as over it', () => {
    // a Stress Limit of 0.9: 0.9031 fails it, and against 1 it read '0.90'
    const hape = structuredClone(piers[1]!);
    hape.governing = {
      ...hape.governing,
      checkId: 'steel-strength',
      ratio: 0.9031,
      utilisation: 0.9031 / 0.9,
    };
    hape.checks = hape.checks.map((c) =>
      c.id === 'steel-strength' ? { ...c, ratio: 0.9031, ratioLimit: 0.9 } : c,
    );
    expect(hape.checks.some((c) => c.id === 'steel-strength')).toBe(true);
    const justOver = { ...run, result: { ...run.result, piers: [piers[0]!, hape] } };
    renderWithProviders(<RunResultView run={justOver} unitSystem="imperial" />);
    const table = screen.getByRole('table', { name: 'Pile design summary' });
    const row = within(table).getAllByRole('row')[2]!;
    expect(within(row).getByText('0.903')).toHaveStyle({ color: 'var(--mantine-color-red-8)' });
  });

  it('filters and sorts the rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    const table = screen.getByRole('table', { name: 'Pile design summary' });
    await user.click(screen.getByRole('button', { name: 'Sort by Pier' }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cells(r)[1]),
    ).toEqual(['HAPE', 'SAP']);
    await user.type(screen.getByLabelText('Filter by pier type'), 'sap');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cells(r)[1]),
    ).toEqual(['SAP']);
  });
});

describe('what set the answer (issue 9)', () => {
  type Governing = ReturnType<typeof makeSucceededRun>['result']['piers'][number]['governing'];
  type Neighbour = NonNullable<Governing['nextLighterSection']>;
  /** The example run with its first pier's neighbours as given (its only pier). */
  function withNeighbours(neighbours: Pick<Governing, 'nextLighterSection' | 'nextShorterEmbedment'>) {
    const run = makeSucceededRun();
    const sap = run.result.piers[0]!;
    return {
      ...run,
      result: { ...run.result, piers: [{ ...sap, governing: { ...sap.governing, ...neighbours } }] },
    };
  }
  /** A neighbour failing the steel strength check of `combination` at `ratio`. */
  const failingSteel = (embedment_m: number, combination: string, ratio: number): Neighbour => ({
    section: 'W6x9',
    embedment_m,
    checkId: 'steel-strength',
    name: 'Steel strength',
    combination,
    ratio,
    ratioLimit: 1,
  });

  it('names the check failing at the next shorter embedment and at the next lighter section', () => {
    const shorter = failingSteel(1.524, '7-16 ASD 8: 1.0D + 0.7Ey + 0.7Ev', 1.0234);
    const run = withNeighbours({ nextLighterSection: null, nextShorterEmbedment: shorter });
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    // 1.524 m = 5.0 ft
    expect(screen.getByLabelText('What set the answer')).toHaveTextContent(
      'next shorter embedment: W6x9 at 5.0 ft fails Steel strength, ratio 1.02 (7-16 ASD 8: 1.0D + 0.7Ey + 0.7Ev)',
    );
    expect(screen.getByLabelText('What set the answer')).not.toHaveTextContent('next lighter section');
  });
  it('shows a neighbour just over its limit as over it, against its own limit', () => {
    // a stress limit of 0.9: 0.9031 would read "0.90", the limit itself
    const shorter = { ...failingSteel(1.524, '7-16 ASD 8: 1.0D + 0.7Ey + 0.7Ev', 0.9031), ratioLimit: 0.9 };
    const run = withNeighbours({ nextLighterSection: null, nextShorterEmbedment: shorter });
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    expect(screen.getByLabelText('What set the answer')).toHaveTextContent(
      'fails Steel strength, ratio 0.903 (',
    );
  });
  it('says the next lighter section failed at every embedment, with its check at the deepest', () => {
    // the search tries a lighter section down to the deepest embedment before it moves up
    const lighter = failingSteel(4.5, '7-16 ASD 5: 1.0D + 0.6W', 1.151);
    const run = withNeighbours({ nextLighterSection: lighter, nextShorterEmbedment: null });
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    // 4.5 m = 14.8 ft
    expect(screen.getByLabelText('What set the answer')).toHaveTextContent(
      'next lighter section: W6x9 fails at every embedment up to 14.8 ft; there: Steel strength, ratio 1.15 (7-16 ASD 5: 1.0D + 0.6W)',
    );
  });
  it('shows the seismic values of the run and the meaning of reversed loads', () => {
    const run = makeSucceededRun();
    renderWithProviders(<RunResultView run={run} unitSystem="imperial" />);
    const q = run.result.seismic!;
    // Site Class D, Ss 1.05 g, Fa 1.08: SDS = 2/3 × 1.134 = 0.756 g; Cs = 0.756 / 1.25 = 0.6048 (Eq. 12.8-2)
    expect(q.SDS).toBeCloseTo(0.756, 9);
    expect(screen.getByLabelText('Seismic')).toHaveTextContent('SDS 0.756 g');
    expect(screen.getByLabelText('Seismic')).toHaveTextContent('Cs 0.6048 (Eq. 12.8-2)');
    expect(screen.getByText('whole vector')).toBeInTheDocument();
  });
  it('says nothing when the answer is the lightest section at the shortest embedment', () => {
    renderWithProviders(<RunResultView run={makeSucceededRun()} unitSystem="imperial" />);
    expect(screen.queryByLabelText('What set the answer')).toBeNull();
  });
});
