// Units as workbooks write them in their headers ('Top (ft)', 'Gamma [kN/m³]', 'Cu, ksf'), and
// their SI factors. The factors come from the contracts' exact definitions (units.ts); the
// quantities here are those of the input files, a few more than the app shows.
import {
  M_PER_FT,
  M_PER_IN,
  N_PER_KIP,
  N_PER_LBF,
  N_PER_M3_PER_PCF,
  PA_PER_KSI,
  PA_PER_PSF,
} from '@pilewise/contracts';

export type UnitKind =
  | 'length'
  | 'unitWeight'
  | 'pressure'
  /** Modulus of subgrade reaction k: force per length³. */
  | 'subgrade'
  | 'force'
  | 'moment'
  | 'angle'
  | 'percent'
  /** No unit (e50, krm, p-multipliers, factors). */
  | 'none';

const PA_PER_PSI = N_PER_LBF / (M_PER_IN * M_PER_IN);

/** Unit spellings (normalised by normaliseUnit) → SI factor, per kind. */
const UNITS: Record<Exclude<UnitKind, 'none'>, Record<string, number>> = {
  length: {
    ft: M_PER_FT,
    feet: M_PER_FT,
    foot: M_PER_FT,
    m: 1,
    meter: 1,
    meters: 1,
    metre: 1,
    metres: 1,
    in: M_PER_IN,
    inch: M_PER_IN,
    inches: M_PER_IN,
    mm: 0.001,
    cm: 0.01,
  },
  unitWeight: {
    pcf: N_PER_M3_PER_PCF,
    'lb/ft3': N_PER_M3_PER_PCF,
    'lbf/ft3': N_PER_M3_PER_PCF,
    kcf: 1000 * N_PER_M3_PER_PCF,
    'kip/ft3': 1000 * N_PER_M3_PER_PCF,
    'kn/m3': 1000,
    'n/m3': 1,
  },
  pressure: {
    psf: PA_PER_PSF,
    'lb/ft2': PA_PER_PSF,
    'lbf/ft2': PA_PER_PSF,
    'lb/sqft': PA_PER_PSF,
    ksf: 1000 * PA_PER_PSF,
    'kip/ft2': 1000 * PA_PER_PSF,
    'kip/sqft': 1000 * PA_PER_PSF,
    tsf: 2000 * PA_PER_PSF,
    psi: PA_PER_PSI,
    'lb/in2': PA_PER_PSI,
    'lb/sqin': PA_PER_PSI,
    ksi: PA_PER_KSI,
    pa: 1,
    kpa: 1000,
    'kn/m2': 1000,
    mpa: 1e6,
    'mn/m2': 1e6,
  },
  subgrade: {
    pci: N_PER_LBF / M_PER_IN ** 3,
    'lb/in3': N_PER_LBF / M_PER_IN ** 3,
    kci: N_PER_KIP / M_PER_IN ** 3,
    'kip/in3': N_PER_KIP / M_PER_IN ** 3,
    pcf: N_PER_M3_PER_PCF,
    'lb/ft3': N_PER_M3_PER_PCF,
    kcf: 1000 * N_PER_M3_PER_PCF,
    'kip/ft3': 1000 * N_PER_M3_PER_PCF,
    'kn/m3': 1000,
    'mn/m3': 1e6,
    'n/m3': 1,
    // a pressure per depth, as European reports give k
    'kpa/m': 1000,
    'mpa/m': 1e6,
  },
  force: {
    lb: N_PER_LBF,
    lbs: N_PER_LBF,
    lbf: N_PER_LBF,
    kip: N_PER_KIP,
    kips: N_PER_KIP,
    k: N_PER_KIP,
    n: 1,
    kn: 1000,
  },
  moment: {
    lbft: N_PER_LBF * M_PER_FT,
    ftlb: N_PER_LBF * M_PER_FT,
    lbfft: N_PER_LBF * M_PER_FT,
    kipft: N_PER_KIP * M_PER_FT,
    ftkip: N_PER_KIP * M_PER_FT,
    kft: N_PER_KIP * M_PER_FT,
    kipin: N_PER_KIP * M_PER_IN,
    lbin: N_PER_LBF * M_PER_IN,
    nm: 1,
    knm: 1000,
  },
  angle: { deg: 1, degree: 1, degrees: 1, '°': 1 },
  percent: { '%': 1, pct: 1, percent: 1 },
};

/** Units a kind accepts, for messages: 'ft, m, in, mm, cm'. */
export function unitsOfKind(kind: UnitKind): string {
  if (kind === 'none') return 'none';
  const preferred: Record<Exclude<UnitKind, 'none'>, string> = {
    length: 'ft, m, in, mm, cm',
    unitWeight: 'pcf, kcf, kN/m³, N/m³',
    pressure: 'psf, ksf, tsf, psi, ksi, Pa, kPa, MPa',
    subgrade: 'pci, kci, pcf, kcf, kN/m³, MN/m³, MPa/m',
    force: 'lb, kip, N, kN',
    moment: 'lb·ft, kip·ft, kip·in, N·m, kN·m',
    angle: 'deg',
    percent: '%',
  };
  return preferred[kind];
}

/** 'kN/m³' → 'kn/m3', 'kip-ft' → 'kipft', 'lb/ft^3' → 'lb/ft3', 'Degrees' → 'degrees'. */
export function normaliseUnit(unit: string): string {
  let u = unit.trim().toLowerCase().replace(/³/g, '3').replace(/²/g, '2').replace(/\^/g, '');
  u = u.replace(/\s+/g, '');
  // Plurals in ratios as in products: lbs/ft³, kips/ft²
  u = u.replace(/lbs/g, 'lb').replace(/kips/g, 'kip');
  // Products (kip·ft, kN-m, kN*m, lb ft) join without a sign; a slash stays (a ratio).
  if (!u.includes('/')) u = u.replace(/[·.\-*×]/g, '');
  return u;
}

