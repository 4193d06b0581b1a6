/**
 * The whole engine design input, SI units (m, N, Pa; ksi only for the yield strength option,
 * as the product offers it), with the unit in each field name. `parseDesignInput` checks the
 * shape (zod) and then the rules that join fields and groups, and answers with errors that
 * name the group, row and field: `soil.layers[2].phiDeg: must be ≤ 50`.
 *
 * Groups: project, settings (General Settings), pileHeights_m (reveal heights), soil,
 * corrosion, vertical, seismic (parameters + tracker data), tracker (design mode + the tracker
 * company's raw tables), loadCombinations (custom load_combo_cases), loadTests (site load
 * tests: the soil calibrated on them, see calibration/).
 */
import { z } from 'zod';
import { steelModulusSchema } from '../checks/steel-modulus';
import { lateralSoilSchema } from '../lateral';
import {
  DEFAULT_DESIGN_CODE,
  DESIGN_CODES,
  REVERSAL_MEANINGS,
  loadComboCasesSchema,
  type CombinationSettings,
} from '../loads';
import { adaptTrackerLoads, trackerLoadsSchema, type SeismicSettings } from '../modes';
import {
  findSection,
  lightestFirst,
  resolveSection,
  sectionInputSchema,
  sectionsInFamily,
  type SteelSection,
} from '../sections';
import {
  RISK_CATEGORIES,
  spectralValues,
  unbalancedWingWarning,
  type SeismicParameters,
  type TrackerSeismicData,
} from '../seismic';
import { soilLayerSchema, validateSoilProfile } from '../soil';
import { loadTestsSchema } from '../calibration/load-test';
import { formatPath, inputIssueMessage } from '../issue-message';
import { DESIGN_LOAD_APPLICATIONS } from './load-application';

const num = z.number().finite();
const positive = () => num.positive();
const nonNegative = () => num.nonnegative();

export const MAX_SOIL_LAYERS = 10;
/** Each pile height is a design of every pier type: a bound on the work one run can ask (design-problem.ts MAX_PIER_DESIGNS). */
export const MAX_PILE_HEIGHTS = 100;
/**
 * Embedments one range may make (Min to Max Embed by the increment): 0.05 m steps over 20 m.
 * Each is a pile the search may analyse; the range was cut at 10,001 without a word.
 */
export const MAX_EMBEDMENT_STEPS = 400;
/** Sections of the project's own (settings.userSections): each is a section the search may try. */
export const MAX_USER_SECTIONS = 100;
export const YIELD_STRENGTH_OPTIONS_KSI = [25, 30, 35, 40, 45, 50] as const;
export const ELEMENT_OPTIONS = [100, 500] as const;
/** Stow angles the product offers (spec §9), degrees. */
export const STOW_ANGLES_DEG = [50, 60, 75] as const;

const axisLimitsSchema = z.strictObject({
  top_m: positive().optional(),
  grade_m: positive().optional(),
  bottom_m: positive().optional(),
});

export const projectSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty'),
  designCode: z.enum(DESIGN_CODES).default(DEFAULT_DESIGN_CODE),
  /** How the app shows numbers; the engine works in SI whatever this says. */
  unitSystem: z.enum(['imperial', 'metric']).default('imperial'),
  client: z.string().optional(),
  latitude: num.min(-90).max(90).optional(),
  longitude: num.min(-180).max(180).optional(),
  notes: z.string().optional(),
});

/** K of Lc = K·(reveal + fixity): from 0.5 (both ends fixed, Table C-A-7.1 (a)) to 10. */
const effectiveLengthFactor = () =>
  num.min(0.5, 'must be at least 0.5 (both ends fixed)').max(10, 'must be at most 10').optional();

