/**
 * The answer of a design run, SI units with the unit in every field name (the contracts
 * package reuses this schema for the API and the reports). One PierDesign per pier type and
 * pile height. Numbers that can be unbounded (a ratio against zero capacity) are null.
 */
import { z } from 'zod';

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

export const pierDesignSchema = z.object({
  pierTypeId: z.string(),
  pierTypeName: z.string(),
  /** Reveal: pile top (load point of the analysis) above grade, m. */
  pileHeight_m: num,
  /** Height above grade at which the tracker data gives the loads, m (moved to the pile top). */
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
    checkId: z.string(),
    combination: z.string().nullable(),
    ratio: num.nullable(),
    /** ratio / ratioLimit: 1 is at the limit. */
    utilisation: num.nullable(),
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
  }),
  /** Lateral analyses solved in the whole run (distinct analyses: the memo never solves one twice). */
  analyses: z.number().int(),
  piers: z.array(pierDesignSchema),
  warnings: z.array(z.string()),
});
export type DesignResult = z.infer<typeof designResultSchema>;
