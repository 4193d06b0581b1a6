import type { AxialTestFit, CalibrationResult, LateralTestFit } from '../calibration';
import { unitFormat, type PrintUnits, type UnitFormat } from './print-units';
import { textTable } from './text-table';

/** Movements (and the test pile's width) in mm | in, loads in kN | kip: a load test's units. */
interface TestUnits {
  movement(m: number | null): string;
  load(N: number | null): string;
  /** Its unit labels. */
  mm: string;
  kN: string;
  /** The pile's length, with its unit. */
  length(m: number): string;
  /** E of the steel, with its unit. */
  modulus(Pa: number): string;
  /** The test pile: 'W6x12, 2.40 m, E 200.000 GPa'. */
  pile(t: LateralTestFit | AxialTestFit): string;
}

function testUnits(units: PrintUnits): TestUnits {
  const u: UnitFormat = unitFormat(units);
  // SI prints kN to 0.01 as the test sheets give them; kips to 0.001
  const loadDecimals = units === 'us' ? 3 : 2;
  return {
    movement: (m) => (m === null ? '—' : u.number('deflection', m)),
    load: (N) => (N === null ? '—' : u.number('force', N, loadDecimals)),
    mm: u.unit('deflection'),
    kN: u.unit('force'),
    length: (m) => u.format('length', m, 2),
    modulus: (Pa) => u.format('modulus', Pa),
    pile: (t) =>
      t.pile
        ? `${t.pile.section}, ${u.format('length', t.pile.embedment_m, 2)}, E ${u.format('modulus', t.pile.E_Pa)}`
        : '—',
  };
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);
const factor = (x: number | null) => (x === null ? '—' : x.toFixed(3));

function valueOf(t: LateralTestFit | AxialTestFit): string {
  if (t.kind === 'lateral') return `p-multiplier × ${factor(t.pMultiplier ?? t.bestMultiplier)}`;
  return `skin friction ${t.kind === 'uplift' ? 'up' : 'down'} × ${factor(t.skinFrictionFactor)}`;
}

function fitOf(t: LateralTestFit | AxialTestFit, u: TestUnits): string {
  if (t.kind === 'lateral')
    return t.rmsMisfit_m === null
      ? '—'
      : `RMS ${u.movement(t.rmsMisfit_m)} ${u.mm} = ${pct(t.relativeMisfit)}`;
  return t.failureLoad_N === null ? '—' : `Q_f ${u.load(t.failureLoad_N)} ${u.kN}`;
}

function lateralCurve(t: LateralTestFit, u: TestUnits): string[] {
  const asGiven = new Map(t.uncalibratedCurve.map((p) => [p.load_N, p.computed_m]));
  return [
    `  ${t.name}: measured against computed deflection`,
    ...textTable([
      [`load (${u.kN})`, `measured (${u.mm})`, `fitted (${u.mm})`, `soil as given (${u.mm})`],
      ...t.curve.map((p) => [
        u.load(p.load_N),
        u.movement(p.measured_m),
        u.movement(p.computed_m),
        u.movement(asGiven.get(p.load_N) ?? null),
      ]),
    ]).map((l) => `  ${l}`),
  ];
}

function axialWorking(t: AxialTestFit, u: TestUnits): string[] {
  const d = t.davisson;
  const load = (N: number | null) => `${u.load(N)} ${u.kN}`;
  const movement = (m: number) => `${u.movement(m)} ${u.mm}`;
  return [
    `  ${t.name}: Q_f ${load(t.failureLoad_N)} (${t.failureBasis}); Davisson line P·L/(A·E) + ${movement(d.offset_m)} ` +
      `(L ${u.length(d.length_m)}, D ${movement(d.width_m)}, E ${u.modulus(d.E_Pa)}), meets the curve at ${load(d.intercept_N)}; ` +
      `pile weight ${load(t.pileWeight_N)}; table skin ${load(t.tableSkin_N)}` +
      (t.kind === 'compression' ? `, end bearing ${load(t.tableEndBearing_N)}` : ''),
  ];
}

/**
 * The text the CLI prints: one row per test, the design values, each test's curve, the notes;
 * loads and movements in SI or US customary units (`units`).
 */
export function formatCalibration(r: CalibrationResult, title: string, units: PrintUnits = 'si'): string {
  const u = testUnits(units);
  const lines = [
    title,
    '',
    ...textTable([
      ['Test', 'Kind', 'Standard', 'Test pile (embedded)', 'Status', 'Value', 'Fit'],
      ...r.tests.map((t) => [t.name, t.kind, t.standard, u.pile(t), t.status, valueOf(t), fitOf(t, u)]),
    ]),
    '',
    '  Design values (several tests of a kind: the smallest governs):',
    `    lateral      p-multiplier × ${factor(r.pMultiplier)}  (${r.capacityBasis.lateral})`,
    `    uplift       Skin Friction Up × ${factor(r.skinFrictionUpFactor)}  (${r.capacityBasis.uplift})`,
    `    compression  Skin Friction Down × ${factor(r.skinFrictionDownFactor)}  (${r.capacityBasis.compression})`,
    '',
  ];
  for (const t of r.tests) {
    if (t.kind === 'lateral' && t.curve.some((p) => p.computed_m !== null))
      lines.push(...lateralCurve(t, u), '');
    if (t.kind !== 'lateral' && t.failureLoad_N !== null) lines.push(...axialWorking(t, u), '');
  }
  for (const n of r.notes) lines.push(`  note: ${n}`);
  lines.push(`  method: ${r.method}`);
  return lines.join('\n');
}
