/**
 * A parsed design input turned into what the search needs: the candidate sections and
 * embedments, the soil profile, the corrosion zone, the vertical table, and per pier type and
 * pile height the combinations at the pile top with the checks each feeds. This is the last
 * place that sees the tracker data; the search gets normalised pier loads only.
 */
import {
  CANTILEVER_K,
  geotechFactorsFor,
  ksiToPa,
  projectSteelModulus_Pa,
  type DeflectionLimits,
  type GeotechFactors,
} from '../checks';
import { corrosionLoss } from '../corrosion';
import {
  LoadCombinationError,
  moveLoadDown,
  type CombinationFactor,
  type DesignMethod,
  type LoadVector,
} from '../loads';
import { normalisePierLoads, pierCombinedLoads, type PierLoadsResult } from '../modes';
import { pierCaseVectors } from '../modes/normalised';
import { lightestFirst, resolveSection, sectionsInFamily, type SteelSection } from '../sections';
import { buildSoilProfile, N_PER_M3_PER_PCI, type SoilProfile } from '../soil';
import { ASD_ANALYSIS_FACTOR } from './asd-analysis';
import { combinationRoles, type CombinationRoles } from './combination-roles';
import { designConstants } from './design-constants';
import { appliedLoadHeight, describeLoadApplication, type DesignLoadApplication } from './load-application';
import type { DesignConstant, SeismicWorking } from './design-result';
import {
  combinationSettingsOf,
  seismicSettingsOf,
  type DesignInput,
  type DesignInputError,
} from './design-input';

export interface DesignCombination {
  name: string;
  method: DesignMethod;
  source: string;
  /** Combined loads at the pile top (the head of the lateral model). */
  loads: LoadVector;
  /** The combination's dead-load factor: the pile's own weight is dead load too. */
  deadFactor: number;
  /** It has a wind or horizontal seismic case: its uplift is transient (IBC 1810.3.3.1.5 Exception). */
  windOrSeismic: boolean;
  /** It has a horizontal seismic case: its checks carry the seismic working. */
  seismic: boolean;
  /** The numeric factor on each load case (the report prints them). */
  factors: CombinationFactor[];
  roles: CombinationRoles;
}

export interface CorrosionZone {
  method: string;
  lossPerFace_m: number;
  /** The zone runs from the pile top down to this depth below grade, m. */
  zoneBottom_m: number;
  reference: string;
}

export interface VerticalSettings {
  table: {
    bottom_m: number;
    skinFrictionUp_Pa: number;
    skinFrictionDown_Pa: number;
    endBearing_Pa: number;
  }[];
  neglectTopSoil_m: number;
  endBearing: boolean;
  frost: { pressure_Pa: number; depth_m: number } | null;
}

/** Settings shared by every pier type (SI). */
export interface DesignSettings {
  /** Candidates, lightest first. */
  sections: SteelSection[];
  /** Candidates, shortest first, m. */
  embedments_m: number[];
  elements: number;
  headCondition: 'free' | 'fixed';
  /** AISC 360-16 B3: one method for the steel and the soil resistances. */
  designMethod: DesignMethod;
  E_Pa: number;
  yieldStrength_ksi: number;
  Fy_Pa: number;
  stressLimit: number;
  /**
   * K of Lc = K·(reveal + depth of fixity) per axis (settings.effectiveLengthFactor*, else 2.1),
   * and per pier type where settings.effectiveLengthByPierType gives one (an axis it leaves
   * empty: the project's): effectiveLengthFactorsOf.
   */
  effectiveLengthFactor: EffectiveLengthFactors & {
    byPierType: ReadonlyMap<string, EffectiveLengthFactors>;
  };
  deflectionLimits: DeflectionLimits;
  fixityDepth_m: number | null;
  soil: SoilProfile;
  corrosion: CorrosionZone | null;
  vertical: VerticalSettings | null;
  geotech: GeotechFactors;
}

/** One pier type at one pile height: what the search designs. */
export interface PierCase {
  pierTypeId: string;
  pierTypeName: string;
  pileHeight_m: number;
  /** Where the loads act (the Design Load Application's height), m above grade. */
  loadHeight_m: number;
  combinations: DesignCombination[];
  /** The pier type's load cases as normalised by the design mode, at the load height (seismic E, Ex, Ey, Ev included). */
  cases: Record<string, LoadVector>;
  /** Unfactored D case axial load at the pile top (compression positive), N. */
  deadLoad_N: number;
  /** The seismic working of this pier type (null: no seismic case computed). */
  seismic: Record<string, unknown> | null;
  warnings: string[];
}

