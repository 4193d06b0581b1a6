import { Alert, Button, FileInput, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REVIEW_FILE_LIMITS } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';

export interface CommentModalResult {
  comment: string;
  attachments: File[];
}

type Props = {
  opened: boolean;
  title: string;
  confirmLabel: string;
  /** Rejections and send-backs must say why (workflow.md). */
  requireComment: boolean;
  allowAttachments?: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (result: CommentModalResult) => void;
};

// A decision with its comment (and optional attachments): reject, send back, approve with a note.
export function CommentModal(props: Props) {
  const [comment, setComment] = useState('');
  const [attachments, setAttachments] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const missing = props.requireComment && comment.trim() === '';

  const submit = () => {
    setTouched(true);
    if (missing) return;
    props.onSubmit({ comment: comment.trim(), attachments });
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="sm">
        <Textarea
          label="Comment"
          description={props.requireComment ? 'Say what must change: the owner reads this.' : undefined}
          required={props.requireComment}
          autosize
          minRows={3}
          maxLength={5000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={touched && missing ? 'A comment is required' : undefined}
          data-autofocus
        />
        {props.allowAttachments && (
          <FileInput
            label="Attachments (optional)"
            description={`Up to ${REVIEW_FILE_LIMITS.MAX_ATTACHMENTS} files: PDF, images, text, CSV, Excel, Word`}
            multiple
            clearable
            value={attachments}
            onChange={(files) => setAttachments(files.slice(0, REVIEW_FILE_LIMITS.MAX_ATTACHMENTS))}
          />
        )}
        {props.error != null && (
          <Alert color="red" variant="light" title="Not sent">
            {errorMessage(props.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color={props.requireComment ? 'red' : 'blue'} loading={props.pending} onClick={submit}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
