import { z } from 'zod';
import { sectionInputSchema } from '../sections/section-input';
import { GAMMA_W_N_PER_M3, soilLayerSchema } from '../soil/soil-layer';

/**
 * One lateral analysis, SI units (m, N, N·m, Pa), unit in every field name. Depth z is
 * positive down from grade; the head (load point) is at z = −stickup_m, the toe at z =
 * embedment_m. y and the head shear H are positive in the same direction; a positive head
 * moment M has the sense of H acting above the head (it increases y). Axial P: compression
 * positive, carried with P-delta.
 *
 * p-y width (our convention, as LPILE asks the user for one): strong-axis bending → flange
 * width bf (a flange faces the soil), weak-axis → depth d (the web lies in the load plane, the
 * flange edges face the soil); pipes → outside diameter.
 */

/** A stretch of pile with its own bending stiffness (e.g. a corroded zone), depths z in m. */
export const eiZoneSchema = z
  .object({
    /** Top of the zone, m (negative above grade). */
    top_m: z.number(),
    /** Bottom of the zone, m. */
    bottom_m: z.number(),
    /** EI in the zone, N·m²; or give I_m4 (the pile's E applies). */
    EI_Nm2: z.number().positive().optional(),
    I_m4: z.number().positive().optional(),
  })
  .refine((v) => v.bottom_m > v.top_m, { message: 'bottom_m must be below top_m', path: ['bottom_m'] })
  .refine((v) => (v.EI_Nm2 === undefined) !== (v.I_m4 === undefined), {
    message: 'give exactly one of EI_Nm2 and I_m4',
    path: ['EI_Nm2'],
  });

export const lateralPileSchema = z.object({
  /** Catalogue name ("W6x9") or a user-defined section (see sections/section-input.ts). */
  section: sectionInputSchema,
  /** Bending axis: strong (about x, I = Ix, p-y width bf) or weak (I = Iy, p-y width d). */
  axis: z.enum(['strong', 'weak']).default('strong'),
  /** Young's modulus of the steel, Pa. */
  E_Pa: z.number().positive().default(200e9),
  /** Reveal: length above grade from the load point down to grade, m. */
  stickup_m: z.number().min(0),
  /** Embedded length below grade, m. */
  embedment_m: z.number().positive(),
  /** Zones of different EI; elsewhere EI = E·I of the section. */
  eiZones: z.array(eiZoneSchema).default([]),
});

export const lateralSoilSchema = z.object({
  /** Layers from grade down (the soil models' own schema). */
  layers: z.array(soilLayerSchema).min(1),
  /** Depth of the water table below grade, m; null = none. */
  waterTableDepth_m: z.number().min(0).nullable().default(null),
  /** Unit weight of water, N/m³ (9810; the openpile refcases use 10 000). */
  gammaW_N_per_m3: z.number().positive().default(GAMMA_W_N_PER_M3),
  /** Global P-factor multiplying every layer's p-multipliers. */
  pFactor: z.number().min(0).default(1),
  /** No lateral resistance above this depth below grade (scour, frost, loose top soil), m. */
  lateralNeglectDepth_m: z.number().min(0).default(0),
});

export const lateralLoadsSchema = z.object({
  /** Shear at the head, N. */
  H_N: z.number(),
  /** Moment at the head, N·m (ignored with a fixed head). */
  M_Nm: z.number().default(0),
  /** Axial load, N, compression positive. */
  P_N: z.number().default(0),
  /** free: H and M at the head; fixed: H with the head rotation held at zero. */
  head: z.enum(['free', 'fixed']).default('free'),
});

export const lateralOptionsSchema = z.object({
  /** Number of elements from head to toe: Fast Lane 100, Accuracy Lane 500. */
  elements: z.number().int().min(10).max(5000).default(100),
  /** Convergence: max |Δy| ≤ tolerance·max|y|. */
  tolerance: z.number().positive().max(1e-2).default(1e-6),
  /** Newton iterations per load step. */
  maxIterations: z.number().int().positive().default(100),
  /** Deflection (m) taken as soil failure; default 10 % of the pile length. */
  maxDeflection_m: z.number().positive().optional(),
});

export const lateralInputSchema = z.object({
  pile: lateralPileSchema,
  soil: lateralSoilSchema,
  loads: lateralLoadsSchema,
  options: lateralOptionsSchema.default({
    elements: 100,
    tolerance: 1e-6,
    maxIterations: 100,
  }),
});

/** A lateral analysis as written (defaults optional). */
export type LateralInputRaw = z.input<typeof lateralInputSchema>;
/** A parsed lateral analysis (defaults filled). */
export type LateralInput = z.output<typeof lateralInputSchema>;
export type EIZone = z.output<typeof eiZoneSchema>;
