import type { AxialTestFit, CalibrationResult, LateralTestFit } from '../calibration';

const mm = (m: number | null) => (m === null ? '—' : (m * 1000).toFixed(2));
const kN = (n: number | null) => (n === null ? '—' : (n / 1000).toFixed(2));
const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);
const factor = (x: number | null) => (x === null ? '—' : x.toFixed(3));

function table(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => `  ${r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}`.trimEnd());
}

function valueOf(t: LateralTestFit | AxialTestFit): string {
  if (t.kind === 'lateral') return `p-multiplier × ${factor(t.pMultiplier ?? t.bestMultiplier)}`;
  return `skin friction ${t.kind === 'uplift' ? 'up' : 'down'} × ${factor(t.skinFrictionFactor)}`;
}

function fitOf(t: LateralTestFit | AxialTestFit): string {
  if (t.kind === 'lateral')
    return t.rmsMisfit_m === null ? '—' : `RMS ${mm(t.rmsMisfit_m)} mm = ${pct(t.relativeMisfit)}`;
  return t.failureLoad_N === null ? '—' : `Q_f ${kN(t.failureLoad_N)} kN`;
}

function lateralCurve(t: LateralTestFit): string[] {
  const asGiven = new Map(t.uncalibratedCurve.map((p) => [p.load_N, p.computed_m]));
  return [
    `  ${t.name}: measured against computed deflection`,
    ...table([
      ['load (kN)', 'measured (mm)', 'fitted (mm)', 'soil as given (mm)'],
      ...t.curve.map((p) => [
        kN(p.load_N),
        mm(p.measured_m),
        mm(p.computed_m),
        mm(asGiven.get(p.load_N) ?? null),
      ]),
    ]).map((l) => `  ${l}`),
  ];
}

function axialWorking(t: AxialTestFit): string[] {
  const d = t.davisson;
  return [
    `  ${t.name}: Q_f ${kN(t.failureLoad_N)} kN (${t.failureBasis}); Davisson line P·L/(A·E) + ${mm(d.offset_m)} mm ` +
      `(L ${d.length_m.toFixed(2)} m, D ${mm(d.width_m)} mm), meets the curve at ${kN(d.intercept_N)} kN; ` +
      `pile weight ${kN(t.pileWeight_N)} kN; table skin ${kN(t.tableSkin_N)} kN` +
      (t.kind === 'compression' ? `, end bearing ${kN(t.tableEndBearing_N)} kN` : ''),
  ];
}

/** The text the CLI prints: one row per test, the design values, each test's curve, the notes. */
export function formatCalibration(r: CalibrationResult, title: string): string {
  const lines = [
    title,
    '',
    ...table([
      ['Test', 'Kind', 'Standard', 'Status', 'Value', 'Fit'],
      ...r.tests.map((t) => [t.name, t.kind, t.standard, t.status, valueOf(t), fitOf(t)]),
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
      lines.push(...lateralCurve(t), '');
    if (t.kind !== 'lateral' && t.failureLoad_N !== null) lines.push(...axialWorking(t), '');
  }
  for (const n of r.notes) lines.push(`  note: ${n}`);
  lines.push(`  method: ${r.method}`);
  return lines.join('\n');
}