export const settingsSchema = z.strictObject({
  /** Section family searched, e.g. 'W6', 'W8', or a user family ('NXT'). */
  sectionFamily: z.string().trim().min(1, 'must not be empty'),
  minSection: z.string().trim().min(1, 'must not be empty'),
  maxSection: z.string().trim().min(1, 'must not be empty'),
  /** The family's sections when it is not catalogued (NXT, a company's own shapes). */
  userSections: z
    .array(sectionInputSchema)
    .max(MAX_USER_SECTIONS, `at most ${MAX_USER_SECTIONS} sections of the project's own`)
    .default([]),
  yieldStrength_ksi: z
    .number()
    .refine((v) => (YIELD_STRENGTH_OPTIONS_KSI as readonly number[]).includes(v), {
      message: `must be one of ${YIELD_STRENGTH_OPTIONS_KSI.join(', ')} ksi`,
    })
    .default(50),
  /** Stress Limit: largest steel utilisation accepted (1.0 = 100 %). */
  stressLimit: positive().max(1.5).default(1),
  /**
   * E of the steel, Pa: the pile's EI and every AISC check that reads E. Left out: 200 GPa
   * (checks E_STEEL_Pa); AISC 360-16 gives 29,000 ksi (200 000 MPa), the two 0.03 % apart, so a
   * US engineer matching an LPILE run types 29,000 ksi. No schema default: inputs saved before
   * it parse and hash as before.
   */
  steelModulus_Pa: steelModulusSchema(),
  /** Deflection limits per axis and point, m; a point without a limit is not checked. */
  deflectionLimits: z.strictObject({
    strong: axisLimitsSchema.default({}),
    weak: axisLimitsSchema.default({}),
  }),
  /** Fixity depth: the first zero of deflection must be no deeper, m; null = not checked. */
  fixityDepth_m: positive().nullable().default(null),
  minEmbed_m: positive(),
  maxEmbed_m: positive(),
  embedIncrement_m: positive(),
  /** No of Elements: Fast Lane 100, Accuracy Lane 500. */
  elements: z
    .number()
    .refine((v) => (ELEMENT_OPTIONS as readonly number[]).includes(v), {
      message: 'must be 100 (Fast Lane) or 500 (Accuracy Lane)',
    })
    .default(100),
  headCondition: z.enum(['free', 'fixed']).default('free'),
  /**
   * Design Method (AISC 360-16 B3): the steel is checked by ASD (B3.2, Ω) or LRFD (B3.1, φ), not
   * both; the soil resistances follow (FS or φ); deflections always use the service (ASD)
   * combinations. Default ASD: projects saved before this setting checked axial and frost with
   * factors of safety and deflections at ASD level, and their vertical FS fields are ASD factors.
   */
  designMethod: z.enum(['ASD', 'LRFD']).default('ASD'),
  /**
   * Axis of Rotation (pile reveal details, spec §3): height above grade of the tracker's
   * torque-tube rotation axis, where the tracker maker's pier loads act, m. Read when the
   * Design Load Application is 'axisOfRotation' (load-application.ts).
   */
  axisOfRotation_m: positive().optional(),
  /**
   * Design Load Application: where every pier type's loads act. 'asEntered' (also when absent):
   * each load table's own load height; 'axisOfRotation': at axisOfRotation_m; 'pileTop': at the
   * top of each pile (no lift). Optional without a default, so that inputs saved before it
   * parse, hash and design exactly as before.
   */
  designLoadApplication: z.enum(DESIGN_LOAD_APPLICATIONS).optional(),
  /**
   * K of the steel check's effective length about each axis, Lc = K·(reveal + depth of fixity)
   * (checks/steel-axial.ts CANTILEVER_K): empty takes 2.1, a cantilever free at the top; 0.8
   * where the engineer judges the pile top held against sway about that axis (AISC 360-16
   * Commentary Table C-A-7.1 (b)). Optional without a default: inputs saved before it design
   * as before. 0.5 is the table's lowest theoretical value (both ends fixed).
   */
  effectiveLengthFactorStrong: effectiveLengthFactor(),
  effectiveLengthFactorWeak: effectiveLengthFactor(),
  /**
   * K per pier type, where a pier meets the torque tube otherwise than the rest (a motor pier's
   * drive against a bearing pier's): an axis left empty takes the project's K above. Optional
   * without a default, as they are.
   */
  effectiveLengthByPierType: z
    .array(
      z.strictObject({
        pierType: z.string().trim().min(1, 'must name a pier type'),
        strong: effectiveLengthFactor(),
        weak: effectiveLengthFactor(),
      }),
    )
    .optional(),
});

export const soilSchema = lateralSoilSchema.extend({
  layers: z
    .array(soilLayerSchema)
    .min(1, 'needs at least one layer')
    .max(MAX_SOIL_LAYERS, `at most ${MAX_SOIL_LAYERS} layers`),
});

