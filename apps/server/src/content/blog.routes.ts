// Public blog calls (spec §7 auth/get-blogs): the list, and one post by its slug.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogListResponseSchema, blogPostResponseSchema, blogSlugParamsSchema } from '@pilewise/contracts';
import { NotFoundError } from '../shared/errors';
import { errorResponses } from '../shared/error-responses';
import type { Blog } from './blog';

export function blogRoutes(app: FastifyInstance, deps: { blog: Blog }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  r.get(
    '/auth/get-blogs',
    { schema: { tags, summary: 'Blog posts, newest first', response: { 200: blogListResponseSchema } } },
    async () => ({ posts: deps.blog.list() }),
  );
  r.get(
    '/auth/get-blogs/:slug',
    {
      schema: {
        tags,
        summary: 'One blog post, rendered',
        params: blogSlugParamsSchema,
        response: { 200: blogPostResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const post = deps.blog.find(req.params.slug);
      if (!post) throw new NotFoundError('Blog post');
      return { post };
    },
  );
}
