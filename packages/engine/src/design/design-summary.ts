/**
 * The text summary of a design result: one row per pier type and pile height (section,
 * embedment, length, weight, governing check and ratio), then the failures and warnings.
 */
import type { DesignResult } from './design-result';

const f = (x: number, d: number) => x.toFixed(d);

/** A plain-text table, columns padded; the first row is the header. */
function table(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => `  ${r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}`.trimEnd());
}

export function formatDesignSummary(r: DesignResult, title: string): string {
  const rows = [
    [
      'Pier',
      'h (m)',
      'Status',
      'Section',
      'Embed (m)',
      'Length (m)',
      'Weight (lb)',
      'Governing',
      'Ratio',
      'Combination',
    ],
    ...r.piers.map((p) => [
      p.pierTypeId,
      f(p.pileHeight_m, 2),
      p.status,
      p.section.name,
      f(p.embedment_m, 2),
      f(p.length_m, 2),
      f(p.steelWeight_lb, 1),
      p.governing.checkId,
      p.governing.ratio === null ? '∞' : f(p.governing.ratio, 3),
      p.governing.combination ?? '—',
    ]),
  ];
  const s = r.settings;
  const lines = [
    title,
    `  ${r.project.name} · ${r.project.designCode} · ${s.sectionFamily} ${s.sections[0] ?? ''}–${s.sections.at(-1) ?? ''} · embedment ${s.embedments_m[0]}–${s.embedments_m.at(-1)} m · ${s.elements} elements · Fy ${s.yieldStrength_ksi} ksi`,
    '',
    ...table(rows),
    '',
    `  ${r.status === 'complete' ? 'complete' : 'CANCELLED'}: ${r.piers.length} pier type/height designs, ${r.analyses} lateral analyses`,
  ];
  for (const p of r.piers)
    if (p.failure)
      lines.push(`  no solution for ${p.pierTypeId} at h = ${p.pileHeight_m} m: ${p.failure.message}`);
  if (r.calibration)
    for (const a of r.calibration.applied) lines.push(`  calibrated on site load tests: ${a}`);
  for (const w of r.warnings) lines.push(`  warning: ${w}`);
  return lines.join('\n');
}