export const corrosionSchema = z.strictObject({
  consider: z.boolean(),
  /** FHWA 1, Aggressive Romanoff 2, Custom Loss 3. */
  method: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  resistivity_ohm_cm: positive(),
  designLife_years: positive(),
  zincCoating_um: nonNegative(),
  customLoss_um: nonNegative().optional(),
  /** Depth below grade of the corroded zone (the reveal above grade corrodes too), m. */
  zoneDepth_m: nonNegative(),
  /** Method 1 (FHWA): steel loss rate after the zinc, µm/yr per face; omitted: 12 (unverified, flagged). */
  fhwaSteelRate_um_per_yr: positive().optional(),
  /**
   * Method 2 (Aggressive Romanoff): the project's X = K·t^n constants, µm and years; each omitted
   * takes the commonly quoted default (zinc 25·t^0.65, steel 40·t^0.8), flagged "engineer to confirm".
   */
  romanoff: z
    .strictObject({
      zincK_um: positive().optional(),
      zincN: num.gt(0).max(2).optional(),
      steelK_um: positive().optional(),
      steelN: num.gt(0).max(2).optional(),
    })
    .optional(),
});

export const verticalRowSchema = z.strictObject({
  bottom_m: positive(),
  skinFrictionUp_Pa: nonNegative(),
  skinFrictionDown_Pa: nonNegative(),
  /** Unit end bearing at this depth; read only when End Bearing is on (0 when not given). */
  endBearing_Pa: nonNegative().default(0),
});

export const verticalSchema = z.strictObject({
  table: z.array(verticalRowSchema).min(1, 'needs at least one row'),
  neglectTopSoil_m: nonNegative().default(0),
  endBearing: z.boolean().default(false),
  /**
   * What the table's unit values are: 'nominal' (ultimate: divided by the factors of safety) or
   * 'allowable' (the geotechnical report already applied its own: used as they are).
   */
  tableBasis: z.enum(['nominal', 'allowable']).default('nominal'),
  /**
   * How the table's capacities were obtained: by static analysis or from load tests. Sets the
   * default FS (IBC 1810.3.3.1.5) and φ (AASHTO LRFD Table 10.5.5.2.3-1); see checks/geotech-factors.
   */
  capacityBasis: z.enum(['static-analysis', 'load-tests']).default('static-analysis'),
  /** ASD factors of safety on nominal resistance; omitted: the default of the capacity basis. */
  FS_compression: num.min(1).max(10).optional(),
  /** Uplift due to wind or seismic loading (IBC 1810.3.3.1.5 Exception). */
  FS_uplift: num.min(1).max(10).optional(),
  /** Sustained uplift: frost heave, and uplift without wind or seismic. */
  FS_sustainedUplift: num.min(1).max(10).optional(),
  /** LRFD resistance factors on nominal resistance; omitted: the default of the capacity basis. */
  phi_compression: num.gt(0).max(1).optional(),
  phi_uplift: num.gt(0).max(1).optional(),
  phi_sustainedUplift: num.gt(0).max(1).optional(),
  frost: z
    .strictObject({
      consider: z.boolean(),
      pressure_Pa: nonNegative().default(0),
      depth_m: nonNegative().default(0),
    })
    .default({ consider: false, pressure_Pa: 0, depth_m: 0 }),
});

const optionalG = () => nonNegative().optional();

export const seismicParamsSchema = z.strictObject({
  R: positive(),
  Ss: optionalG(),
  S1: optionalG(),
  Fa: positive().optional(),
  Fv: positive().optional(),
  SMS: optionalG(),
  SM1: optionalG(),
  SDS: optionalG(),
  SD1: optionalG(),
  T_s: positive().optional(),
  TL_s: positive().optional(),
  lowerLimits: z.enum(['15.4.1', '12.8']).default('15.4.1'),
});

const wingRow = z.array(nonNegative());

