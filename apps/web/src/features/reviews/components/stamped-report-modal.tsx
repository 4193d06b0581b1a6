import { Alert, Button, FileInput, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REVIEW_FILE_LIMITS } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';

type Props = {
  opened: boolean;
  projectName: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (result: {
    stampedReport: File;
    comment: string;
    geoTechFile: File | null;
    toplFile: File | null;
  }) => void;
};

const MAX_MB = REVIEW_FILE_LIMITS.STAMPED_REPORT_MAX_BYTES / 1024 / 1024;
const ATTACHMENT_MB = REVIEW_FILE_LIMITS.ATTACHMENT_MAX_BYTES / 1024 / 1024;

// Approve stamping: the stamped report (one PDF) goes with the approval.
export function StampedReportModal(props: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  // Spec §3 super-review update: the geotechnical report and the TOPL file the stamp rests on (optional).
  const [geoTechFile, setGeoTechFile] = useState<File | null>(null);
  const [toplFile, setToplFile] = useState<File | null>(null);
  const tooBig = (f: File | null) => f != null && f.size > REVIEW_FILE_LIMITS.ATTACHMENT_MAX_BYTES;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (!file) return setProblem('Choose the stamped report (a PDF)');
    if (file.size > REVIEW_FILE_LIMITS.STAMPED_REPORT_MAX_BYTES) return setProblem(`At most ${MAX_MB} MB`);
    if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return setProblem('Must be a PDF');
    if (tooBig(geoTechFile) || tooBig(toplFile)) return;
    setProblem(null);
    props.onSubmit({ stampedReport: file, comment: comment.trim(), geoTechFile, toplFile });
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Approve stamping: ${props.projectName}`}
      centered
    >
      <Stack gap="sm">
        <FileInput
          label="Stamped report"
          description={`PDF, at most ${MAX_MB} MB`}
          accept="application/pdf,.pdf"
          required
          clearable
          value={file}
          onChange={setFile}
          error={problem}
        />
        <FileInput
          label="Geotechnical report (optional)"
          description={`PDF, Excel, Word or image, at most ${ATTACHMENT_MB} MB`}
          clearable
          value={geoTechFile}
          onChange={setGeoTechFile}
          error={tooBig(geoTechFile) ? `At most ${ATTACHMENT_MB} MB` : null}
        />
        <FileInput
          label="TOPL file (optional)"
          description={`Top-of-pile loads: Excel, CSV or PDF, at most ${ATTACHMENT_MB} MB`}
          clearable
          value={toplFile}
          onChange={setToplFile}
          error={tooBig(toplFile) ? `At most ${ATTACHMENT_MB} MB` : null}
        />
        <Textarea
          label="Comment (optional)"
          autosize
          minRows={2}
          maxLength={5000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {props.error != null && (
          <Alert color="red" variant="light" title="Not approved">
            {errorMessage(props.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button loading={props.pending} onClick={submit}>
            Approve stamping
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
