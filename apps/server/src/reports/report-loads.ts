// The report's "Pile head loads and combinations" and "Seismic" sections: what a checker needs to
// recompute the demands. The loads come from the engine's own design problem of the run's input
// (buildDesignProblem: the same normalisation and combinations the run used), so they cannot
// drift from the design; the seismic working is the run's result (DesignResult.seismic).
import { buildDesignProblem, RISK_CATEGORIES, romanRiskCategory, type RiskCategory } from '@pilewise/engine';
import {
  formatDecimals,
  formatQuantity,
  formatWithUnit,
  unitOf,
  type DesignInput,
  type DesignResult,
  type ReportBlock,
  type ReportSection,
  type UnitSystem,
} from '@pilewise/contracts';
import { loadApplicationText } from '@pilewise/presentation';

interface Vector {
  P_N: number;
  Vx_N: number;
  Vy_N: number;
  Mx_Nm: number;
  My_Nm: number;
}

/** 'Risk category II': ASCE 7 Table 1.5-1 writes the categories in roman numerals. */
export function riskCategoryRoman(category: number): string {
  return (RISK_CATEGORIES as readonly number[]).includes(category)
    ? romanRiskCategory(category as RiskCategory)
    : String(category);
}

/** '1.2 D + 1.0 W + 0.5 S': a combination's numeric factors, zero factors left out. */
export function factorsText(factors: readonly { caseId: string; factor: number }[]): string {
  const terms = factors.filter((f) => f.factor !== 0);
  if (terms.length === 0) return '0';
  return terms
    .map((f, i) => {
      const sign = f.factor < 0 ? '−' : i === 0 ? '' : '+';
      const text = `${Number(Math.abs(f.factor).toFixed(4))} ${f.caseId}`;
      return i === 0 ? `${sign}${text}` : `${sign} ${text}`;
    })
    .join(' ');
}

function vectorColumns(first: string, system: UnitSystem) {
  const F = unitOf('force', system);
  const M = unitOf('moment', system);
  return [
    { header: first, align: 'left' as const, width: 3 },
    { header: `P (${F}), compr. +`, align: 'right' as const, width: 1.1 },
    { header: `Vx (${F})`, align: 'right' as const, width: 1 },
    { header: `Vy (${F})`, align: 'right' as const, width: 1 },
    { header: `Mx (${M})`, align: 'right' as const, width: 1 },
    { header: `My (${M})`, align: 'right' as const, width: 1 },
  ];
}

function vectorCells(v: Vector, system: UnitSystem): string[] {
  return [
    formatQuantity('force', v.P_N, system),
    formatQuantity('force', v.Vx_N, system),
    formatQuantity('force', v.Vy_N, system),
    formatQuantity('moment', v.Mx_Nm, system),
    formatQuantity('moment', v.My_Nm, system),
  ];
}

/**
 * Per pier type: its load cases as the design mode normalised them (at the load height), the
 * combinations with their numeric factors, and the combined loads at the pile top of each pile
 * height. Null when the run's input no longer builds a problem (an older engine's input).
 */
export function pierLoadsSection(input: DesignInput, system: UnitSystem): ReportSection | null {
  const built = buildDesignProblem(input);
  if (!built.ok) return null;
  const problem = built.problem;
  const blocks: ReportBlock[] = [
    {
      kind: 'notes',
      title: null,
      tone: 'normal',
      items: [
        'Loads in the pile axes: P axial (compression positive), Vx and Mx about the strong axis, Vy and My about the weak axis.',
        'Load cases as normalised from the tracker data by the design mode, at the load height; combined loads moved rigidly to the pile top (M + V × (load height − pile height)).',
        `Design Load Application: ${loadApplicationText(input.settings, input.pileHeights_m, system)}.`,
        `Reversal: ${problem.reversal}.`,
      ],
    },
  ];
  const seen = new Set<string>();
  for (const pier of problem.piers) {
    const title = `${pier.pierTypeName || pier.pierTypeId}`;
    // Cases are at the load height: the same at every pile height except where the mode interpolates by height.
    // (and at the same load height: 'pileTop' puts the same cases at each pile height's top)
    const casesKey = `${pier.pierTypeId}:${pier.loadHeight_m}:${JSON.stringify(pier.cases)}`;
    if (!seen.has(casesKey)) {
      seen.add(casesKey);
      blocks.push({
        kind: 'table',
        title: `${title}: load cases at the load height ${formatWithUnit('length', pier.loadHeight_m, system)}`,
        columns: vectorColumns('Load case', system),
        rows: Object.entries(pier.cases).map(([id, v]) => ({
          tone: 'normal' as const,
          cells: [id, ...vectorCells(v, system)],
        })),
        note: null,
      });
    }
    blocks.push({
      kind: 'table',
      title: `${title}: combinations at the pile top, pile height ${formatWithUnit('length', pier.pileHeight_m, system)} (lift ${formatWithUnit('length', pier.loadHeight_m - pier.pileHeight_m, system)})`,
      columns: [
        { header: 'Combination', align: 'left', width: 2.2 },
        { header: 'Factors', align: 'left', width: 2.2 },
        ...vectorColumns('', system).slice(1),
      ],
      rows: pier.combinations.map((c) => ({
        tone: 'normal' as const,
        cells: [
          `${c.name} (${c.method}, ${c.source})`,
          factorsText(c.factors),
          ...vectorCells(c.loads, system),
        ],
      })),
      note: null,
    });
  }
  // Follows the loads as entered on the same page run: the two are read side by side.
  return { title: 'Pile head loads and load combinations', newPage: false, blocks };
}