export const trackerSeismicSchema = z.strictObject({
  /** Defaults to the project's design code. */
  designCode: z.enum(DESIGN_CODES).optional(),
  riskCategory: z.union(RISK_CATEGORIES.map((c) => z.literal(c))).default(2),
  /** Balanced 1, Unbalanced 2. */
  wingMode: z.union([z.literal(1), z.literal(2)]).default(1),
  loadCase: z.enum(['W', 'Ez']).default('W'),
  stowAngleDeg: z.union(STOW_ANGLES_DEG.map((a) => z.literal(a))).default(50),
  slopeDeg: num.min(-45).max(45).default(0),
  groundSnow_Pa: nonNegative().default(0),
  snowLoad_N_per_m: nonNegative().default(0),
  trackerLength_m: positive(),
  exteriorPierCount: z.number().int().positive(),
  interiorPierCount: z.number().int().positive(),
  Ce: positive().optional(),
  Ct: positive().optional(),
  pierLoadTable: z
    .strictObject({
      lw_ext: wingRow,
      rw_ext: wingRow.default([]),
      lw_int: wingRow,
      rw_int: wingRow.default([]),
    })
    .optional(),
  customRows: z
    .array(
      z.strictObject({
        seismicPier: z.string().trim().min(1, 'must not be empty'),
        w_N: nonNegative().optional(),
        dlz_N: nonNegative().optional(),
        ez_N: nonNegative().optional(),
        dly_N: num.optional(),
      }),
    )
    .default([]),
  /** Tracker-level W, Dlz, Ez, Dly: the values of a custom row that leaves them blank. */
  W_N: nonNegative().optional(),
  Dlz_N: nonNegative().optional(),
  Ez_N: nonNegative().optional(),
  Dly_N: num.optional(),
});

export const seismicSchema = z.strictObject({
  consider: z.boolean(),
  /**
   * seismic_WeakAxis: the direction of load case E, which a project's own combinations may name.
   * The code combinations check E along both principal directions (cases Ex and Ey, ASCE 7
   * §12.5.1), whatever this says.
   */
  weakAxis: z.boolean().default(true),
  params: seismicParamsSchema,
  tracker: trackerSeismicSchema,
});

export const loadCombinationsSchema = z.strictObject({
  /** Investigate companion loads not acting (ASCE 7-16 §2.3.1/§2.4.1). */
  loadsNotActing: z.boolean().default(true),
  /** load_combo_cases; when it has combinations they replace the code ones unless includeCodeCombinations. */
  custom: loadComboCasesSchema.optional(),
  /**
   * What a reversible load case (wind from either side) means: 'whole-vector' (every action
   * reversed, the axial load too) or 'lateral-mirrored' (shears and moments mirrored, the axial
   * load kept). The results say which.
   */
  reversal: z.enum(REVERSAL_MEANINGS).default('whole-vector'),
});

export const designInputSchema = z.strictObject({
  schemaVersion: z.literal(1).default(1),
  project: projectSchema,
  settings: settingsSchema,
  /** Pile reveal heights above grade designed for, m (one design per height). */
  pileHeights_m: z
    .array(positive())
    .min(1, 'needs at least one pile height')
    .max(MAX_PILE_HEIGHTS, `at most ${MAX_PILE_HEIGHTS} pile heights: design the rest in another project`),
  soil: soilSchema,
  corrosion: corrosionSchema.optional(),
  vertical: verticalSchema.optional(),
  seismic: seismicSchema.optional(),
  tracker: trackerLoadsSchema,
  loadCombinations: loadCombinationsSchema.default({ loadsNotActing: true, reversal: 'whole-vector' }),
  /** Site load tests: the soil calibrated on them, and the load-test FS / φ (optional). */
  loadTests: loadTestsSchema.optional(),
});

/** A design input as written (defaults optional). */
export type DesignInputRaw = z.input<typeof designInputSchema>;
/** A parsed design input (defaults filled). */
export type DesignInput = z.output<typeof designInputSchema>;

export interface DesignInputError {
  /** 'soil.layers[2].phiDeg' */
  path: string;
  message: string;
}

export type DesignInputResult =
  { ok: true; value: DesignInput; warnings: string[] } | { ok: false; errors: DesignInputError[] };

export { formatPath } from '../issue-message';

/** inputIssueMessage, and the tracker modes by name. */
function issueMessage(issue: z.core.$ZodIssue): string {
  return issue.code === 'invalid_union' && issue.discriminator === 'mode'
    ? 'must be 1 (Nextracker), 2 (Generic), 3 (Nevados) or 4 (Array Tech)'
    : inputIssueMessage(issue);
}

// ---------------------------------------------------------------- rules across fields and groups

type Push = (path: string, message: string) => void;

function familySections(s: DesignInput['settings'], push: Push): SteelSection[] {
  const user: SteelSection[] = [];
  s.userSections.forEach((u, i) => {
    const r = resolveSection(u);
    if (r.ok) user.push(r.section);
    else push(`settings.userSections[${i}]`, r.message);
  });
  const key = s.sectionFamily.replace(/\s+/g, '').toUpperCase();
  const catalogued = sectionsInFamily(s.sectionFamily);
  const fromUser = user.filter((x) => x.family.replace(/\s+/g, '').toUpperCase() === key);
  return [...catalogued, ...fromUser].sort(lightestFirst);
}

