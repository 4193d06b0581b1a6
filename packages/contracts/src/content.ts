// Public content: the blog (spec §7 auth/get-blogs). Posts are Markdown files kept in the
// repository; the server renders them, the app lists and shows them, signed in or not.
import { z } from 'zod';

/** A post's address part: lower-case words joined by hyphens (the file name without .md). */
export const blogSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lower-case letters, digits and hyphens')
  .max(120);

export const blogPostSummarySchema = z
  .object({
    slug: blogSlugSchema,
    title: z.string(),
    date: z.iso.date().describe('Publication date, YYYY-MM-DD'),
    summary: z.string(),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogListResponseSchema = z
  .object({ posts: z.array(blogPostSummarySchema).describe('Newest first') })
  .meta({ id: 'BlogList' });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogPostResponseSchema = z
  .object({
    post: blogPostSummarySchema.extend({ html: z.string().describe('The post rendered from Markdown') }),
  })
  .meta({ id: 'BlogPostResponse' });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogSlugParamsSchema = z.object({ slug: blogSlugSchema });