export interface DesignProblem {
  project: { name: string; designCode: string };
  sectionFamily: string;
  pileHeights_m: number[];
  settings: DesignSettings;
  piers: PierCase[];
  /** What a reversible load case means in this project, in words. */
  reversal: string;
  /**
   * The Design Load Application the input sets (null: not set, the load tables' own heights as
   * before the setting; the result then stays as it was).
   */
  loadApplication: {
    method: DesignLoadApplication;
    axisOfRotation_m: number | null;
    description: string;
  } | null;
  seismic: SeismicWorking | null;
  constants: DesignConstant[];
  warnings: string[];
}

export type DesignProblemResult =
  { ok: true; problem: DesignProblem } | { ok: false; errors: DesignInputError[] };

const key = (name: string) => name.replace(/\s+/g, '').toUpperCase();

/** Sections of the family from Min to Max Section, lightest first (ties keep catalogue order). */
export function sectionRange(s: DesignInput['settings']): SteelSection[] {
  const user: SteelSection[] = [];
  for (const u of s.userSections) {
    const r = resolveSection(u);
    if (r.ok && key(r.section.family) === key(s.sectionFamily)) user.push(r.section);
  }
  const all = [...sectionsInFamily(s.sectionFamily), ...user].sort(lightestFirst);
  const lo = all.findIndex((x) => key(x.name) === key(s.minSection));
  const hi = all.findIndex((x) => key(x.name) === key(s.maxSection));
  return lo < 0 || hi < lo ? [] : all.slice(lo, hi + 1);
}

/** Min Embed, Min + Increment, ... ≤ Max Embed (m, rounded to 1e-9 m so that keys are stable). */
export function embedmentSteps(min_m: number, max_m: number, step_m: number): number[] {
  const out: number[] = [];
  for (let k = 0; ; k++) {
    const L = Number((min_m + k * step_m).toFixed(9));
    if (L > max_m + 1e-9 || k > 10_000) break;
    out.push(L);
  }
  return out;
}

function corrosionZone(v: DesignInput, warnings: string[]): CorrosionZone | null {
  const c = v.corrosion;
  if (!c?.consider) return null;
  const loss = corrosionLoss({
    method: c.method,
    resistivity_ohm_cm: c.resistivity_ohm_cm,
    designLife_years: c.designLife_years,
    zincCoating_um: c.zincCoating_um,
    ...(c.customLoss_um === undefined ? {} : { customLoss_um: c.customLoss_um }),
    ...(c.romanoff === undefined ? {} : { romanoff: c.romanoff }),
    ...(c.fhwaSteelRate_um_per_yr === undefined
      ? {}
      : { fhwaSteelRate_um_per_yr: c.fhwaSteelRate_um_per_yr }),
  });
  // its default constants are flagged with the design's others (designConstants), once
  for (const n of loss.notes) if (n !== loss.defaultsNote) warnings.push(`corrosion: ${n}`);
  if (!(loss.steelLossPerFace_m > 0)) return null;
  return {
    method: loss.methodName,
    lossPerFace_m: loss.steelLossPerFace_m,
    zoneBottom_m: c.zoneDepth_m,
    reference: loss.reference,
  };
}

function verticalSettings(v: DesignInput): VerticalSettings | null {
  const t = v.vertical;
  if (!t) return null;
  return {
    table: t.table,
    neglectTopSoil_m: t.neglectTopSoil_m,
    endBearing: t.endBearing,
    frost: t.frost.consider ? { pressure_Pa: t.frost.pressure_Pa, depth_m: t.frost.depth_m } : null,
  };
}

/** The vertical table's basis and the FS / φ of the design method: given, else the cited defaults. */
function geotechFactors(v: DesignInput): GeotechFactors {
  const method = v.settings.designMethod;
  const t = v.vertical;
  if (!t) return geotechFactorsFor(method, 'static-analysis');
  const given = {
    FS_compression: t.FS_compression,
    FS_uplift: t.FS_uplift,
    FS_sustainedUplift: t.FS_sustainedUplift,
    phi_compression: t.phi_compression,
    phi_uplift: t.phi_uplift,
    phi_sustainedUplift: t.phi_sustainedUplift,
  };
  const defined = Object.fromEntries(Object.entries(given).filter(([, x]) => x !== undefined));
  return geotechFactorsFor(method, t.capacityBasis, defined, t.tableBasis);
}