function checkSettings(v: DesignInput, push: Push): void {
  const s = v.settings;
  const family = familySections(s, push);
  if (family.length === 0)
    push('settings.sectionFamily', `no sections in family '${s.sectionFamily}' (catalogued or user-defined)`);
  const find = (name: string, field: string) => {
    const hit = family.find(
      (x) => x.name.replace(/\s+/g, '').toUpperCase() === name.replace(/\s+/g, '').toUpperCase(),
    );
    if (!hit && family.length > 0) {
      const cat = findSection(name);
      push(`settings.${field}`, cat.ok ? `${name} is not in family ${s.sectionFamily}` : cat.message);
    }
    return hit;
  };
  const min = find(s.minSection, 'minSection');
  const max = find(s.maxSection, 'maxSection');
  if (min && max && min.weight_N_per_m > max.weight_N_per_m)
    push('settings.maxSection', `${max.name} is lighter than the minimum section ${min.name}`);
  checkEmbedmentRange(s, push);
}

/** The fields of the settings the embedment range reads, and no other. */
const embedmentRangeSchema = z.object({
  minEmbed_m: settingsSchema.shape.minEmbed_m,
  maxEmbed_m: settingsSchema.shape.maxEmbed_m,
  embedIncrement_m: settingsSchema.shape.embedIncrement_m,
});

/** Min Embed to Max Embed by the increment: an ordered range, at most MAX_EMBEDMENT_STEPS embedments. */
function checkEmbedmentRange(s: z.output<typeof embedmentRangeSchema>, push: Push): void {
  if (s.maxEmbed_m < s.minEmbed_m) push('settings.maxEmbed_m', `must be ≥ Min Embed (${s.minEmbed_m} m)`);
  else if (s.maxEmbed_m > s.minEmbed_m && s.embedIncrement_m > s.maxEmbed_m - s.minEmbed_m + 1e-12)
    push('settings.embedIncrement_m', `larger than the embedment range ${s.minEmbed_m}–${s.maxEmbed_m} m`);
  else {
    const steps = Math.floor((s.maxEmbed_m - s.minEmbed_m) / s.embedIncrement_m + 1e-9) + 1;
    if (steps > MAX_EMBEDMENT_STEPS)
      push(
        'settings.embedIncrement_m',
        `makes ${steps} embedments from ${s.minEmbed_m} to ${s.maxEmbed_m} m: at most ${MAX_EMBEDMENT_STEPS} are tried, so take a larger increment`,
      );
  }
}

/**
 * Pile reveal details: loads at the axis of rotation need the axis height, above every reveal
 * (a post cannot stand above the axis it carries); Array Tech tables give the loads per pile
 * height at grade or at the pile head, so they cannot be put at the axis.
 */
function checkLoadApplication(v: DesignInput, push: Push): void {
  const s = v.settings;
  const axis = s.axisOfRotation_m;
  const atAxis = s.designLoadApplication === 'axisOfRotation';
  if (atAxis && axis === undefined)
    push(
      'settings.axisOfRotation_m',
      "is required when the Design Load Application is 'axisOfRotation' (the loads act at the axis of rotation)",
    );
  if (axis !== undefined) {
    const highest = v.pileHeights_m.reduce((a, b) => Math.max(a, b));
    if (axis < highest - 1e-9)
      push(
        'settings.axisOfRotation_m',
        `must be ≥ every Max Pile Reveal Height: ${axis} m is below the pile height ${highest} m (a post cannot stand above the axis it carries)`,
      );
  }
  if (atAxis && v.tracker.mode === 4)
    push(
      'settings.designLoadApplication',
      "'axisOfRotation' cannot be used in design mode 4 (Array Tech): its ground force tables give the loads of each pile height at grade or at the pile head (tracker.ati_pier_loads.forcesAt); choose 'asEntered' or 'pileTop'",
    );
}

function checkSoil(v: DesignInput, push: Push): void {
  for (const i of validateSoilProfile(v.soil.layers, v.soil)) {
    push(i.layerIndex < 0 ? `soil.${i.field}` : `soil.layers[${i.layerIndex}].${i.field}`, i.message);
  }
}

