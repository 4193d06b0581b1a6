import { Button, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRequestReview } from '../api/review-mutations';
import { useCompanyUsers, useReviewReadiness } from '../api/review-queries';
import {
  AcknowledgeIssues,
  acknowledgementComplete,
  acknowledgementFields,
  EMPTY_ACKNOWLEDGEMENT,
} from './acknowledge-issues';

// "Send for review": the owner picks one of the company's Reviewers. The button waits for a
// finished run of the current input and its report (saying which is missing), and for the
// design's issues to be acknowledged.
export function RequestReviewForm({ projectId }: { projectId: string }) {
  const users = useCompanyUsers();
  const readiness = useReviewReadiness(projectId);
  const request = useRequestReview();
  const [reviewerId, setReviewerId] = useState<string | null>(null);
  const [ack, setAck] = useState(EMPTY_ACKNOWLEDGEMENT);
  const reviewers = (users.data?.users ?? []).filter((u) => u.role === 'Reviewer');
  const chosen = reviewers.find((u) => u._id === reviewerId);
  const missing = readiness.data?.missing ?? [];
  const issues = readiness.data?.issues ?? [];
  const blockedBy = readiness.isPending
    ? 'Checking the run and the report…'
    : missing.length > 0
      ? `Cannot send yet: needs ${missing.join(' and ')}.`
      : null;

  return (
    <Stack gap={6}>
      <Select
        label="Reviewer"
        placeholder={
          users.isPending
            ? 'Loading…'
            : reviewers.length
              ? 'Choose a Reviewer'
              : 'No Reviewer in your company'
        }
        data={reviewers.map((u) => ({ value: u._id, label: `${u.name} (${u.email})` }))}
        value={reviewerId}
        onChange={setReviewerId}
        searchable
        size="xs"
        comboboxProps={{ withinPortal: true }}
        error={request.isError ? errorMessage(request.error) : undefined}
      />
      <AcknowledgeIssues issues={issues} value={ack} onChange={setAck} />
      {blockedBy && (
        <Text id={`send-blocked-${projectId}`} size="xs" c="gray.8">
          {blockedBy}
        </Text>
      )}
      <Button
        size="xs"
        disabled={!chosen || blockedBy !== null || !acknowledgementComplete(issues, ack)}
        aria-describedby={blockedBy ? `send-blocked-${projectId}` : undefined}
        loading={request.isPending}
        onClick={() =>
          chosen &&
          request.mutate(
            { projectId, reviewerId: chosen._id, email: chosen.email, ...acknowledgementFields(issues, ack) },
            { onSuccess: () => notifySuccess(`Sent to ${chosen.name} for review`) },
          )
        }
      >
        Send for review
      </Button>
    </Stack>
  );
}