function designSettings(v: DesignInput, push: (p: string, m: string) => void, warnings: string[]) {
  const s = v.settings;
  const sections = sectionRange(s);
  if (sections.length === 0)
    push('settings.minSection', `no sections from ${s.minSection} to ${s.maxSection}`);
  const embedments_m = embedmentSteps(s.minEmbed_m, s.maxEmbed_m, s.embedIncrement_m);
  const soil = buildSoilProfile({ ...v.soil, layers: v.soil.layers });
  if (!soil.ok) {
    for (const i of soil.issues) push(`soil.layers[${i.layerIndex}].${i.field}`, i.message);
    return null;
  }
  const deepest = embedments_m[embedments_m.length - 1] ?? 0;
  if (deepest > soil.profile.bottom_m + 1e-9)
    push(
      'settings.maxEmbed_m',
      `embedment ${deepest} m is deeper than the soil profile (bottom at ${soil.profile.bottom_m} m)`,
    );
  if (v.soil.lateralNeglectDepth_m >= s.minEmbed_m)
    push('soil.lateralNeglectDepth_m', `leaves no soil along the shortest pile (${s.minEmbed_m} m)`);
  const corrosion = corrosionZone(v, warnings);
  const settings: DesignSettings = {
    sections,
    embedments_m,
    elements: s.elements,
    headCondition: s.headCondition,
    designMethod: s.designMethod,
    E_Pa: projectSteelModulus_Pa(s.steelModulus_Pa),
    yieldStrength_ksi: s.yieldStrength_ksi,
    Fy_Pa: ksiToPa(s.yieldStrength_ksi),
    stressLimit: s.stressLimit,
    effectiveLengthFactor: effectiveLengthFactors(s),
    deflectionLimits: s.deflectionLimits,
    fixityDepth_m: s.fixityDepth_m,
    soil: soil.profile,
    corrosion,
    vertical: verticalSettings(v),
    geotech: geotechFactors(v),
  };
  return settings;
}

/** The seismic working of a run from the first pile height's seismic outcome (it does not depend on height). */
function seismicWorking(r: Extract<PierLoadsResult, { ok: true }>): SeismicWorking | null {
  const q = r.seismic;
  if (!q) return null;
  return {
    SDS: q.SDS,
    SD1: q.SD1,
    S1: q.S1 ?? null,
    R: q.R ?? 0,
    Ie: q.Ie,
    Cs: q.cs.Cs,
    csGoverning: q.cs.governing,
    csTerms: q.cs.terms,
    pf_Pa: q.pf_Pa,
    snowFraction: q.snowFraction,
    directions:
      'E along the strong axis (Ex) and along the weak axis (Ey), each checked in either sense (ASCE 7 §12.5.1, §15.1.3)',
    piers: (r.seismicPiers ?? []).map((p) => ({
      pierTypeId: p.pierTypeId,
      seismicWeight_N: p.seismicWeight_N,
      snowShare_N: p.snowShare_N ?? 0,
      Eh_N: p.Eh_N,
      how: p.how,
    })),
    derivation: q.derivation,
    notes: q.cs.notes,
  };
}

/** The working a seismic check carries: the run's values and this pier type's weight and Eh. */
function pierSeismicWorking(w: SeismicWorking | null, pierTypeId: string): Record<string, unknown> | null {
  const p = w?.piers.find((x) => x.pierTypeId === pierTypeId);
  if (!w || !p) return null;
  return {
    SDS: w.SDS,
    SD1: w.SD1,
    R: w.R,
    Ie: w.Ie,
    Cs: w.Cs,
    csGoverning: w.csGoverning,
    csLimits: w.csTerms.map((t) => `${t.equation} (${t.kind}): ${Number(t.value.toFixed(4))}`).join('; '),
    seismicWeight_N: p.seismicWeight_N,
    snowShare_N: p.snowShare_N,
    snowFraction: w.snowFraction,
    Eh_N: p.Eh_N,
    directions: 'Ex (strong axis) and Ey (weak axis), each checked',
  };
}

/**
 * Loads a lateral analysis can take: each finite, also at ASD_ANALYSIS_FACTOR × (a factor of
 * 1e308 on a load of 10 made Infinity, and the solver refuses an infinite load by throwing).
 * Large finite loads are the search's to refuse (the soil does not hold them: no solution).
 */
function computableLoads(l: LoadVector): boolean {
  const f = ASD_ANALYSIS_FACTOR;
  return (
    Number.isFinite(l.P_N * f) &&
    Number.isFinite(l.Vx_N * f) &&
    Number.isFinite(l.Vy_N * f) &&
    Number.isFinite(l.Mx_Nm * f) &&
    Number.isFinite(l.My_Nm * f)
  );
}