function checkVertical(v: DesignInput, push: Push): void {
  if (!v.vertical) return;
  let prev = 0;
  v.vertical.table.forEach((row, i) => {
    if (!(row.bottom_m > prev))
      push(`vertical.table[${i}].bottom_m`, `must be deeper than the row above (${prev} m)`);
    prev = Math.max(prev, row.bottom_m);
  });
  const f = v.vertical.frost;
  if (f.consider) {
    if (!(f.pressure_Pa > 0)) push('vertical.frost.pressure_Pa', 'must be > 0 when frost is considered');
    if (!(f.depth_m > 0)) push('vertical.frost.depth_m', 'must be > 0 when frost is considered');
  }
}

function checkCorrosion(v: DesignInput, push: Push): void {
  const c = v.corrosion;
  if (c?.consider && c.method === 3 && c.customLoss_um === undefined)
    push('corrosion.customLoss_um', 'is required by method 3 (Custom Loss)');
}

/**
 * Adapts the tracker tables at every pile height: unknown rows, missing columns, extrapolation.
 * Returns the load case ids and the pier type ids the tables define.
 */
function checkTracker(v: DesignInput, push: Push): { caseIds: Set<string>; pierIds: Set<string> } {
  const caseIds = new Set<string>();
  const pierIds = new Set<string>();
  for (const h of v.pileHeights_m) {
    const r = adaptTrackerLoads(v.tracker, h);
    if (!r.ok) {
      for (const e of r.errors) push('tracker', `at pile height ${h} m: ${e}`);
      break;
    }
    for (const p of r.value.pierTypes) {
      pierIds.add(p.id);
      for (const c of Object.keys(p.cases)) caseIds.add(c);
    }
  }
  const s = v.seismic;
  if (s?.consider && (v.tracker.mode === 1 || v.tracker.mode === 2)) {
    caseIds.add('E').add('Ex').add('Ey').add('Ev');
    const sp = spectralValues(s.params);
    if (!sp.ok) push('seismic.params', sp.message);
    if (v.tracker.mode === 1 && !s.tracker.pierLoadTable)
      push('seismic.tracker.pierLoadTable', 'is required in design mode 1 (Nextracker)');
    if (v.tracker.mode === 2) {
      if (s.tracker.customRows.length === 0)
        push('seismic.tracker.customRows', 'needs a row per pier type in design mode 2');
      s.tracker.customRows.forEach((row, i) => {
        if (pierIds.size > 0 && !pierIds.has(row.seismicPier))
          push(`seismic.tracker.customRows[${i}].seismicPier`, `unknown pier type '${row.seismicPier}'`);
      });
    }
  }
  return { caseIds, pierIds };
}

/** A row of K per pier type names a pier type of the load tables, once. */
function checkEffectiveLengthByPierType(v: DesignInput, pierIds: ReadonlySet<string>, push: Push): void {
  const seen = new Set<string>();
  v.settings.effectiveLengthByPierType?.forEach((row, i) => {
    const path = `settings.effectiveLengthByPierType[${i}].pierType`;
    if (pierIds.size > 0 && !pierIds.has(row.pierType))
      push(path, `no pier type '${row.pierType}' in the load tables (${[...pierIds].join(', ')})`);
    else if (seen.has(row.pierType)) push(path, `pier type '${row.pierType}' has a row above already`);
    seen.add(row.pierType);
  });
}

function checkCombinations(v: DesignInput, caseIds: ReadonlySet<string>, push: Push): void {
  v.loadCombinations.custom?.loadCases.forEach((c, i) => {
    if (caseIds.size > 0 && !caseIds.has(c.id))
      push(`loadCombinations.custom.loadCases[${i}].id`, `no pier type has load case '${c.id}'`);
  });
}

function warningsOf(v: DesignInput): string[] {
  const out: string[] = [];
  const t = v.seismic?.consider && v.tracker.mode === 1 ? v.seismic.tracker : undefined;
  if (t?.pierLoadTable) {
    const w = unbalancedWingWarning(t.wingMode, t.pierLoadTable);
    if (w) out.push(w);
  }
  if (v.seismic?.consider && (v.tracker.mode === 3 || v.tracker.mode === 4))
    out.push(
      `seismic is not computed in design mode ${v.tracker.mode}; E cases of the tracker file are used as given`,
    );
  return out;
}

