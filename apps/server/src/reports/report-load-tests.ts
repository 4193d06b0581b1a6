// The report's "Site load tests": what the design took from the project's load tests (the
// calibrated p-multiplier and skin friction, the load-test FS / φ), each test's fit, and the
// tests left out with the reason, as the engine's result gives them.
import {
  formatDecimals,
  formatWithUnit,
  type DesignResult,
  type ReportSection,
  type UnitSystem,
} from '@pilewise/contracts';

type Calibration = NonNullable<DesignResult['calibration']>;
type TestFit = Calibration['tests'][number];

const factor = (x: number | null) => (x === null ? '—' : formatDecimals(x, 3));

function valueOf(t: TestFit): string {
  if (t.kind === 'lateral') return `p-multiplier × ${factor(t.pMultiplier)}`;
  return `skin friction ${t.kind === 'uplift' ? 'up' : 'down'} × ${factor(t.skinFrictionFactor)}`;
}

function fitOf(t: TestFit, system: UnitSystem): string {
  if (t.kind === 'lateral')
    return t.rmsMisfit_m === null || t.relativeMisfit === null
      ? '—'
      : `RMS misfit ${formatWithUnit('deflection', t.rmsMisfit_m, system)} (${formatDecimals(t.relativeMisfit * 100, 1)} %)`;
  return t.failureLoad_N === null
    ? '—'
    : `Q_f ${formatWithUnit('force', t.failureLoad_N, system)} (${t.failureBasis})`;
}

/** The section, or null when the run had no load tests. */
export function loadTestsSection(result: DesignResult, system: UnitSystem): ReportSection | null {
  const c = result.calibration;
  if (!c) return null;
  return {
    title: 'Site load tests',
    newPage: false,
    blocks: [
      {
        kind: 'notes',
        title: c.used ? 'The design used the soil calibrated on the tests' : 'Fitted, not used by the design',
        items: c.applied,
        tone: 'normal',
      },
      {
        kind: 'table',
        title: null,
        columns: [
          { header: 'Test', align: 'left', width: 1 },
          { header: 'Kind', align: 'left', width: 1.2 },
          { header: 'Status', align: 'left', width: 0.8 },
          { header: 'Value', align: 'left', width: 1.4 },
          { header: 'Fit', align: 'left', width: 2.6 },
        ],
        rows: c.tests.map((t) => ({
          cells: [t.name, `${t.kind} (${t.standard})`, t.status, valueOf(t), fitOf(t, system)],
          tone: t.status === 'cannot-fit' ? ('fail' as const) : ('normal' as const),
        })),
        note: c.method,
      },
      ...(c.notes.length > 0
        ? [{ kind: 'notes' as const, title: 'Notes', items: c.notes, tone: 'warning' as const }]
        : []),
    ],
  };
}