/**
 * The most pier designs one run makes (pier types × pile heights): a utility-scale site's 400
 * pier types at 12 pile heights, some 20 s on one thread at the Fast Lane and a minute and a
 * half at 500 elements. A run is work on threads shared by every company of the server; a
 * larger input is refused before any of it is done.
 */
export const MAX_PIER_DESIGNS = 5000;

/**
 * The most load combinations one run designs for, summed over its pier designs: each is
 * analysed for every candidate pile. The examples have 120 to 1,120 (10 to 56 a pier design);
 * this is 5,000 pier designs of 60, some 30 s at the Fast Lane. The count grows with the load
 * cases (a wind or snow case of its own is a combination of its own), which an input may name
 * by the thousand.
 */
export const MAX_DESIGN_COMBINATIONS = 300_000;

/** The pier cases of every pile height (pile heights in the order given, pier types as adapted). */
function pierCases(
  v: DesignInput,
  push: (p: string, m: string) => void,
  warnings: string[],
  seismicOut: { value: SeismicWorking | null },
): PierCase[] {
  const out: PierCase[] = [];
  const seismic = seismicSettingsOf(v);
  const comboSettings = combinationSettingsOf(v);
  let planned = 0;
  let combinationsPlanned = 0;
  for (const h of v.pileHeights_m) {
    const r = normalisePierLoads(v.tracker, h, seismic);
    if (!r.ok) {
      for (const e of r.errors) push('tracker', `at pile height ${h} m: ${e}`);
      continue;
    }
    planned += r.value.pierTypes.length;
    if (planned > MAX_PIER_DESIGNS) {
      // told before the work: each pier design is a search of its own (ms to tens of ms)
      push(
        'tracker',
        `makes more than ${MAX_PIER_DESIGNS} pier designs (each pier type at each pile height): split the site into projects of fewer pier types or pile heights`,
      );
      return out;
    }
    for (const w of r.warnings) if (!warnings.includes(w)) warnings.push(w);
    seismicOut.value ??= seismicWorking(r);
    // What Cs could not check or assumed (S1 unknown, no period, rigid) must reach the engineer.
    for (const n of r.seismic?.cs.notes ?? []) {
      const w = `seismic: ${n}`;
      if (!warnings.includes(w)) warnings.push(w);
    }
    for (const given of r.value.pierTypes) {
      // The Design Load Application decides where the loads act (load-application.ts).
      const pier = { ...given, loadHeight_m: appliedLoadHeight(v.settings, given.loadHeight_m, h) };
      let combined;
      try {
        combined = pierCombinedLoads(pier, comboSettings);
      } catch (e) {
        if (!(e instanceof LoadCombinationError)) throw e;
        push('loadCombinations', `pier type ${pier.id}: ${e.message}`);
        continue;
      }
      if (combined.length === 0) {
        push('loadCombinations', `pier type ${pier.id}: no load combination applies to its load cases`);
        continue;
      }
      // loops, not closures made at every call (apply-combinations.ts applyCombinations: V8
      // compiled such closures again after most full collections, issue 12)
      const methods: DesignMethod[] = [];
      for (const c of combined) methods.push(c.method);
      const { roles, warnings: roleWarnings } = combinationRoles(methods, v.settings.designMethod);
      const lift = pier.loadHeight_m - h;
      const atPileTop: LoadVector[] = [];
      let overflowing: (typeof combined)[number] | undefined;
      for (const c of combined) {
        const l = moveLoadDown(c, lift);
        atPileTop.push(l);
        if (!overflowing && !computableLoads(l)) overflowing = c;
      }
      if (overflowing) {
        push(
          'loadCombinations',
          `pier type ${pier.id} at pile height ${h} m: combination ${overflowing.combo} gives loads too large to compute (its factors times the loads, or ${ASD_ANALYSIS_FACTOR} × them for an ASD steel check, are beyond a double's range): check its factors and the pier's loads`,
        );
        continue;
      }
      const combinations: DesignCombination[] = [];
      for (let i = 0; i < combined.length; i++) {
        const c = combined[i]!;
        const role = roles[i]!;
        if (!(role.steel || role.service)) continue;
        combinations.push({
          name: c.combo,
          method: c.method,
          source: c.source,
          loads: atPileTop[i]!,
          deadFactor: c.deadFactor,
          windOrSeismic: c.windOrSeismic,
          seismic: c.seismic,
          factors: c.factors,
          roles: role,
        });
      }
      combinationsPlanned += combinations.length;
      if (combinationsPlanned > MAX_DESIGN_COMBINATIONS) {
        push(
          'tracker',
          `makes more than ${MAX_DESIGN_COMBINATIONS} load combinations to design for (each pier design's combinations of its load cases; ${combinations.length} for pier type ${pier.id}): design fewer load cases or pier types in one project`,
        );
        return out;
      }
      out.push({
        pierTypeId: pier.id,
        pierTypeName: pier.name,
        pileHeight_m: h,
        loadHeight_m: pier.loadHeight_m,
        combinations,
        cases: pierCaseVectors(pier),
        deadLoad_N: pier.cases.D?.P_N ?? 0,
        seismic: pierSeismicWorking(seismicOut.value, pier.id),
        warnings: roleWarnings,
      });
    }
  }
  return out;
}