/** The seismic site values and the seismic pier loads with Cs and the limit that set it. */
export function seismicSection(
  input: DesignInput,
  result: DesignResult,
  system: UnitSystem,
): ReportSection | null {
  const w = result.seismic;
  const q = input.seismic;
  if (!w || !q?.consider) return null;
  const g = (v: number | null | undefined) => (v == null ? '— (not given)' : `${formatDecimals(v, 3)} g`);
  const s = (v: number | undefined) => (v == null ? '— (not given)' : `${formatDecimals(v, 3)} s`);
  const p = q.params;
  const risk = q.tracker?.riskCategory;
  const blocks: ReportBlock[] = [
    {
      kind: 'facts',
      title: 'Site values and factors',
      facts: [
        // ASCE 7 Eq. 11.4-1 and 11.4-2 where the site gives Ss, S1 and the site coefficients.
        { label: 'SMS', value: g(p.SMS ?? (p.Fa != null && p.Ss != null ? p.Fa * p.Ss : null)) },
        { label: 'SM1', value: g(p.SM1 ?? (p.Fv != null && p.S1 != null ? p.Fv * p.S1 : null)) },
        { label: 'SDS', value: `${formatDecimals(w.SDS, 3)} g` },
        { label: 'SD1', value: `${formatDecimals(w.SD1, 3)} g` },
        { label: 'S1', value: g(w.S1) },
        { label: 'Period T', value: s(p.T_s) },
        { label: 'Long-period transition TL', value: s(p.TL_s) },
        { label: 'Risk category', value: risk == null ? '—' : riskCategoryRoman(risk) },
        { label: 'Importance factor Ie', value: formatDecimals(w.Ie, 2) },
        { label: 'Response modification R', value: formatDecimals(w.R, 2) },
        { label: 'Seismic response coefficient Cs', value: formatDecimals(w.Cs, 4) },
        { label: 'Cs governed by', value: w.csGoverning },
        {
          label: 'Cs terms',
          value: w.csTerms.map((t) => `${t.equation} (${t.kind}) = ${formatDecimals(t.value, 4)}`).join('; '),
        },
        { label: 'Flat roof snow load pf', value: formatWithUnit('pressure', w.pf_Pa, system) },
        { label: 'Snow share in the seismic weight', value: formatDecimals(w.snowFraction, 2) },
        { label: 'Directions', value: w.directions },
      ],
    },
    {
      kind: 'table',
      title: 'Seismic pier loads',
      columns: [
        { header: 'Pier type', align: 'left', width: 1.2 },
        { header: `Seismic weight W (${unitOf('force', system)})`, align: 'right', width: 1.2 },
        { header: `Snow share (${unitOf('force', system)})`, align: 'right', width: 1 },
        { header: `Eh = Cs·W (${unitOf('force', system)})`, align: 'right', width: 1.1 },
        { header: 'How', align: 'left', width: 3.5 },
      ],
      rows: w.piers.map((x) => ({
        tone: 'normal' as const,
        cells: [
          x.pierTypeId,
          formatQuantity('force', x.seismicWeight_N, system),
          formatQuantity('force', x.snowShare_N, system),
          formatQuantity('force', x.Eh_N, system),
          x.how,
        ],
      })),
      note: null,
    },
  ];
  if (w.derivation.length > 0 || w.notes.length > 0)
    blocks.push({ kind: 'notes', title: 'Derivation', tone: 'normal', items: [...w.derivation, ...w.notes] });
  return { title: 'Seismic working', newPage: false, blocks };
}
