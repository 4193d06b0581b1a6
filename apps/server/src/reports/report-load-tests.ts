// The report's "Site load tests": what the design took from the project's load tests (the
// calibrated p-multiplier and skin friction, the load-test FS / φ), each test's fit, and the
// tests left out with the reason, as the engine's result gives them.
import type { DesignResult, ReportSection, UnitSystem } from '@pilewise/contracts';
import { loadTestFitText, loadTestValueText, testPileText } from '@pilewise/presentation';

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
          { header: 'Test', align: 'left', width: 0.9 },
          { header: 'Kind', align: 'left', width: 1.1 },
          { header: 'Test pile', align: 'left', width: 1.7 },
          { header: 'Status', align: 'left', width: 0.7 },
          { header: 'Value', align: 'left', width: 1.2 },
          { header: 'Fit', align: 'left', width: 2.2 },
        ],
        rows: c.tests.map((t) => ({
          cells: [
            t.name,
            `${t.kind} (${t.standard})`,
            testPileText(t, system),
            t.status,
            loadTestValueText(t),
            loadTestFitText(t, system),
          ],
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
