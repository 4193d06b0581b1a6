import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReviewQueueItem } from '@pilewise/contracts';
import { hrefs } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/format-date';
import { ProjectStatusBadge } from '../../../components/project-status-badge';
import { useReviewUpdate } from '../api/review-mutations';
import { CommentModal } from './comment-modal';

// My Queue rows: a request is started first (Sent For Review -> Under Review), then approved or
// rejected (a rejection needs a comment; attachments optional).
export function ReviewQueueTable({ projects }: { projects: ReviewQueueItem[] }) {
  const update = useReviewUpdate();
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);

  const act = (p: ReviewQueueItem, action: 'startReview' | 'approve') =>
    update.mutate(
      { projectId: p._id, action },
      {
        onSuccess: (res) => notifySuccess(`${p.name}: ${res.status}`),
        onError: (err) => notifyError(err, `${p.name}: not changed`),
      },
    );

  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder aria-label="Review queue">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Project</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th w={90}>Revision</Table.Th>
              <Table.Th w={150}>Status</Table.Th>
              <Table.Th w={180}>Requested</Table.Th>
              <Table.Th w={260}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.map((p) => {
              const busy = update.isPending && update.variables?.projectId === p._id;
              return (
                <Table.Tr key={p._id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {p.client}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.owner.name}</Table.Td>
                  <Table.Td>{p.revisionNumber}</Table.Td>
                  <Table.Td>
                    <ProjectStatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {p.requestedAt ? formatDateTime(p.requestedAt) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={hrefs.updateProject(p._id)}
                        size="sm"
                        aria-label={`View ${p.name}`}
                      >
                        View
                      </Anchor>
                      {p.status === 'Sent For Review' && (
                        <Button
                          size="xs"
                          variant="light"
                          loading={busy}
                          onClick={() => act(p, 'startReview')}
                        >
                          Start review
                        </Button>
                      )}
                      {p.status === 'Under Review' && (
                        <>
                          <Button size="xs" color="teal" loading={busy} onClick={() => act(p, 'approve')}>
                            Approve
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            disabled={busy}
                            onClick={() => {
                              update.reset();
                              setRejecting(p);
                            }}
                          >
                            Reject
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rejecting && (
        <CommentModal
          opened
          title={`Reject ${rejecting.name}`}
          confirmLabel="Reject"
          requireComment
          allowAttachments
          pending={update.isPending}
          error={update.error}
          onClose={() => setRejecting(null)}
          onSubmit={({ comment, attachments }) =>
            update.mutate(
              { projectId: rejecting._id, action: 'reject', comment, attachments },
              {
                onSuccess: () => {
                  notifySuccess(`${rejecting.name} sent back for redesign`);
                  setRejecting(null);
                },
              },
            )
          }
        />
      )}
    </>
  );
}
