// The working of a check (the Result tab and the PDF report show it alike): the engine's intermediate values (DesignCheck.details: the perimeter
// and skin friction of an axial check, Pn, Mn, Fcr, Lb and the AISC branch of the steel check...)
// as rows an engineer can follow and recompute, in the project's units. The engine names each
// value with its SI unit as a suffix (_N, _Nm, _m, _Pa, _m2, _m4, _m6); that suffix picks the unit.
import { fromSI, M_PER_IN, unitOf, type Quantity, type UnitSystem } from '@pilewise/contracts';
import { ELASTIC_MODULUS_FIGURES } from '../input-fields/unit-kinds';

export type WorkingRow = { label: string; value: string };

type Unit = { quantity: Quantity } | { factor: (s: UnitSystem) => number; label: (s: UnitSystem) => string };

/** Section properties: in², in⁴, in⁶ (AISC's units) or mm², mm⁴, mm⁶. */
const power = (n: number, sup: string): Unit => ({
  factor: (s) => (s === 'imperial' ? 1 / M_PER_IN ** n : 1e3 ** n),
  label: (s) => (s === 'imperial' ? `in${sup}` : `mm${sup}`),
});

const SUFFIX_UNITS: [suffix: string, unit: Unit][] = [
  ['_Nm', { quantity: 'moment' }],
  ['_N', { quantity: 'force' }],
  ['_Pa', { quantity: 'stress' }],
  ['_m2', power(2, '²')],
  ['_m4', power(4, '⁴')],
  ['_m6', power(6, '⁶')],
  ['_m', { quantity: 'length' }],
];

/** Names an engineer reads on a calculation sheet (AISC 360-16 symbols, FHWA GEC-12 terms). */
const LABELS: Record<string, string> = {
  section: 'Section',
  method: 'Design method',
  branch: 'H1-1 branch',
  axial: 'Axial force',
  Fy: 'Fy (yield strength)',
  E: 'E (modulus of elasticity)',
  Pr: 'Pr (required axial strength)',
  Pn: 'Pn (nominal axial strength)',
  Pc: 'Pc (available axial strength)',
  Mrx: 'Mrx (required flexural strength, strong axis)',
  Mnx: 'Mnx (nominal flexural strength, strong axis)',
  Mcx: 'Mcx (available flexural strength, strong axis)',
  Mry: 'Mry (required flexural strength, weak axis)',
  Mny: 'Mny (nominal flexural strength, weak axis)',
  Mcy: 'Mcy (available flexural strength, weak axis)',
  Mp: 'Mp (plastic moment)',
  Vr: 'Vr (required shear strength)',
  Vn: 'Vn (nominal shear strength)',
  Vc: 'Vc (available shear strength)',
  phiV: 'φv (shear resistance factor)',
  omegaV: 'Ωv (shear safety factor)',
  Aw: 'Aw (web area d·tw)',
  Cv1: 'Cv1 (web shear strength coefficient)',
  Cv2: 'Cv2 (web shear buckling coefficient, flanges)',
  kv: 'kv (shear buckling coefficient)',
  flangeArea: 'Area of both flanges 2·bf·tf',
  diameterToThickness: 'D/t',
  Ag: 'Ag (gross area)',
  Fcr: 'Fcr (critical stress)',
  Fe: 'Fe (elastic buckling stress)',
  bucklingAxis: 'Buckling axis',
  Lc_over_r: 'Lc/r (slenderness)',
  Ae: 'Ae (effective area)',
  slenderElements: 'Slender elements',
  Kx: 'Kx (effective length factor, strong axis)',
  Ky: 'Ky (effective length factor, weak axis)',
  Lcx: 'Lcx (effective length, strong axis)',
  Lcy: 'Lcy (effective length, weak axis)',
  Lb: 'Lb (unbraced length)',
  Lp: 'Lp (limiting length, plastic)',
  Lr: 'Lr (limiting length, inelastic LTB)',
  rts: 'rts (effective radius of gyration)',
  J: 'J (torsional constant)',
  Cw: 'Cw (warping constant)',
  Cb: 'Cb (moment gradient factor)',
  Rpc: 'Rpc (web plastification factor)',
  clause: 'Clause',
  limitState: 'Limit state',
  flangeSlenderness: 'Flange slenderness bf/2tf',
  webSlenderness: 'Web slenderness h/tw',
  webLimit: 'Web slenderness limit',
  stressLimit: 'Stress limit',
  stretch: 'Stretch of pile checked',
  from: 'From depth',
  to: 'To depth',
  analysisLoadFactor: 'Load factor of the analysis',
  perimeter: 'Perimeter',
  perimeterBasis: 'Perimeter taken as',
  neglectTopSoil: 'Skin friction neglected above',
  extendedBelowTable: 'Table extended below its last row',
  skinDown: 'Skin friction down (nominal)',
  endBearing: 'End bearing (nominal)',
  endBearingOn: 'End bearing counted',
  bearingArea: 'Bearing area',
  bearingAreaBasis: 'Bearing area taken as',
  nominal: 'Nominal resistance',
  factor: 'Resistance factor (φ or 1/FS)',
  pileWeightInDemand: 'Pile self-weight in the demand',
  pileWeightAgainstUplift: 'Pile self-weight against uplift',
  resistanceTop: 'Resistance counted below',
  skinUpBelowFrost_nominal: 'Skin friction up below the frost depth (nominal)',
  deadLoad: 'Dead load holding the pile down',
  deadLoadFactor: 'Dead load factor',
  pileWeight: 'Pile self-weight',
  axis: 'Axis',
  point: 'Point',
  loadHeight: 'Load height above grade',
  status: 'Analysis status',
  reason: 'Reason',
  problem: 'Problem',
  strongAxis: 'Strong axis',
  weakAxis: 'Weak axis',
  designMethod: 'Design method',
  tableBasis: 'Vertical table values',
  capacityBasis: 'Capacity obtained by',
  resistanceLoad: 'Resistance against',
  FS: 'Factor of safety FS',
  phi: 'Resistance factor φ',
  factorSource: 'Factor from',
  engineerToConfirm: 'Engineer to confirm',
  fixityFrom: 'Fixity depth from',
  fixityFromEmbedment: 'Fixity read on the pile of embedment',
  fixityStrong: 'Depth of fixity, strong axis',
  fixityWeak: 'Depth of fixity, weak axis',
  ownFirstZeroStrong:
    "This pile's own first zero of deflection, strong axis (for comparison; the depth of fixity above is read on the deepest pile)",
  ownFirstZeroWeak:
    "This pile's own first zero of deflection, weak axis (for comparison; the depth of fixity above is read on the deepest pile)",
  seismic: 'Seismic',
  SDS: 'SDS',
  SD1: 'SD1',
  R: 'R',
  Ie: 'Ie',
  Cs: 'Cs',
  csGoverning: 'Cs set by',
  csLimits: 'Cs and its limits',
  seismicWeight: 'Seismic weight',
  snowShare: 'Snow share of the seismic weight',
  snowFraction: 'Snow fraction (ASCE 7 §12.7.2)',
  Eh: 'Eh = Cs × W',
  directions: 'Directions checked',
};