/** Parses and checks a design input; every error names its group, row and field. */
export function parseDesignInput(json: unknown): DesignInputResult {
  const r = designInputSchema.safeParse(json);
  if (!r.success) {
    const errors = r.error.issues.map((i) => ({ path: formatPath(i.path), message: issueMessage(i) }));
    return { ok: false, errors: [...errors, ...groupRuleErrors(json, errors)] };
  }
  const errors: DesignInputError[] = [];
  const push: Push = (path, message) => errors.push({ path, message });
  const v = r.data;
  checkSettings(v, push);
  checkLoadApplication(v, push);
  checkSoil(v, push);
  checkVertical(v, push);
  checkCorrosion(v, push);
  const { caseIds, pierIds } = checkTracker(v, push);
  checkCombinations(v, caseIds, push);
  checkEffectiveLengthByPierType(v, pierIds, push);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: v, warnings: warningsOf(v) };
}

/**
 * The rules of the groups that read no other group (soil, vertical, corrosion) and the embedment
 * range, for those that are whole by themselves while something else is not: told with the
 * schema's problems rather than after they are fixed (an imported clay without its Cu, while the
 * loads are still to come).
 */
function groupRuleErrors(json: unknown, schemaErrors: readonly DesignInputError[]): DesignInputError[] {
  const raw = (json !== null && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const errors: DesignInputError[] = [];
  const push: Push = (path, message) => errors.push({ path, message });
  const whole = (group: string) =>
    !schemaErrors.some(
      (e) => e.path === group || e.path.startsWith(`${group}.`) || e.path.startsWith(`${group}[`),
    );
  const soil = soilSchema.safeParse(raw.soil);
  if (whole('soil') && soil.success) checkSoil({ soil: soil.data } as DesignInput, push);
  const vertical = verticalSchema.safeParse(raw.vertical);
  if (raw.vertical !== undefined && whole('vertical') && vertical.success)
    checkVertical({ vertical: vertical.data } as DesignInput, push);
  const corrosion = corrosionSchema.safeParse(raw.corrosion);
  if (raw.corrosion !== undefined && whole('corrosion') && corrosion.success)
    checkCorrosion({ corrosion: corrosion.data } as DesignInput, push);
  // The embedment range reads three settings: told while another setting is wrong (a Min Embed
  // above the Max came only once a Stress Limit of 0 had been fixed).
  const range = embedmentRangeSchema.safeParse(raw.settings);
  if (range.success) checkEmbedmentRange(range.data, push);
  return errors;
}

/** 'soil.layers[2].phiDeg: must be ≤ 50' lines. */
export function formatDesignInputErrors(errors: readonly DesignInputError[]): string[] {
  return errors.map((e) => `${e.path}: ${e.message}`);
}

// ---------------------------------------------------------------- what the other parts need from it

/** The seismic settings of a parsed input, or undefined when seismic is not considered. */
export function seismicSettingsOf(v: DesignInput): SeismicSettings | undefined {
  const s = v.seismic;
  if (!s?.consider) return undefined;
  const t = s.tracker;
  const tracker: TrackerSeismicData = {
    designCode: t.designCode ?? v.project.designCode,
    riskCategory: t.riskCategory,
    wingMode: t.wingMode,
    loadCase: t.loadCase,
    groundSnow_Pa: t.groundSnow_Pa,
    snowLoad_N_per_m: t.snowLoad_N_per_m,
    trackerLength_m: t.trackerLength_m,
    exteriorPierCount: t.exteriorPierCount,
    interiorPierCount: t.interiorPierCount,
    Ce: t.Ce,
    Ct: t.Ct,
    pierLoadTable: t.pierLoadTable,
    customRows: t.customRows.map((row) => ({
      seismicPier: row.seismicPier,
      w_N: row.w_N ?? t.W_N,
      dlz_N: row.dlz_N ?? t.Dlz_N,
      ez_N: row.ez_N ?? t.Ez_N,
      dly_N: row.dly_N ?? t.Dly_N,
    })),
  };
  const params: SeismicParameters = { ...s.params };
  return { params, tracker, axis: s.weakAxis ? 'weak' : 'strong' };
}

/** The combination settings of a parsed input. */
export function combinationSettingsOf(v: DesignInput): CombinationSettings {
  return {
    designCode: v.project.designCode,
    // the design method's combinations, and the ASD ones for the service checks (deflection)
    methods: v.settings.designMethod === 'ASD' ? ['ASD'] : ['LRFD', 'ASD'],
    loadsNotActing: v.loadCombinations.loadsNotActing,
    custom: v.loadCombinations.custom,
    reversal: v.loadCombinations.reversal,
  };
}
