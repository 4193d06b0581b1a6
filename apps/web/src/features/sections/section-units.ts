// The library's fields as a supplier's sheet gives them: plates in in or mm, properties in
// in², in⁴, in³ or cm², cm⁴, cm³; the API and the engine take SI (m, m², m⁴, m³).
import { M_PER_IN, type UnitSystem } from '@pilewise/contracts';

export type SectionField =
  'd_m' | 'bf_m' | 'tf_m' | 'tw_m' | 'od_m' | 't_m' | 'A_m2' | 'Ix_m4' | 'Iy_m4' | 'Zx_m3' | 'Zy_m3' | 'J_m4';

type Power = 1 | 2 | 3 | 4;
const POWER: Record<SectionField, Power> = {
  d_m: 1,
  bf_m: 1,
  tf_m: 1,
  tw_m: 1,
  od_m: 1,
  t_m: 1,
  A_m2: 2,
  Ix_m4: 4,
  Iy_m4: 4,
  Zx_m3: 3,
  Zy_m3: 3,
  J_m4: 4,
};

/** The unit of a field: plates in in | mm; properties in in^n | cm^n. */
function unit(field: SectionField, system: UnitSystem): { label: string; m: number; power: Power } {
  const power = POWER[field];
  const sup = { 1: '', 2: '²', 3: '³', 4: '⁴' }[power];
  if (system === 'imperial') return { label: `in${sup}`, m: M_PER_IN, power };
  return power === 1 ? { label: 'mm', m: 0.001, power } : { label: `cm${sup}`, m: 0.01, power };
}

export const unitLabel = (field: SectionField, system: UnitSystem) => unit(field, system).label;

export function toSectionSI(field: SectionField, value: number, system: UnitSystem): number {
  const u = unit(field, system);
  return value * u.m ** u.power;
}

export function fromSectionSI(field: SectionField, valueSI: number, system: UnitSystem): number {
  const u = unit(field, system);
  return valueSI / u.m ** u.power;
}

export const FIELD_LABELS: Record<SectionField, string> = {
  d_m: 'd (depth)',
  bf_m: 'bf (flange width)',
  tf_m: 'tf (flange thickness)',
  tw_m: 'tw (web thickness)',
  od_m: 'D (outside diameter)',
  t_m: 't (wall thickness)',
  A_m2: 'A',
  Ix_m4: 'Ix',
  Iy_m4: 'Iy',
  Zx_m3: 'Zx',
  Zy_m3: 'Zy',
  J_m4: 'J',
};

export const I_SHAPE_PLATES: SectionField[] = ['d_m', 'bf_m', 'tf_m', 'tw_m'];
export const I_SHAPE_TABULATED: SectionField[] = ['A_m2', 'Ix_m4', 'Iy_m4', 'Zx_m3', 'Zy_m3', 'J_m4'];
export const PIPE_FIELDS: SectionField[] = ['od_m', 't_m'];
