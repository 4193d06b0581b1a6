import { AISC_SHAPES_SOURCE, AISC_W_ROWS, MILL_SHAPES_NOT_CATALOGUED, type AiscWRow } from './aisc-w-shapes';
import type { SteelSection } from './types';
import { M_PER_IN, N_PER_M_PER_LB_PER_FT } from './units';

const IN2 = M_PER_IN ** 2;
const IN3 = M_PER_IN ** 3;
const IN4 = M_PER_IN ** 4;

/** An AISC row in SI; family = the nominal depth group ('W6', 'W8'). */
function sectionFromAiscRow(row: AiscWRow): SteelSection {
  const [label, W, A, d, bf, tw, tf, Ix, Zx, Sx, rx, Iy, Zy, Sy, ry, J] = row;
  const d_m = d * M_PER_IN;
  const bf_m = bf * M_PER_IN;
  return {
    name: label,
    shape: 'W',
    family: label.slice(0, label.indexOf('x')),
    weight_N_per_m: W * N_PER_M_PER_LB_PER_FT,
    weight_lb_per_ft: W,
    d_m,
    bf_m,
    tf_m: tf * M_PER_IN,
    tw_m: tw * M_PER_IN,
    A_m2: A * IN2,
    Ix_m4: Ix * IN4,
    Iy_m4: Iy * IN4,
    Sx_m3: Sx * IN3,
    Sy_m3: Sy * IN3,
    Zx_m3: Zx * IN3,
    Zy_m3: Zy * IN3,
    rx_m: rx * M_PER_IN,
    ry_m: ry * M_PER_IN,
    J_m4: J * IN4,
    boxPerimeter_m: 2 * (d_m + bf_m),
    boxArea_m2: d_m * bf_m,
    source: AISC_SHAPES_SOURCE,
  };
}

const CATALOG: readonly SteelSection[] = Object.freeze(
  AISC_W_ROWS.map((r) => Object.freeze(sectionFromAiscRow(r))),
);

/** 'w6X9', ' W 6x9 ' → 'W6X9': the key names are compared by. */
function nameKey(name: string): string {
  return name.replace(/\s+/g, '').toUpperCase();
}

const BY_KEY = new Map(CATALOG.map((s) => [nameKey(s.name), s]));

/** Every catalogued section, families in order, each family by weight ascending. */
export function catalogSections(): readonly SteelSection[] {
  return [...CATALOG].sort((a, b) => a.family.localeCompare(b.family) || a.weight_N_per_m - b.weight_N_per_m);
}

/** Names of the catalogued families, e.g. ['W6', 'W8']. */
export function catalogFamilies(): string[] {
  return [...new Set(CATALOG.map((s) => s.family))].sort();
}

/**
 * Lighter first: the order the design search tries sections in. At module level, not a closure
 * made at every call (V8 keeps a closure's optimised code only while a closure of it lives, and
 * compiled such ones again after most full collections; issue 12).
 */
export const lightestFirst = (a: SteelSection, b: SteelSection): number =>
  a.weight_N_per_m - b.weight_N_per_m;

/** The sections of one family, lightest first (the order the design search tries them). */
export function sectionsInFamily(family: string): SteelSection[] {
  const key = nameKey(family);
  const out: SteelSection[] = [];
  for (const s of CATALOG) if (nameKey(s.family) === key) out.push(s);
  return out.sort(lightestFirst);
}

export type SectionLookup = { ok: true; section: SteelSection } | { ok: false; message: string };

/** Look a catalogued section up by name, case and spaces ignored ('W6x9', 'w6X9'). */
export function findSection(name: string): SectionLookup {
  const section = BY_KEY.get(nameKey(name));
  if (section) return { ok: true, section };
  const mill = MILL_SHAPES_NOT_CATALOGUED.find((m) => nameKey(m) === nameKey(name));
  if (mill) {
    return {
      ok: false,
      message: `${mill} is a mill shape outside the AISC database and is not catalogued; enter it as a user-defined I-shape (d, bf, tf, tw) from the producer's data sheet`,
    };
  }
  return {
    ok: false,
    message: `unknown section '${name}'; catalogued: ${CATALOG.map((s) => s.name).join(', ')}`,
  };
}

/** Like findSection but throws on an unknown name. */
export function sectionByName(name: string): SteelSection {
  const r = findSection(name);
  if (!r.ok) throw new Error(r.message);
  return r.section;
}
