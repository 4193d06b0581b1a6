import { resolveSection } from '../sections/section-input';
import type { SteelSection } from '../sections/types';
import type { SoilPyCurve } from '../soil/py/types';
import { buildSoilProfile, collectCurveWarnings, curveAt, type SoilProfile } from '../soil/soil-profile';
import { solveBeamColumn } from '../solver/nonlinear';
import type { SolverOptions } from '../solver/model';
import { fromSoilIssues, fromZodIssues, type LateralInputError } from './input-errors';
import { lateralInputSchema, type LateralInput } from './input-schema';
import { buildPileModel, type PileModel, type StiffnessZone } from './pile-model';
import { summarizeLateral, type LateralResult, type LateralWarning } from './result';

/** A checked analysis, ready to run (and to re-run, e.g. with a seed). */
export interface PreparedLateral {
  input: LateralInput;
  section: SteelSection;
  soil: SoilProfile;
  pile: PileModel;
}

export type PrepareResult =
  { ok: true; prepared: PreparedLateral } | { ok: false; errors: LateralInputError[] };
export type LateralAnalysis =
  { ok: true; result: LateralResult } | { ok: false; errors: LateralInputError[] };

/** Zones as EI (N·m²), or errors naming the zone. */
function stiffnessZones(input: LateralInput, errors: LateralInputError[]): StiffnessZone[] {
  const { pile } = input;
  const zones = pile.eiZones.map((zn) => ({
    top_m: zn.top_m,
    bottom_m: zn.bottom_m,
    EI_Nm2: zn.EI_Nm2 ?? pile.E_Pa * zn.I_m4!,
  }));
  const sorted = zones.map((zn, i) => ({ ...zn, i })).sort((a, b) => a.top_m - b.top_m);
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.top_m < sorted[k - 1]!.bottom_m) {
      errors.push({
        field: `pile.eiZones[${sorted[k]!.i}].top_m`,
        message: `overlaps zone ${sorted[k - 1]!.i}`,
      });
    }
  }
  zones.forEach((zn, i) => {
    if (zn.bottom_m <= -pile.stickup_m || zn.top_m >= pile.embedment_m) {
      errors.push({ field: `pile.eiZones[${i}]`, message: 'lies outside the pile (head to toe)' });
    }
  });
  return zones;
}

/** Resolves the section, builds the soil profile and the pile model; collects every error. */
export function prepareLateral(input: LateralInput): PrepareResult {
  const errors: LateralInputError[] = [];
  const sec = resolveSection(input.pile.section);
  if (!sec.ok) errors.push({ field: 'pile.section', message: sec.message });
  const soil = buildSoilProfile({
    layers: input.soil.layers,
    waterTableDepth_m: input.soil.waterTableDepth_m,
    gammaW_N_per_m3: input.soil.gammaW_N_per_m3,
    pFactor: input.soil.pFactor,
    lateralNeglectDepth_m: input.soil.lateralNeglectDepth_m,
  });
  if (!soil.ok) errors.push(...fromSoilIssues(soil.issues));
  const zones = stiffnessZones(input, errors);
  const soilBottom_m = Math.max(...input.soil.layers.map((L) => L.bottom_m));
  if (input.pile.embedment_m > soilBottom_m + 1e-9) {
    errors.push({
      field: 'pile.embedment_m',
      message: `the pile (toe at ${input.pile.embedment_m} m) is longer than the soil profile (bottom at ${soilBottom_m} m)`,
    });
  }
  if (input.soil.lateralNeglectDepth_m >= input.pile.embedment_m) {
    errors.push({
      field: 'soil.lateralNeglectDepth_m',
      message: `the lateral-neglect depth (${input.soil.lateralNeglectDepth_m} m) leaves no soil along the pile (embedment ${input.pile.embedment_m} m)`,
    });
  }
  if (!sec.ok || !soil.ok || errors.length > 0) return { ok: false, errors };
  const profile = soil.profile;
  const { loads } = input;
  const pile = buildPileModel({
    section: sec.section,
    axis: input.pile.axis,
    E_Pa: input.pile.E_Pa,
    stickup_m: input.pile.stickup_m,
    embedment_m: input.pile.embedment_m,
    zones,
    nElements: input.options.elements,
    curveAt: (z, b) => curveAt(profile, z, b),
    zSoilTop_m: input.soil.lateralNeglectDepth_m,
    soilBreaks_m: profile.layers.slice(1).map((L) => L.top_m),
    head:
      loads.head === 'fixed'
        ? { kind: 'fixed', shear_N: loads.H_N }
        : { kind: 'free', shear_N: loads.H_N, moment_Nm: loads.M_Nm },
    axialLoad_N: loads.P_N,
  });
  return { ok: true, prepared: { input, section: sec.section, soil: profile, pile } };
}

/** Runs a prepared analysis; `seed_m` (nodal deflections) speeds up a nearby re-run. */
export function runLateral(prepared: PreparedLateral, seed_m?: Float64Array): LateralResult {
  const { input, pile } = prepared;
  const opts: Partial<SolverOptions> = {
    tolerance: input.options.tolerance,
    maxIterations: input.options.maxIterations,
    ...(input.options.maxDeflection_m === undefined
      ? {}
      : { maxDeflection_m: input.options.maxDeflection_m }),
    ...(seed_m ? { seed_m } : {}),
  };
  const r = solveBeamColumn(pile.model, opts);
  const curves = pile.model.curves.filter((c): c is SoilPyCurve => c !== null && 'warnings' in c);
  const soilWarnings: LateralWarning[] = collectCurveWarnings(
    curves,
    r.solution.y_m.filter((_, i) => isSoilCurve(pile.model.curves[i])),
    pile.model.z_m.filter((_, i) => isSoilCurve(pile.model.curves[i])),
  ).map((w) => ({ ...w }));
  return summarizeLateral(pile.model, r, {
    sectionName: prepared.section.name,
    axis: input.pile.axis,
    EI_Nm2: pile.EI_Nm2,
    pyWidth_m: pile.pyWidth_m,
    warnings: soilWarnings,
  });
}

function isSoilCurve(c: unknown): c is SoilPyCurve {
  return c !== null && typeof c === 'object' && 'warnings' in c;
}

/** Parses, checks and runs one lateral analysis. Bad input → errors naming each field. */
export function analyzeLateral(raw: unknown): LateralAnalysis {
  const parsed = lateralInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fromZodIssues(parsed.error.issues, raw) };
  const prepared = prepareLateral(parsed.data);
  if (!prepared.ok) return prepared;
  return { ok: true, result: runLateral(prepared.prepared) };
}
