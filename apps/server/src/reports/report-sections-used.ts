// The report's "Sections outside the AISC catalogue": each user-defined section of the family
// the run searched (the company library's, copied into the run's input, or the project's own),
// with its dimensions and the source note its numbers rest on (mill data sheet, vendor drawing).
import { resolveSection } from '@pilewise/engine';
import {
  formatDecimals,
  M_PER_IN,
  type DesignInput,
  type ReportSection,
  type UnitSystem,
} from '@pilewise/contracts';

const key = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** Plate sizes: in (3 decimals) or mm (1 decimal), as section tables print them. */
const size = (m: number, system: UnitSystem) =>
  system === 'imperial' ? formatDecimals(m / M_PER_IN, 3) : formatDecimals(m * 1000, 1);
/** Weight per length: lb/ft, or kg/m (N/m over g). */
const weight = (lbPerFt: number, nPerM: number, system: UnitSystem) =>
  system === 'imperial' ? formatDecimals(lbPerFt, 2) : formatDecimals(nPerM / 9.80665, 2);

/** The section, or null when the run searched no user-defined section. */
export function sectionsUsedSection(input: DesignInput, system: UnitSystem): ReportSection | null {
  const family = key(input.settings.sectionFamily);
  const rows = input.settings.userSections.flatMap((u) => {
    const r = resolveSection(u);
    if (!r.ok || key(r.section.family) !== family) return [];
    const s = r.section;
    return [
      {
        cells: [
          s.name,
          s.family,
          s.shape === 'pipe' ? 'pipe' : 'I-shape',
          weight(s.weight_lb_per_ft, s.weight_N_per_m, system),
          size(s.d_m, system),
          s.shape === 'pipe' ? '—' : size(s.bf_m, system),
          size(s.tf_m, system),
          s.shape === 'pipe' ? '—' : size(s.tw_m, system),
          s.source,
        ],
        tone: 'normal' as const,
      },
    ];
  });
  if (rows.length === 0) return null;
  const L = system === 'imperial' ? 'in' : 'mm';
  const W = system === 'imperial' ? 'lb/ft' : 'kg/m';
  return {
    title: 'Sections outside the AISC catalogue',
    newPage: false,
    blocks: [
      {
        kind: 'table',
        title: null,
        columns: [
          { header: 'Section', align: 'left', width: 1.1 },
          { header: 'Family', align: 'left', width: 0.7 },
          { header: 'Shape', align: 'left', width: 0.7 },
          { header: `Weight (${W})`, align: 'right', width: 0.8 },
          { header: `d or OD (${L})`, align: 'right', width: 0.8 },
          { header: `bf (${L})`, align: 'right', width: 0.7 },
          { header: `tf or t (${L})`, align: 'right', width: 0.8 },
          { header: `tw (${L})`, align: 'right', width: 0.7 },
          { header: 'Source of the numbers', align: 'left', width: 3 },
        ],
        rows,
        note: 'Entered by the company from its supplier’s sheets (company section library or the project’s own input); PileWise does not supply these dimensions.',
      },
    ],
  };
}
