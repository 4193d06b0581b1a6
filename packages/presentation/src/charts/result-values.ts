// How a design result's numbers read, on screen and in the PDF report alike: ratios, each check's
// demand and capacity in the project's units, pier and governing-check names.
import {
  formatDecimals,
  formatQuantity,
  formatSignificant,
  formatWithUnit,
  unitOf,
  type DesignCheck,
  type PierDesign,
  type Quantity,
  type UnitSystem,
} from '@pilewise/contracts';

/**
 * Ratios to two decimals (ui.md); an unbounded one (capacity 0) as ∞. A ratio over its limit
 * that two decimals would show at the limit (1.003 as '1.00', a failure reading like a pass, and
 * 'ratio 1.00 > 1.00' in a failure's sentence) gets the decimals that show it over: three, four,
 * or four rounded up.
 */
export function formatRatio(ratio: number | null, limit = 1): string {
  if (ratio == null) return '∞';
  const two = formatDecimals(ratio, 2);
  if (!(ratio > limit) || Number(two) > limit) return two;
  for (const decimals of [3, 4]) {
    const shown = formatDecimals(ratio, decimals);
    if (Number(shown) > limit) return shown;
  }
  return formatDecimals(Math.ceil(ratio * 1e4) / 1e4, 4);
}

/**
 * Why a pier has no passing pile, in the project's units (the engine's failure.message is its
 * SI log line): the check, the pile tried last, the combination, the ratio over its limit. The
 * Result tab, the report, the stamping sheet and the results workbook say the same.
 */
export function pierFailureSentence(pier: PierDesign, system: UnitSystem): string | null {
  const f = pier.failure;
  if (!f) return null;
  const at = `${pier.section.name}, embedment ${formatWithUnit('length', pier.embedment_m, system)}`;
  const under = f.combination ? ` under ${f.combination}` : '';
  return `${f.name} fails at ${at}${under}: ratio ${formatRatio(f.ratio, f.ratioLimit)} > ${formatDecimals(f.ratioLimit, 2)}`;
}

/** What a check's demand and capacity measure, from its SI unit ('N', 'm', '-'). */
export function checkQuantity(check: Pick<DesignCheck, 'id' | 'unit'>): Quantity | null {
  switch (check.unit) {
    case 'N':
      return 'force';
    case 'N·m':
    case 'Nm':
      return 'moment';
    case 'm':
      return check.id.startsWith('deflection') ? 'deflection' : 'length';
    default:
      return null;
  }
}

/** Demand, capacity and unit of a check, in the project's units. */
export function checkValues(check: DesignCheck, system: UnitSystem) {
  const q = checkQuantity(check);
  const show = (v: number) => (q ? formatQuantity(q, v, system) : formatSignificant(v, 3));
  return { demand: show(check.demand), capacity: show(check.capacity), unit: q ? unitOf(q, system) : '—' };
}

/** Over its limit: the one red thing of a results row (ui.md). */
export function overLimit(ratio: number | null, limit: number): boolean {
  return ratio == null || ratio > limit;
}

export function pierLabel(pier: Pick<PierDesign, 'pierTypeId' | 'pierTypeName'>): string {
  return pier.pierTypeName === pier.pierTypeId ? pier.pierTypeId : `${pier.pierTypeId}: ${pier.pierTypeName}`;
}

/** The governing check's name (the id when the check is not listed). */
export function governingCheckName(pier: PierDesign): string {
  return pier.checks.find((c) => c.id === pier.governing.checkId)?.name ?? pier.governing.checkId;
}

// Brief names of the engine's checks by id (the axis suffix kept): a summary row names its
// governing check in a few words; the pier's own check table gives the full name and clause.
const CHECK_SHORT_NAME: Record<string, string> = {
  'steel-strength': 'Steel strength',
  'steel-shear': 'Steel shear',
  'deflection-top': 'Deflection at top',
  'deflection-grade': 'Deflection at grade',
  'deflection-bottom': 'Deflection at toe',
  'lateral-capacity': 'Lateral capacity',
  fixity: 'Depth of fixity',
  'axial-compression': 'Axial compression',
  'axial-uplift': 'Axial uplift',
  'frost-heave': 'Frost heave',
  'corroded-section': 'Corroded section',
};

/**
 * The governing ratio, shown against the governing check's own limit (formatRatio): a steel
 * check with a Stress Limit of 0.9 failing at 0.9031 reads 0.903, where against 1 it read 0.90.
 * The limit is the check's in the pier's table, else ratio / utilisation, else 1.
 */
export function formatGoverningRatio(pier: Pick<PierDesign, 'governing' | 'checks'>): string {
  const { checkId, ratio, utilisation } = pier.governing;
  const listed = pier.checks.find((c) => c.id === checkId)?.ratioLimit;
  const derived = ratio != null && utilisation != null && utilisation > 0 ? ratio / utilisation : undefined;
  return formatRatio(ratio, listed ?? derived ?? 1);
}

/** The governing check in a few words ('Deflection at top, weak axis'); its full name when unknown. */
export function governingCheckShortName(pier: PierDesign): string {
  const id = pier.governing.checkId;
  const axis = /-(strong|weak)$/.exec(id)?.[1];
  const short = CHECK_SHORT_NAME[axis ? id.slice(0, -axis.length - 1) : id];
  if (!short) return governingCheckName(pier);
  return axis ? `${short}, ${axis} axis` : short;
}
