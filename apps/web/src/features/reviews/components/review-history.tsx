import { Anchor, Text, Timeline } from '@mantine/core';
import type { ReviewEntry } from '@pilewise/contracts';
import { notifyError } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/format-date';
import { downloadReviewFile } from '../api/download-file';

const LABEL: Record<ReviewEntry['action'], string> = {
  enable: 'Enabled',
  disable: 'Disabled',
  requestReview: 'Sent for review',
  withdraw: 'Review request withdrawn',
  startReview: 'Review started',
  approve: 'Approved',
  reject: 'Rejected',
  takeForStamping: 'Taken for stamping',
  approveStamping: 'Stamping approved',
  sendBack: 'Sent back',
  revise: 'Revised',
};

// The project's workflow steps, newest first, with who, when, the comment and its files.
export function ReviewHistory({ reviews }: { reviews: ReviewEntry[] }) {
  if (reviews.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No review steps yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={10} lineWidth={2} aria-label="Review history">
      {[...reviews].reverse().map((r) => (
        <Timeline.Item
          key={r._id}
          title={<Text size="sm" fw={600}>{`${LABEL[r.action]} (rev ${r.revisionNumber})`}</Text>}
        >
          <Text size="xs" c="gray.7">
            {r.actor?.name ?? 'Someone'} · {formatDateTime(r.createdAt)}
            {r.action === 'requestReview' && r.reviewer ? ` · to ${r.reviewer.name}` : ''}
          </Text>
          {r.comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              “{r.comment}”
            </Text>
          )}
          {r.files.map((f) => (
            <Anchor
              key={f._id}
              component="button"
              type="button"
              size="xs"
              display="block"
              onClick={() =>
                downloadReviewFile(f._id, f.fileName).catch((err: unknown) => notifyError(err, 'Download'))
              }
            >
              {f.fileName}
            </Anchor>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
