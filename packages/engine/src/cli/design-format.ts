/**
 * The text summary of a design result: one row per pier type and pile height (section,
 * embedment, length, weight, governing check and ratio), then the failures, the run's warnings and
 * each pier's.
 */
import type { DesignResult } from '../design/design-result';
import { unitFormat, type PrintUnits } from './print-units';
import { textTable } from './text-table';

const f = (x: number, d: number) => x.toFixed(d);

/**
 * The CLI's table of a design, lengths in m or ft (`units`). The engine's own messages (a pier's
 * failure, the warnings) are printed as the engine words them, in SI.
 */
export function formatDesignSummary(r: DesignResult, title: string, units: PrintUnits = 'si'): string {
  const u = unitFormat(units);
  const length = (m: number) => u.number('length', m, 2);
  const rows = [
    [
      'Pier',
      `h (${u.unit('length')})`,
      'Status',
      'Section',
      `Embed (${u.unit('length')})`,
      `Length (${u.unit('length')})`,
      'Weight (lb)',
      'Governing',
      'Ratio',
      'Combination',
    ],
    ...r.piers.map((p) => [
      p.pierTypeId,
      length(p.pileHeight_m),
      p.status,
      p.section.name,
      length(p.embedment_m),
      length(p.length_m),
      f(p.steelWeight_lb, 1),
      p.governing.checkId,
      p.governing.ratio === null ? '∞' : f(p.governing.ratio, 3),
      p.governing.combination ?? '—',
    ]),
  ];
  const s = r.settings;
  const lines = [
    title,
    `  ${r.project.name} · ${r.project.designCode} · ${s.sectionFamily} ${s.sections[0] ?? ''}–${s.sections.at(-1) ?? ''} · embedment ${u.number('length', s.embedments_m[0] ?? 0, 2)}–${u.format('length', s.embedments_m.at(-1) ?? 0, 2)} · ${s.elements} elements · Fy ${s.yieldStrength_ksi} ksi`,
    '',
    ...textTable(rows),
    '',
    `  ${r.status === 'complete' ? 'complete' : 'CANCELLED'}: ${r.piers.length} pier type/height designs, ${r.analyses} lateral analyses`,
  ];
  for (const p of r.piers)
    if (p.failure)
      lines.push(
        `  no solution for ${p.pierTypeId} at h = ${u.format('length', p.pileHeight_m, 2)}: ${p.failure.message}`,
      );
  if (r.calibration)
    for (const a of r.calibration.applied) lines.push(`  calibrated on site load tests: ${a}`);
  for (const w of r.warnings) lines.push(`  warning: ${w}`);
  // a pier's own (Lc/r over 200, say): printed only in --json before
  for (const p of r.piers)
    for (const w of p.warnings)
      lines.push(`  warning, ${p.pierTypeId} at h = ${u.format('length', p.pileHeight_m, 2)}: ${w}`);
  return lines.join('\n');
}