function humanise(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Lengths of the cross-section (rts, radii of gyration, plate dimensions): in inches or mm, as
 * AISC's tables and a checker's hand calculation give them, not in the feet or metres of the
 * pile's lengths (an rts of 0.088 ft is 1.05 in).
 */
const SECTION_LENGTHS = new Set([
  'rts',
  'rt',
  'r',
  'rx',
  'ry',
  'ro',
  'h',
  'ho',
  'd',
  'bf',
  'tf',
  'tw',
  't',
  'od',
]);
const SECTION_LENGTH_UNIT = power(1, '');

function splitUnit(key: string): { name: string; unit: Unit | null } {
  for (const [suffix, unit] of SUFFIX_UNITS) {
    if (!key.endsWith(suffix)) continue;
    const name = key.slice(0, -suffix.length);
    return { name, unit: suffix === '_m' && SECTION_LENGTHS.has(name) ? SECTION_LENGTH_UNIT : unit };
  }
  return { name: key, unit: null };
}

/**
 * Four significant digits, no trailing zeros (0.5, 1.997, 2319): enough to recompute a check. E
 * has an elastic modulus's five (the input fields' unit kind): 200 GPa is 29008 ksi, where four
 * read 29010, neither that nor AISC's 29,000.
 */
const significant = (v: number, figures = 4) => significantFormat(figures).format(v);

/**
 * One formatter per number of figures: toLocaleString with options builds a new Intl.NumberFormat
 * at every call, which made this the costliest function of a result's first render in Chromium
 * (20-35 ms: a check table works out every check's working to know which have one).
 */
const significantFormats = new Map<number, Intl.NumberFormat>();
function significantFormat(figures: number): Intl.NumberFormat {
  let format = significantFormats.get(figures);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumSignificantDigits: figures, useGrouping: false });
    significantFormats.set(figures, format);
  }
  return format;
}

function formatNumber(value: number, unit: Unit | null, system: UnitSystem, name = ''): string {
  if (!Number.isFinite(value)) return String(value);
  if (!unit) return Number.isInteger(value) ? String(value) : significant(value);
  const shown = 'quantity' in unit ? fromSI(unit.quantity, value, system) : value * unit.factor(system);
  const label = 'quantity' in unit ? unitOf(unit.quantity, system) : unit.label(system);
  return `${significant(shown, name === 'E' ? ELASTIC_MODULUS_FIGURES : 4)} ${label}`;
}

/** The rows of a check's working, nested groups (the steel check's axes) flattened with their name. */
export function checkWorking(
  details: Record<string, unknown> | undefined,
  system: UnitSystem,
  prefix = '',
): WorkingRow[] {
  if (!details) return [];
  return Object.entries(details).flatMap(([key, value]): WorkingRow[] => {
    const { name, unit } = splitUnit(key);
    const label = `${prefix}${LABELS[name] ?? LABELS[key] ?? humanise(name)}`;
    if (value === null || value === undefined) return [{ label, value: '—' }];
    if (typeof value === 'boolean') return [{ label, value: value ? 'Yes' : 'No' }];
    if (typeof value === 'number') return [{ label, value: formatNumber(value, unit, system, name) }];
    if (typeof value === 'object' && !Array.isArray(value))
      return checkWorking(value as Record<string, unknown>, system, `${label}: `);
    return [{ label, value: String(value) }];
  });
}
