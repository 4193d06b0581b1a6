// Reads of the review workflow: the queues, the counts, a project's history and comments, the
// company's users for the reviewer picker.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  allUsersResponseSchema,
  commentsResponseSchema,
  reviewCountResponseSchema,
  reviewHistoryResponseSchema,
  reviewQueueResponseSchema,
  reviewReadinessSchema,
  type ReviewQueueQuery,
  type SuperReviewListQuery,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export const useReviewQueue = (query: ReviewQueueQuery) =>
  useQuery({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.reviews.queue, { query, signal, schema: reviewQueueResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useSuperReviewList = (query: SuperReviewListQuery) =>
  useQuery({
    queryKey: reviewKeys.superList(query),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.reviews.superReviewList, { query, signal, schema: reviewQueueResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useReviewCount = (enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.count(),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.reviews.reviewCount, { signal, schema: reviewCountResponseSchema }),
    enabled,
  });

export const useReviewHistory = (projectId: string) =>
  useQuery({
    queryKey: reviewKeys.history(projectId),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.reviews.history(projectId), { signal, schema: reviewHistoryResponseSchema }),
  });

/** Whether the project can be sent for review, what is missing, the issues to acknowledge. */
export const useReviewReadiness = (projectId: string) =>
  useQuery({
    queryKey: reviewKeys.readiness(projectId),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.reviews.readiness(projectId), { signal, schema: reviewReadinessSchema }),
  });

export const useComments = (projectId: string) =>
  useQuery({
    queryKey: reviewKeys.comments(projectId),
    queryFn: ({ signal }) =>
      api.post(API_PATHS.reviews.getComments, { projectId }, { signal, schema: commentsResponseSchema }),
    refetchInterval: 30_000,
  });

export const useCompanyUsers = (enabled = true) =>
  useQuery({
    queryKey: reviewKeys.companyUsers(),
    queryFn: ({ signal }) => api.get(API_PATHS.reviews.allUsers, { signal, schema: allUsersResponseSchema }),
    enabled,
    staleTime: 60_000,
  });