/** A depth's datum after its unit, as logs write it: 'ft bgs', 'm BGL', 'ft below grade'. */
const BELOW_GRADE = /(bgs|bgl|bg|belowgrade|belowgroundsurface|belowground|belowgroundlevel)$/;

/** The key of `unit` in the table of `kind`: a length may name its datum (below grade). */
function unitKey(kind: Exclude<UnitKind, 'none'>, unit: string): string {
  const u = normaliseUnit(unit);
  if (kind !== 'length' || UNITS.length[u] !== undefined) return u;
  return u.replace(BELOW_GRADE, '');
}

/** The SI factor of `unit` for `kind`, or null when it is not a unit of that kind. */
export function siFactor(kind: UnitKind, unit: string | null): number | null {
  if (kind === 'none') return unit === null || unit === '' || unit === '-' ? 1 : null;
  if (unit === null) return kind === 'angle' || kind === 'percent' ? 1 : null;
  return UNITS[kind][unitKey(kind, unit)] ?? null;
}

/** The kind whose unit this is, among `kinds`, in order; null when none. */
export function kindOfUnit(unit: string, kinds: readonly UnitKind[]): UnitKind | null {
  return kinds.find((k) => k !== 'none' && UNITS[k][unitKey(k, unit)] !== undefined) ?? null;
}

const isOpening = (c: string) => c === '(' || c === '[';
const isClosing = (c: string) => c === ')' || c === ']';

/**
 * A unit as a row of units under a header writes it, its brackets off: '(ft)' → 'ft',
 * '[ kN/m³ ]' → 'kN/m³'; other text trimmed. By index: the pattern /^[([]\s*(.*?)\s*[)\]]$/
 * it replaces took cubic time on a cell of one bracket and spaces (90 s for 8,000 characters;
 * a cell holds 32,767), so one crafted upload held the server for hours.
 */
export function unbracketedUnit(cell: string): string {
  const text = cell.trim();
  if (text.length < 2 || !isOpening(text[0]!) || !isClosing(text[text.length - 1]!)) return text;
  const unit = text.slice(1, -1).trim();
  // as the pattern read it: '.' takes no line break, so a unit spanning lines is not one
  return /[\n\r\u2028\u2029]/.test(unit) ? text : unit;
}

/**
 * A header split into its name and unit: 'Top (ft)', 'Top [ft]', 'Top, ft', 'Top - ft' →
 * { name: 'Top', unit: 'ft' }. A bracket that is not a unit stays in the name.
 */
export function splitHeader(header: string): { name: string; unit: string | null } {
  const text = header.replace(/\s+/g, ' ').trim();
  // By index, not by a backtracking pattern: the regular expression this replaced took seconds
  // on a header cell of 32,767 brackets, and every text cell near a table's top is read as one.
  const bracket = lastBracketed(text);
  if (bracket) return bracket;
  // 'Cu, ksf': what follows the last comma, when it is a unit of up to 12 characters
  const comma = text.lastIndexOf(',');
  const after = text.slice(comma + 1).trimStart();
  if (comma > 0 && after.length >= 1 && after.length <= 12 && looksLikeUnit(after))
    return { name: text.slice(0, comma).trim(), unit: after.trim() };
  return { name: text, unit: null };
}

/**
 * 'Skin friction (uplift) (psf)' → name 'Skin friction (uplift)', unit 'psf': the text ends in
 * a closing bracket, and the unit is what stands between it and the first opening bracket after
 * any other closing one; null when the text does not end so or nothing stands before it.
 */
function lastBracketed(text: string): { name: string; unit: string } | null {
  const end = text.length - 1;
  if (end < 1 || !isClosing(text[end]!)) return null;
  let lastClose = -1;
  for (let i = end - 1; i >= 0; i--)
    if (isClosing(text[i]!)) {
      lastClose = i;
      break;
    }
  let open = -1;
  for (let i = lastClose + 1; i < end; i++)
    if (isOpening(text[i]!)) {
      open = i;
      break;
    }
  if (open <= 0) return null;
  return { name: text.slice(0, open).trim(), unit: text.slice(open + 1, end).trim() };
}

export function looksLikeUnit(s: string): boolean {
  const n = normaliseUnit(s);
  return Object.values(UNITS).some((table) => table[n] !== undefined);
}

/**
 * Header names compared: lower case, letters and digits only ('Layer-Top ' = 'layertop'). A
 * prime is kept as a word: γ' is the effective unit weight, not the total γ.
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’′]/g, 'prime')
    .replace(/γ/g, 'gamma')
    .replace(/φ|ϕ/g, 'phi')
    .replace(/ε/g, 'e')
    .replace(/[^a-z0-9%]/g, '');
}

/**
 * value × factor (null where that is no finite number), rounded to 12 significant figures when
 * the factor is not 1: a value written in ft from metres and read back gives the metres it came
 * from (the float error of the two conversions is ~1e-16), while no measured value carries 12
 * significant figures.
 */
export function toSIValue(value: number, factor: number): number | null {
  if (factor === 1) return Number.isFinite(value) ? value : null;
  const si = value * factor;
  // null beyond a double's range (1e308 kip is Infinity N): JSON would save it as null
  if (!Number.isFinite(si)) return null;
  return si === 0 ? 0 : Number(si.toPrecision(12));
}

/** Why a number read is refused when toSIValue gives null. */
export const tooLarge = (label: string, written: unknown) =>
  `'${label}': '${String(written)}' is too large a number to design with`;
