// The company section library (issue 8): each company's own steel sections beside the AISC
// catalogue (NXT posts, mill shapes outside the AISC database such as W6x7), entered from the
// supplier's sheet with a source note. The shapes are the engine's own section inputs (SI, unit
// in every field name), so what is stored is exactly what a run resolves.
import { pipeInputSchema, userIShapeInputSchema } from '@pilewise/engine';
import { z } from 'zod';
import type { Role } from './enums';

/**
 * Who may add, edit and delete the library's sections: the Admin and the engineers (User).
 * Every member of the company reads it (Reviewers and Sales users see the sections projects use).
 */
export const SECTION_LIBRARY_EDITOR_ROLES = ['Admin', 'User'] as const satisfies readonly Role[];

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`);

/**
 * A library section: an I-shape by plate dimensions (d, bf, tf, tw; A, Ix, Iy, Zx, Zy, J as
 * tabulated, optional) or a pipe (OD, wall). Name, family and source note are required here
 * (the engine leaves them optional): PileWise ships no dimensions it cannot cite.
 */
export const companySectionInputSchema = z
  .discriminatedUnion('kind', [
    userIShapeInputSchema.safeExtend({
      name: required('Name'),
      family: required('Family'),
      source: required('Source note'),
    }),
    pipeInputSchema.safeExtend({
      name: required('Name'),
      family: required('Family'),
      source: required('Source note'),
    }),
  ])
  // No component id: it is both read (body) and written (answer), and its defaults make the two
  // differ, which the OpenAPI generator refuses under one name.
  .describe('The section as the engine reads it (SI: m, m², m³, m⁴, N/m)');
export type CompanySectionInput = z.infer<typeof companySectionInputSchema>;

export const companySectionSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    family: z.string(),
    source: z.string(),
    section: companySectionInputSchema,
    /** The engine's resolved weight, lb/ft (the search tries a family lightest first). */
    weight_lb_per_ft: z.number().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'CompanySection' });
export type CompanySection = z.infer<typeof companySectionSchema>;

export const companySectionBodySchema = z
  .object({ section: companySectionInputSchema })
  .meta({ id: 'CompanySectionBody' });
export type CompanySectionBody = z.input<typeof companySectionBodySchema>;

export const companySectionIdParamsSchema = z.object({ id: z.uuid('id: must be a section id (UUID)') });

export const companySectionsQuerySchema = z.object({
  family: z.string().trim().min(1).optional().describe('Only this family (case and spaces ignored)'),
});

export const companySectionsResponseSchema = z
  .object({ sections: z.array(companySectionSchema) })
  .meta({ id: 'CompanySections' });
export type CompanySectionsResponse = z.infer<typeof companySectionsResponseSchema>;

export const companySectionResponseSchema = z.object({ message: z.string(), section: companySectionSchema });
export type CompanySectionResponse = z.infer<typeof companySectionResponseSchema>;
