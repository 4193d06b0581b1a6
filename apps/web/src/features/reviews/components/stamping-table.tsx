import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReviewQueueItem } from '@pilewise/contracts';
import { hrefs } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/format-date';
import { ProjectStatusBadge } from '../../../components/project-status-badge';
import { downloadStampedReport } from '../api/download-file';
import { useSuperReviewUpdate } from '../api/review-mutations';
import { CommentModal } from './comment-modal';
import { StampedReportModal } from './stamped-report-modal';
import { TableScroll } from '../../../components/table-scroll';

// The Super Reviewer's list: take an approved project for stamping, approve it with the stamped
// PDF or send it back with a comment, download what was stamped.
export function StampingTable({ projects }: { projects: ReviewQueueItem[] }) {
  const update = useSuperReviewUpdate();
  const [approving, setApproving] = useState<ReviewQueueItem | null>(null);
  const [sendingBack, setSendingBack] = useState<ReviewQueueItem | null>(null);

  const take = (p: ReviewQueueItem) =>
    update.mutate(
      { projectId: p._id, action: 'takeForStamping' },
      {
        onSuccess: () => notifySuccess(`${p.name} taken for stamping`),
        onError: (err) => notifyError(err, `${p.name}: not taken`),
      },
    );
  const open = (setter: (p: ReviewQueueItem) => void, p: ReviewQueueItem) => {
    update.reset();
    setter(p);
  };

  return (
    <>
      <TableScroll minWidth={900} label="Stamping list">
        <Table striped withTableBorder aria-label="Stamping list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Project</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Reviewer</Table.Th>
              <Table.Th w={90}>Revision</Table.Th>
              <Table.Th w={160}>Status</Table.Th>
              <Table.Th w={170}>Updated</Table.Th>
              <Table.Th w={300}>Actions</Table.Th>
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
                  <Table.Td>{p.reviewer?.name ?? '—'}</Table.Td>
                  <Table.Td>{p.revisionNumber}</Table.Td>
                  <Table.Td>
                    <ProjectStatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.updatedAt)}</Table.Td>
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
                      {p.status === 'Project Approved' && (
                        <Button size="xs" loading={busy} onClick={() => take(p)}>
                          Take for stamping
                        </Button>
                      )}
                      {p.status === 'Sent For Stamping' && (
                        <>
                          <Button
                            size="xs"
                            color="teal"
                            disabled={busy}
                            onClick={() => open(setApproving, p)}
                          >
                            Approve stamping
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            disabled={busy}
                            onClick={() => open(setSendingBack, p)}
                          >
                            Send back
                          </Button>
                        </>
                      )}
                      {p.stampedFileId && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            downloadStampedReport(p._id, p.name).catch((err: unknown) =>
                              notifyError(err, 'Download'),
                            )
                          }
                        >
                          Download stamped
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {approving && (
        <StampedReportModal
          opened
          projectName={approving.name}
          pending={update.isPending}
          error={update.error}
          onClose={() => setApproving(null)}
          onSubmit={({ stampedReport, comment, geoTechFile, toplFile }) =>
            update.mutate(
              {
                projectId: approving._id,
                action: 'approveStamping',
                stampedReport,
                geoTechFile,
                toplFile,
                comment,
              },
              {
                onSuccess: () => {
                  notifySuccess(`${approving.name}: stamping approved`);
                  setApproving(null);
                },
              },
            )
          }
        />
      )}
      {sendingBack && (
        <CommentModal
          opened
          title={`Send back ${sendingBack.name}`}
          confirmLabel="Send back"
          requireComment
          pending={update.isPending}
          error={update.error}
          onClose={() => setSendingBack(null)}
          onSubmit={({ comment }) =>
            update.mutate(
              { projectId: sendingBack._id, action: 'sendBack', comment },
              {
                onSuccess: () => {
                  notifySuccess(`${sendingBack.name} sent back for revision`);
                  setSendingBack(null);
                },
              },
            )
          }
        />
      )}
    </>
  );
}
