/**
 * The answer of a design run, SI units with the unit in every field name (the contracts
 * package reuses this schema for the API and the reports). One PierDesign per pier type and
 * pile height. Numbers that can be unbounded (a ratio against zero capacity) are null.
 */
import { z } from 'zod';
import { designCalibrationSchema } from '../calibration/fit-result';
import { DESIGN_LOAD_APPLICATIONS } from './load-application';

const num = z.number();

/** A check as reported: the instance with the highest utilisation over the combinations. */
export const designCheckSchema = z.object({
  /** 'axial-compression', 'steel-strength', 'deflection-top-strong', 'lateral-capacity-weak' ... */
  id: z.string(),
  name: z.string(),
  demand: num,
  capacity: num,
  /** Unit of demand and capacity: 'N', 'm' or '-' (an interaction value). */
  unit: z.string(),
  /** demand / capacity; null when unbounded (capacity 0 with a demand). */
  ratio: num.nullable(),
  /** The check passes when ratio ≤ ratioLimit (1, or the Stress Limit for the steel check). */
  ratioLimit: num,
  passes: z.boolean(),
  /** Code clause or source followed. */
  reference: z.string(),
  /** The combination whose value this is; null for a check made once per pile (frost heave). */
  combination: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type DesignCheck = z.infer<typeof designCheckSchema>;

export const profileSchema = z.object({
  z_m: z.array(num),
  deflection_m: z.array(num),
  rotation_rad: z.array(num),
  moment_Nm: z.array(num),
  shear_N: z.array(num),
  soilReaction_N_per_m: z.array(num),
});

/** One bending axis of the governing combination: headline values and the profiles. */
export const axisResponseSchema = z.object({
  status: z.enum(['converged', 'lateral-capacity-exceeded', 'not-converged']),
  loadFraction: num,
  /** Head loads of the analysis (at the pile top), N, N·m, compression positive. */
  H_N: num,
  M_Nm: num,
  P_N: num,
  headDeflection_m: num,
  groundDeflection_m: num,
  toeDeflection_m: num,
  maxMoment_Nm: num,
  maxMomentDepth_m: num,
  firstZeroDeflectionDepth_m: num.nullable(),
  iterations: z.number().int(),
  profile: profileSchema,
});
export type AxisResponse = z.infer<typeof axisResponseSchema>;

export const designSectionSchema = z.object({
  name: z.string(),
  family: z.string(),
  weight_N_per_m: num,
  weight_lb_per_ft: num,
});

/** A candidate next to the answer and the first check it failed. */
export const neighbourFailureSchema = z.object({
  section: z.string(),
  embedment_m: num,
  checkId: z.string(),
  name: z.string(),
  combination: z.string().nullable(),
  ratio: num.nullable(),
  ratioLimit: num,
});
export type NeighbourFailure = z.infer<typeof neighbourFailureSchema>;

/** The seismic working of a run (ASCE 7 §11.4, §12.8, §15.4): what E rests on. */
export const seismicWorkingSchema = z.object({
  SDS: num,
  SD1: num,
  S1: num.nullable(),
  R: num,
  Ie: num,
  Cs: num,
  /** The equation that set Cs ('Eq. 12.8-2' ...), and every bound evaluated. */
  csGoverning: z.string(),
  csTerms: z.array(z.object({ equation: z.string(), value: num, kind: z.enum(['base', 'upper', 'lower']) })),
  /** Flat roof snow load pf and the share of the design snow load in the seismic weight (§12.7.2 item 4). */
  pf_Pa: num,
  snowFraction: num,
  /** E acts along each principal direction of the pile, each checked (ASCE 7 §12.5.1, §15.1.3). */
  directions: z.string(),
  piers: z.array(
    z.object({
      pierTypeId: z.string(),
      seismicWeight_N: num,
      /** Of the seismic weight, the snow share, N. */
      snowShare_N: num,
      Eh_N: num,
      how: z.string(),
    }),
  ),
  derivation: z.array(z.string()),
  notes: z.array(z.string()),
});
export type SeismicWorking = z.infer<typeof seismicWorkingSchema>;

/** A constant the design rests on, with its source: a reviewer can see it and change it. */
export const designConstantSchema = z.object({
  name: z.string(),
  value: num,
  unit: z.string(),
  source: z.string(),
  engineerToConfirm: z.boolean(),
  /** The input field that changes it. */
  inputPath: z.string(),
});
export type DesignConstant = z.infer<typeof designConstantSchema>;

export const pierDesignSchema = z.object({
  pierTypeId: z.string(),
  pierTypeName: z.string(),
  /** Reveal: pile top (load point of the analysis) above grade, m. */
  pileHeight_m: num,
  /**
   * Height above grade at which the loads act, m (moved to the pile top): the tracker data's
   * load height, the axis of rotation, or the pile height, as settings.loadApplication says.
   */
  loadHeight_m: num,
  /** pass: the lightest section and shortest embedment found; no-solution: nothing in range passes. */
  status: z.enum(['pass', 'no-solution']),
  /** pass: the design; no-solution: the largest section at the largest embedment. */
  section: designSectionSchema,
  embedment_m: num,
  /** Reveal + embedment, m. */
  length_m: num,
  steelWeight_N: num,
  steelWeight_lb: num,
  checks: z.array(designCheckSchema),
  governing: z.object({
    /** The check with the highest utilisation of the chosen pile. */
    checkId: z.string(),
    combination: z.string().nullable(),
    ratio: num.nullable(),
    /** ratio / ratioLimit: 1 is at the limit. */
    utilisation: num.nullable(),
    /**
     * What set the answer: the check that fails at the next lighter section (at the deepest
     * embedment: it failed at every one) and at the next shorter embedment of the chosen section;
     * null where there is none (the lightest section, the shortest embedment, or no solution).
     */
    nextLighterSection: neighbourFailureSchema.nullable().optional(),
    nextShorterEmbedment: neighbourFailureSchema.nullable().optional(),
  }),
  /** no-solution: the check that fails at the largest section and embedment, and by how much. */
  failure: z
    .object({
      checkId: z.string(),
      name: z.string(),
      combination: z.string().nullable(),
      ratio: num.nullable(),
      ratioLimit: num,
      message: z.string(),
    })
    .nullable(),
  /** Governing combination's lateral response per axis; null for an axis without lateral load. */
  profiles: z.object({
    combination: z.string().nullable(),
    strong: axisResponseSchema.nullable(),
    weak: axisResponseSchema.nullable(),
  }),
  combinations: z.array(
    z.object({ name: z.string(), method: z.enum(['ASD', 'LRFD']), source: z.string(), checks: z.string() }),
  ),
  /** Candidates (section, embedment) tried and lateral analyses solved for this pier type and height. */
  candidatesTried: z.number().int(),
  analyses: z.number().int(),
  warnings: z.array(z.string()),
});
export type PierDesign = z.infer<typeof pierDesignSchema>;

export const designResultSchema = z.object({
  schemaVersion: z.literal(1),
  /** complete: every pier type and height designed; cancelled: stopped early, `piers` holds those finished. */
  status: z.enum(['complete', 'cancelled']),
  project: z.object({ name: z.string(), designCode: z.string() }),
  settings: z.object({
    sectionFamily: z.string(),
    sections: z.array(z.string()),
    embedments_m: z.array(num),
    pileHeights_m: z.array(num),
    elements: z.number().int(),
    yieldStrength_ksi: num,
    Fy_Pa: num,
    /** E of the steel (absent in results made before the setting: 200 GPa). */
    E_Pa: num.optional(),
    stressLimit: num,
    headCondition: z.enum(['free', 'fixed']),
    corrosion: z
      .object({
        method: z.string(),
        lossPerFace_m: num,
        zoneTop: z.literal('pile top'),
        zoneBottom_m: num,
        reference: z.string(),
      })
      .nullable(),
    /** How the combinations map to the checks (ASD / LRFD). */
    combinationPolicy: z.string(),
    /** AISC 360-16 B3: the one method of the run (absent in results made before the setting: both). */
    designMethod: z.enum(['ASD', 'LRFD']).optional(),
    /** What a reversible (either-sense) load case means: the whole vector reversed, or the lateral loads mirrored with the vertical kept. */
    reversal: z.string().optional(),
    /**
     * The Design Load Application of the run (pile reveal details): where the pier loads act.
     * Absent when the input does not set it: each load table's own height ('asEntered').
     */
    loadApplication: z
      .object({
        method: z.enum(DESIGN_LOAD_APPLICATIONS),
        axisOfRotation_m: num.nullable(),
        description: z.string(),
      })
      .optional(),
  }),
  /** Seismic working (null: seismic not considered or not computed in the design mode). */
  seismic: seismicWorkingSchema.nullable().optional(),
  /** Constants the design rests on, each with its source and whether the engineer must confirm it. */
  constants: z.array(designConstantSchema).optional(),
  /** Lateral analyses solved in the whole run (distinct analyses: the memo never solves one twice). */
  analyses: z.number().int(),
  piers: z.array(pierDesignSchema),
  warnings: z.array(z.string()),
  /** Site load tests: each fit, the values the design took, the misfits (absent without load tests). */
  calibration: designCalibrationSchema.optional(),
});
export type DesignResult = z.infer<typeof designResultSchema>;
