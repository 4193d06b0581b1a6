// The workflow's writes: request review, the reviewer's and the Super Reviewer's decisions
// (form data when they carry files), comments. Each success refreshes the project, the lists,
// the queues and the notifications it may have changed.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  commentResponseSchema,
  workflowResponseSchema,
  type ReviewUpdateAction,
  type SuperReviewAction,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { useUi } from '../../../stores/ui';
import { notificationKeys, projectKeys } from '../../../lib/query-keys';
import { reviewKeys } from './keys';

function refreshAfterStep(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: projectKeys.all }),
    client.invalidateQueries({ queryKey: reviewKeys.all }),
    client.invalidateQueries({ queryKey: notificationKeys.all }),
  ]);
}

/** Fields and files as form data (the spec's form-data calls). */
function formOf(fields: Record<string, string>, files: Record<string, File[]>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, list] of Object.entries(files)) for (const f of list) form.append(k, f, f.name);
  return form;
}

/** The acknowledgement a design with issues needs to be sent, approved or stamped. */
export interface Acknowledgement {
  acknowledgeIssues?: boolean;
  acknowledgementNote?: string;
}

const ackFields = (a: Acknowledgement): Record<string, string> =>
  a.acknowledgeIssues ? { acknowledgeIssues: 'true', acknowledgementNote: a.acknowledgementNote ?? '' } : {};

export interface RequestReviewInput extends Acknowledgement {
  projectId: string;
  reviewerId: string;
  email?: string;
}

export function useRequestReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestReviewInput) =>
      api.post(
        API_PATHS.reviews.requestReview,
        {
          projectId: input.projectId,
          reviewerId: input.reviewerId,
          email: input.email,
          ...(input.acknowledgeIssues
            ? { acknowledgeIssues: true, acknowledgementNote: input.acknowledgementNote ?? '' }
            : {}),
        },
        { schema: workflowResponseSchema },
      ),
    onSuccess: () => refreshAfterStep(client),
  });
}

export interface ReviewUpdateInput extends Acknowledgement {
  projectId: string;
  action: ReviewUpdateAction;
  comment?: string;
  attachments?: File[];
}

export function useReviewUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, action, comment = '', attachments = [], ...ack }: ReviewUpdateInput) =>
      api.post(
        API_PATHS.reviews.reviewUpdate,
        formOf({ projectId, action, comment, ...ackFields(ack) }, { attachments }),
        { schema: workflowResponseSchema },
      ),
    onSuccess: () => refreshAfterStep(client),
  });
}

export interface SuperReviewUpdateInput extends Acknowledgement {
  projectId: string;
  action: SuperReviewAction;
  comment?: string;
  stampedReport?: File | null;
  /** Spec §3 super-review update: the geotechnical report and the TOPL file. */
  geoTechFile?: File | null;
  toplFile?: File | null;
}

/** Super Reviewer steps; taking a project for stamping shows 'Exporting PDF' (spec §4). */
export function useSuperReviewUpdate() {
  const client = useQueryClient();
  const { startLoading, stopLoading } = useUi();
  return useMutation({
    mutationFn: ({
      projectId,
      action,
      comment = '',
      stampedReport,
      geoTechFile,
      toplFile,
      ...ack
    }: SuperReviewUpdateInput) => {
      if (action === 'takeForStamping') startLoading('Exporting PDF');
      return api.post(
        API_PATHS.reviews.superReviewUpdate,
        formOf(
          { projectId, action, comment, ...ackFields(ack) },
          {
            stampedReport: stampedReport ? [stampedReport] : [],
            geoTechFile: geoTechFile ? [geoTechFile] : [],
            toplFile: toplFile ? [toplFile] : [],
          },
        ),
        { schema: workflowResponseSchema },
      );
    },
    onSuccess: () => refreshAfterStep(client),
    onSettled: () => stopLoading(),
  });
}

export function useAddComment(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post(API_PATHS.reviews.addComment, { projectId, body }, { schema: commentResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.comments(projectId) }),
  });
}