/**
 * Builds the problem of a parsed design input. Loads act at the height the Design Load
 * Application gives (load-application.ts) and are carried rigidly to the pile top
 * (M + V·(load height − pile height)).
 */
export function buildDesignProblem(v: DesignInput): DesignProblemResult {
  const errors: DesignInputError[] = [];
  const push = (path: string, message: string) => errors.push({ path, message });
  const warnings: string[] = [];
  const settings = designSettings(v, push, warnings);
  const seismic = { value: null as SeismicWorking | null };
  const piers = pierCases(v, push, warnings, seismic);
  if (!settings || errors.length > 0) return { ok: false, errors };
  if (v.project.designCode === 'ASCE 7-22' && !v.loadCombinations.custom?.mapping_combo.length)
    warnings.push(
      'engineer to confirm: ASCE 7-22 combinations carry the standard’s letters where a source quoting it gives them (ASD 3a, 4a, 6a); the other numbers follow ASCE 7-16 and are not confirmed against the printed 7-22 text',
    );
  const constants = designConstants(v, settings);
  const unconfirmed = constants.filter((c) => c.engineerToConfirm);
  if (unconfirmed.length > 0)
    warnings.push(
      `engineer to confirm: ${unconfirmed.map(constantText).join('; ')} (defaults whose primary source was not read; each can be changed in the project input)`,
    );
  return {
    ok: true,
    problem: {
      project: { name: v.project.name, designCode: v.project.designCode },
      sectionFamily: v.settings.sectionFamily,
      pileHeights_m: v.pileHeights_m,
      settings,
      piers,
      reversal:
        v.loadCombinations.reversal === 'lateral-mirrored'
          ? 'lateral-mirrored: a reversible load case is taken as given and with its shears and moments mirrored, its axial load kept'
          : 'whole-vector: a reversible load case is taken as given and with every action reversed (the axial load too)',
      loadApplication:
        v.settings.designLoadApplication === undefined
          ? null
          : {
              method: v.settings.designLoadApplication,
              axisOfRotation_m: v.settings.axisOfRotation_m ?? null,
              description: describeLoadApplication(v.settings),
            },
      seismic: seismic.value,
      constants,
      warnings,
    },
  };
}

/** K of the steel check about each axis. */
export interface EffectiveLengthFactors {
  strong: number;
  weak: number;
}

/** The project's K per axis (2.1 where empty), and each pier type's where a row gives one. */
function effectiveLengthFactors(s: DesignInput['settings']): DesignSettings['effectiveLengthFactor'] {
  const strong = s.effectiveLengthFactorStrong ?? CANTILEVER_K.value;
  const weak = s.effectiveLengthFactorWeak ?? CANTILEVER_K.value;
  const byPierType = new Map<string, EffectiveLengthFactors>();
  for (const row of s.effectiveLengthByPierType ?? [])
    byPierType.set(row.pierType, { strong: row.strong ?? strong, weak: row.weak ?? weak });
  return { strong, weak, byPierType };
}

/** K per axis of a pier type's steel check: its row's, else the project's. */
export function effectiveLengthFactorsOf(
  settings: DesignSettings,
  pierTypeId: string,
): EffectiveLengthFactors {
  const k = settings.effectiveLengthFactor;
  return k.byPierType.get(pierTypeId) ?? k;
}

/**
 * A design constant in a warning: its value to 4 significant figures (the constants keep more,
 * so that a table's 1,000 pci reads back whole), and a subgrade modulus in pci too, the unit of
 * the US tables it comes from (271.4 MN/m³ (1000 pci)).
 */
function constantText(c: DesignConstant): string {
  const unit = c.unit === '-' ? '' : ` ${c.unit}`;
  const pci =
    c.unit === 'MN/m³' ? ` (${Number(((c.value * 1e6) / N_PER_M3_PER_PCI).toPrecision(4))} pci)` : '';
  return `${c.name} = ${Number(c.value.toPrecision(4))}${unit}${pci}`;
}
