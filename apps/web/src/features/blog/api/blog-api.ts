import { useQuery } from '@tanstack/react-query';
import { API_PATHS, blogListResponseSchema, blogPostResponseSchema } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const useBlogPosts = () =>
  useQuery({
    queryKey: ['blog'],
    queryFn: ({ signal }) => api.get(API_PATHS.auth.getBlogs, { signal, schema: blogListResponseSchema }),
    select: (data) => data.posts,
    staleTime: 5 * 60_000,
  });

export const useBlogPost = (slug: string) =>
  useQuery({
    queryKey: ['blog', slug],
    queryFn: ({ signal }) =>
      api.get(API_PATHS.auth.blogPost(slug), { signal, schema: blogPostResponseSchema }),
    select: (data) => data.post,
    staleTime: 5 * 60_000,
  });
