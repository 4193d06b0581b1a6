import { Button, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRequestReview } from '../api/review-mutations';
import { useCompanyUsers } from '../api/review-queries';

// "Send for review": the owner picks one of the company's Reviewers.
export function RequestReviewForm({ projectId }: { projectId: string }) {
  const users = useCompanyUsers();
  const request = useRequestReview();
  const [reviewerId, setReviewerId] = useState<string | null>(null);
  const reviewers = (users.data?.users ?? []).filter((u) => u.role === 'Reviewer');
  const chosen = reviewers.find((u) => u._id === reviewerId);

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
      <Button
        size="xs"
        disabled={!chosen}
        loading={request.isPending}
        onClick={() =>
          chosen &&
          request.mutate(
            { projectId, reviewerId: chosen._id, email: chosen.email },
            { onSuccess: () => notifySuccess(`Sent to ${chosen.name} for review`) },
          )
        }
      >
        Send for review
      </Button>
    </Stack>
  );
}
