import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { projectPermissions, type Project, type ProjectAction, type User } from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ProjectStatusBadge } from '../../../components/project-status-badge';
import { downloadStampedReport } from '../api/download-file';
import { useReviewUpdate, useSuperReviewUpdate } from '../api/review-mutations';
import { useReviewHistory, useReviewReadiness } from '../api/review-queries';
import {
  AcknowledgeIssues,
  acknowledgementComplete,
  acknowledgementFields,
  EMPTY_ACKNOWLEDGEMENT,
} from './acknowledge-issues';
import { CommentModal } from './comment-modal';
import { CommentsChat } from './comments-chat';
import { RequestReviewForm } from './request-review-form';
import { ReviewHistory } from './review-history';
import { StampedReportModal } from './stamped-report-modal';

type Dialog = 'reject' | 'sendBack' | 'approveStamping' | null;

const BUTTON: Partial<Record<ProjectAction, { label: string; color?: string; variant?: string }>> = {
  withdraw: { label: 'Withdraw review request', variant: 'default' },
  startReview: { label: 'Start review' },
  // teal.9: white on the default teal (shade 6) is 2.6:1, under WCAG AA's 4.5:1 (axe, review-guards.spec).
  approve: { label: 'Approve', color: 'teal.9' },
  reject: { label: 'Reject', color: 'red', variant: 'light' },
  takeForStamping: { label: 'Take for stamping' },
  approveStamping: { label: 'Approve stamping', color: 'teal.9' },
  sendBack: { label: 'Send back', color: 'red', variant: 'light' },
};

// The project's workflow beside the editor: its status, what this viewer may do next (contracts'
// projectPermissions), the review history and the Comments chat.
export function WorkflowPanel({ project, user }: { project: Project; user: User }) {
  const history = useReviewHistory(project._id);
  const review = useReviewUpdate();
  const stamp = useSuperReviewUpdate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [ack, setAck] = useState(EMPTY_ACKNOWLEDGEMENT);
  const isOwner = project.owner === user._id;
  const { actions } = projectPermissions(project, {
    role: user.role,
    isOwner,
    isAssignedReviewer: project.assignedReviewerId === user._id,
  });
  const mayDownloadStamped =
    project.status === 'Stamping Approved' &&
    (isOwner || user.role === 'SuperReviewer' || user.role === 'Admin');

  const run = (action: ProjectAction) => {
    const done = {
      onSuccess: (res: { status: string }) => notifySuccess(`${project.name}: ${res.status}`),
      onError: (err: unknown) => notifyError(err, 'Not changed'),
    };
    if (action === 'reject' || action === 'sendBack' || action === 'approveStamping') {
      review.reset();
      stamp.reset();
      return setDialog(action);
    }
    if (action === 'takeForStamping') return stamp.mutate({ projectId: project._id, action }, done);
    if (action === 'withdraw' || action === 'startReview' || action === 'approve') {
      return review.mutate(
        { projectId: project._id, action, ...(action === 'approve' ? ackFields : {}) },
        done,
      );
    }
  };
  const buttons = actions.filter((a) => BUTTON[a]);
  // Approving and stamping a design with issues needs them acknowledged (the server checks it too).
  const passesOn = buttons.includes('approve') || buttons.includes('approveStamping');
  const readiness = useReviewReadiness(project._id);
  const issues = passesOn ? (readiness.data?.issues ?? []) : [];
  const acknowledged = acknowledgementComplete(issues, ack);
  const ackFields = acknowledgementFields(issues, ack);
  const closeOnSuccess = { onSuccess: () => setDialog(null) };

  return (
    <Stack gap="xs">
      <Divider />
      <Title order={2} fz="sm">
        Workflow
      </Title>
      <Group gap="xs">
        <Text size="sm">Status:</Text>
        <ProjectStatusBadge status={project.status} />
      </Group>
      {actions.includes('requestReview') && <RequestReviewForm projectId={project._id} />}
      <AcknowledgeIssues issues={issues} value={ack} onChange={setAck} />
      {buttons.map((a) => (
        <Button
          key={a}
          size="xs"
          disabled={(a === 'approve' || a === 'approveStamping') && !acknowledged}
          color={BUTTON[a]!.color}
          variant={BUTTON[a]!.variant ?? 'filled'}
          loading={
            (review.isPending && review.variables?.action === a) ||
            (stamp.isPending && stamp.variables?.action === a)
          }
          onClick={() => run(a)}
        >
          {BUTTON[a]!.label}
        </Button>
      ))}
      {(project.status === 'Redesign' || project.status === 'Requires Revision') && isOwner && (
        <Text size="xs" c="gray.7">
          Edit and save the project to revise it (revision {project.revisionNumber + 1}).
        </Text>
      )}
      {mayDownloadStamped && (
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            downloadStampedReport(project._id, project.name).catch((err: unknown) =>
              notifyError(err, 'Download'),
            )
          }
        >
          Download stamped report
        </Button>
      )}
      <Title order={3} fz="sm" mt="xs">
        Review history
      </Title>
      {history.data && <ReviewHistory reviews={history.data.reviews} />}
      <Title order={3} fz="sm" mt="xs">
        Comments
      </Title>
      <CommentsChat projectId={project._id} myId={user._id} />

      {(dialog === 'reject' || dialog === 'sendBack') && (
        <CommentModal
          opened
          title={`${dialog === 'reject' ? 'Reject' : 'Send back'} ${project.name}`}
          confirmLabel={dialog === 'reject' ? 'Reject' : 'Send back'}
          requireComment
          allowAttachments={dialog === 'reject'}
          pending={review.isPending || stamp.isPending}
          error={dialog === 'reject' ? review.error : stamp.error}
          onClose={() => setDialog(null)}
          onSubmit={({ comment, attachments }) =>
            dialog === 'reject'
              ? review.mutate(
                  { projectId: project._id, action: 'reject', comment, attachments },
                  closeOnSuccess,
                )
              : stamp.mutate({ projectId: project._id, action: 'sendBack', comment }, closeOnSuccess)
          }
        />
      )}
      {dialog === 'approveStamping' && (
        <StampedReportModal
          opened
          projectName={project.name}
          pending={stamp.isPending}
          error={stamp.error}
          onClose={() => setDialog(null)}
          onSubmit={({ stampedReport, comment, geoTechFile, toplFile }) =>
            stamp.mutate(
              {
                projectId: project._id,
                action: 'approveStamping',
                stampedReport,
                geoTechFile,
                toplFile,
                comment,
                ...ackFields,
              },
              closeOnSuccess,
            )
          }
        />
      )}
    </Stack>
  );
}
