// A site load test's fit as the Load tests tab and the PDF report both list it: the test pile as
// the fit took it, the value the design takes from the test, and how well it fits, in the
// project's units. One wording for the screen and the report.
import { formatDecimals, formatWithUnit, type DesignResult, type UnitSystem } from '@pilewise/contracts';
import { formatWithUnitKind } from '../input-fields/format-field';

export type LoadTestFit = NonNullable<DesignResult['calibration']>['tests'][number];

const factor = (x: number | null) => (x === null ? '—' : formatDecimals(x, 3));

/** 'W6x9, 8.2 ft embedded, E 29008 ksi'; '—' for a result made before the pile was recorded. */
export function testPileText(t: LoadTestFit, system: UnitSystem): string {
  if (!t.pile) return '—';
  return `${t.pile.section}, ${formatWithUnit('length', t.pile.embedment_m, system)} embedded, E ${formatWithUnitKind('elasticModulus', t.pile.E_Pa, system)}`;
}

/** What the design takes from the test: 'p-multiplier × 0.700', 'skin friction up × 0.812'. */
export function loadTestValueText(t: LoadTestFit): string {
  if (t.kind === 'lateral') return `p-multiplier × ${factor(t.pMultiplier)}`;
  return `skin friction ${t.kind === 'uplift' ? 'up' : 'down'} × ${factor(t.skinFrictionFactor)}`;
}

/** How the test fits: the lateral RMS misfit, or the axial failure load and how it was read. */
export function loadTestFitText(t: LoadTestFit, system: UnitSystem): string {
  if (t.kind === 'lateral')
    return t.rmsMisfit_m === null || t.relativeMisfit === null
      ? '—'
      : `RMS misfit ${formatWithUnit('deflection', t.rmsMisfit_m, system)} (${formatDecimals(t.relativeMisfit * 100, 1)} % of the largest movement)`;
  return t.failureLoad_N === null
    ? '—'
    : `Q_f ${formatWithUnit('force', t.failureLoad_N, system)} (${t.failureBasis})`;
}
