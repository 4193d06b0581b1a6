import type { ReviewQueueQuery, SuperReviewListQuery } from '@pilewise/contracts';

export const reviewKeys = {
  all: ['reviews'] as const,
  queue: (query: ReviewQueueQuery) => [...reviewKeys.all, 'queue', query] as const,
  superList: (query: SuperReviewListQuery) => [...reviewKeys.all, 'super', query] as const,
  count: () => [...reviewKeys.all, 'count'] as const,
  history: (projectId: string) => [...reviewKeys.all, 'history', projectId] as const,
  readiness: (projectId: string) => [...reviewKeys.all, 'readiness', projectId] as const,
  comments: (projectId: string) => [...reviewKeys.all, 'comments', projectId] as const,
  companyUsers: () => [...reviewKeys.all, 'company-users'] as const,
};
