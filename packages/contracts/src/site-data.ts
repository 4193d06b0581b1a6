// Site data from the location (spec §7 get-seismic-details, get-soil-details; issue 8).
import { z } from 'zod';
import { unitSystemSchema } from './enums';

/** Design codes the USGS seismic design web service answers for (its ASCE7-16 and ASCE7-22 end points). */
export const USGS_DESIGN_CODES = ['ASCE 7-16', 'ASCE 7-22'] as const;
export type UsgsDesignCode = (typeof USGS_DESIGN_CODES)[number];

/** Site classes each edition's service takes (USGS documentation of asce7-16.json and asce7-22.json). */
export const USGS_SITE_CLASSES: Record<UsgsDesignCode, readonly string[]> = {
  'ASCE 7-16': ['A', 'B', 'B-estimated', 'C', 'D', 'D-default', 'E'],
  'ASCE 7-22': ['Default', 'A', 'B', 'BC', 'C', 'CD', 'D', 'DE', 'E'],
};

const latitude = z
  .number({ error: 'latitude must be a number' })
  .min(-90, 'latitude must be between -90 and 90 degrees')
  .max(90, 'latitude must be between -90 and 90 degrees');
const longitude = z
  .number({ error: 'longitude must be a number' })
  .min(-180, 'longitude must be between -180 and 180 degrees')
  .max(180, 'longitude must be between -180 and 180 degrees');

export const seismicDetailsBodySchema = z
  .object({
    projectId: z.uuid('projectId: must be a project id (UUID)'),
    latitude: latitude.optional().describe("Decimal degrees; default the project's latitude"),
    longitude: longitude.optional().describe("Decimal degrees; default the project's longitude"),
    riskCategory: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
        error: 'riskCategory must be 1, 2, 3 or 4 (I to IV)',
      })
      .describe('Risk category 1-4 (I-IV)'),
    siteClass: z
      .string()
      .trim()
      .min(1, 'siteClass is required')
      .describe('Site class, as the edition names it'),
    designCode: z.enum(USGS_DESIGN_CODES, {
      error:
        'designCode: the USGS service answers for ASCE 7-16 and ASCE 7-22; for ASCE 7-10 enter the values',
    }),
  })
  .superRefine((v, ctx) => {
    const classes = USGS_SITE_CLASSES[v.designCode];
    if (!classes.includes(v.siteClass))
      ctx.addIssue({
        code: 'custom',
        path: ['siteClass'],
        message: `siteClass must be one of ${classes.join(', ')} for ${v.designCode}`,
      });
  })
  .meta({ id: 'SeismicDetailsBody' });
export type SeismicDetailsBody = z.input<typeof seismicDetailsBodySchema>;

/**
 * The values fetched, named as the engine's seismic parameters (`seismic.params`): g, except
 * TL_s in seconds. A value the service did not give (null: e.g. ASCE 7-16 leaves SM1 and SD1 to
 * a site-specific study for site class D or E with S1 ≥ 0.2) is left for the user to type.
 */
export const seismicValuesSchema = z.object({
  Ss: z.number().nullable(),
  S1: z.number().nullable(),
  SMS: z.number().nullable(),
  SM1: z.number().nullable(),
  SDS: z.number().nullable(),
  SD1: z.number().nullable(),
  TL_s: z.number().nullable(),
});
export type SeismicValues = z.infer<typeof seismicValuesSchema>;

export const seismicDetailsResponseSchema = z
  .object({
    values: seismicValuesSchema,
    /** Where the values come from: shown beside them so the user can judge and overwrite them. */
    source: z.object({
      service: z.string().describe('e.g. "USGS Seismic Design Web Services (ASCE7-16)"'),
      url: z.string().describe('The request as sent: it reproduces the answer'),
      referenceDocument: z.string(),
      fetchedAt: z.iso.datetime(),
      latitude: z.number(),
      longitude: z.number(),
      riskCategory: z.string(),
      siteClass: z.string(),
    }),
    /** Values the service left out, with why (the user types them). */
    missing: z.array(z.string()),
  })
  .meta({ id: 'SeismicDetails' });
export type SeismicDetailsResponse = z.infer<typeof seismicDetailsResponseSchema>;

export const soilDetailsBodySchema = z
  .object({ projectId: z.uuid('projectId: must be a project id (UUID)') })
  .meta({ id: 'SoilDetailsBody' });
export type SoilDetailsBody = z.input<typeof soilDetailsBodySchema>;

/** One soil layer in the project's units (spec §3 "Soil layer"; weak rock and vuggy limestone labels as the spec gives). */
export const soilDetailsLayerSchema = z.object({
  name: z.string(),
  /** The engine's p-y model of the layer. */
  model: z.string(),
  /** null where the saved depth is beyond a number in the project's unit (1e308 m in ft). */
  top: z.number().nullable(),
  bottom: z.number().nullable(),
  gamma: z.number(),
  values: z
    .array(z.object({ label: z.string(), value: z.number(), unit: z.string() }))
    .describe(
      'The layer strength parameters given, each with the label its soil type uses (Cu, Qu, Su, Phi...)',
    ),
  pMultiStart: z.number(),
  pMultiEnd: z.number(),
});

export const soilDetailsResponseSchema = z
  .object({
    unitSystem: unitSystemSchema,
    units: z.object({ length: z.string(), unitWeight: z.string(), pressure: z.string() }),
    layers: z.array(soilDetailsLayerSchema),
    waterTableDepth: z.number().nullable(),
    /** Lateral Neglect: no lateral soil resistance above this depth. */
    lateralNeglect: z.number().nullable(),
    /** Neglect Top Soil of the vertical site data: no skin friction above this depth. */
    neglectTopSoil: z.number().nullable(),
  })
  .meta({ id: 'SoilDetails' });
export type SoilDetailsResponse = z.infer<typeof soilDetailsResponseSchema>;
