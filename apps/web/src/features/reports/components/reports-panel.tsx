import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { modals } from '@mantine/modals';
import { REPORT_PROGRESS_TEXT, type Project, type ProjectFile } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../stores/session';
import { formatDateTime } from '../../../lib/format-date';
import { downloadProjectFile } from '../api/reports-api';
import { useDeleteReports, useGenerateReport, useProjectReports } from '../api/use-reports';
import { UploadedReports } from './upload-reports';

type Props = {
  project: Project;
  hasFinishedRun: boolean;
  /** The project output screen: the list and downloads only (no generate, no delete). */
  readOnly?: boolean;
};

export function generateDisabledReason(s: { hasFinishedRun: boolean; generating: boolean }): string | null {
  if (!s.hasFinishedRun) return 'Run the design first: a report shows the latest finished run.';
  if (s.generating) return `${REPORT_PROGRESS_TEXT}…`;
  return null;
}

const sizeText = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

// The Result tab's reports: generate the PDF of the latest finished run, list the project's
// reports with their date and revision, download one, and (owner or Admin) delete them.
export function ReportsPanel({ project, hasFinishedRun, readOnly = false }: Props) {
  const user = useSession((s) => s.user);
  const reports = useProjectReports(project._id);
  const generate = useGenerateReport(project._id);
  const remove = useDeleteReports(project._id);
  const canDelete = user != null && (user.role === 'Admin' || project.owner === user._id);
  const reason = generateDisabledReason({ hasFinishedRun, generating: generate.isPending });
  // the appendices of load tables run to tens of pages on a tracker project: a reviewer may not want them
  const [loadTables, setLoadTables] = useState(true);
  const list = reports.data ?? [];

  const onGenerate = () => {
    generate.reset();
    generate.mutate({ loadTables }, { onSuccess: (res) => notifySuccess(`Generated ${res.file.fileName}`) });
  };
  const onDownload = (file: ProjectFile) =>
    downloadProjectFile(file).catch((err: unknown) => notifyError(err, 'Download failed'));
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete reports',
      children: (
        <Text size="sm">
          Delete all {list.length} generated report{list.length === 1 ? '' : 's'} of{' '}
          <strong>{project.name}</strong>? This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete reports', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: (res) => notifySuccess(res.message),
          onError: (err) => notifyError(err, 'Not deleted'),
        }),
    });

  return (
    <Stack gap="sm">
      <Title order={2} fz="md">
        Reports
      </Title>
      {!readOnly && (
        <Group gap="sm" align="center">
          <Button
            onClick={onGenerate}
            disabled={reason !== null}
            aria-describedby={reason ? 'generate-report-reason' : undefined}
          >
            Generate report
          </Button>
          <Checkbox
            label="With the load tables (appendices)"
            description="The pile head loads as entered and the load combinations"
            checked={loadTables}
            onChange={(e) => setLoadTables(e.currentTarget.checked)}
            disabled={generate.isPending}
          />
          {generate.isPending ? (
            <Group gap={6} role="status" aria-live="polite">
              <Loader size="xs" />
              <Text size="sm">{REPORT_PROGRESS_TEXT}</Text>
            </Group>
          ) : (
            reason && (
              <Text size="sm" c="dimmed" id="generate-report-reason">
                {reason}
              </Text>
            )
          )}
          {canDelete && list.length > 0 && (
            <Button variant="subtle" color="red" ml="auto" onClick={confirmDelete} loading={remove.isPending}>
              Delete reports
            </Button>
          )}
        </Group>
      )}
      {generate.isError && (
        <Alert color="red" variant="light" title="The report was not generated">
          {errorMessage(generate.error)}
        </Alert>
      )}
      {reports.isError ? (
        <Alert color="red" variant="light" title="The reports could not be loaded">
          {errorMessage(reports.error)}
        </Alert>
      ) : reports.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading reports" />
      ) : list.length === 0 ? (
        <Text size="sm">No reports yet.</Text>
      ) : (
        <Table withTableBorder aria-label="Reports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Report</Table.Th>
              <Table.Th>Revision</Table.Th>
              <Table.Th>Generated</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th ta="right">Size</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((file) => (
              <Table.Tr key={file._id}>
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" px={4} onClick={() => void onDownload(file)}>
                    {file.fileName}
                  </Button>
                </Table.Td>
                <Table.Td>
                  {file.revisionNumber}{' '}
                  {!file.current && (
                    <Badge
                      color="gray"
                      variant="outline"
                      size="sm"
                      title="Of an older run or revision: the input has changed since"
                    >
                      Older run
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
                <Table.Td>{file.uploadedByName || '—'}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {sizeText(file.sizeBytes)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <UploadedReports project={project} canUpload={canDelete} />
    </Stack>
  );
}
