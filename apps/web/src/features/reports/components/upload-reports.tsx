import { Alert, Button, FileInput, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ADD_REPORTS_LIMITS, type Project, type ProjectFile } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadProjectFile } from '../api/reports-api';
import { useProjectUploads, useUploadReports } from '../api/use-reports';

type Pair = { file: File | null; label: string };

const MAX_MB = ADD_REPORTS_LIMITS.MAX_BYTES / 1024 / 1024;
const ACCEPT = ADD_REPORTS_LIMITS.EXTENSIONS.join(',');

/** What is wrong with a chosen file (type, size), or null. */
export function fileProblem(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!(ADD_REPORTS_LIMITS.EXTENSIONS as readonly string[]).includes(ext))
    return `Allowed types: ${ADD_REPORTS_LIMITS.EXTENSIONS.join(' ')}`;
  if (file.size > ADD_REPORTS_LIMITS.MAX_BYTES) return `At most ${MAX_MB} MB`;
  return null;
}

/** The pairs that are sent: a good file and a label, both (spec §3: only complete pairs go). */
export function completePairs(pairs: readonly Pair[]): { file: File; label: string }[] {
  return pairs.flatMap((p) =>
    p.file && p.label.trim() !== '' && fileProblem(p.file) === null
      ? [{ file: p.file, label: p.label.trim() }]
      : [],
  );
}

const KIND_NAMES: Partial<Record<ProjectFile['kind'], string>> = {
  uploadedReport: 'Uploaded report',
  geoTechFile: 'Geotechnical report',
  toplFile: 'TOPL file',
};

// Reports made outside PileWise, kept with the project under a label (add-reports), beside the
// super-review's geotechnical report and TOPL file: listed for whoever may view the project,
// uploaded by its owner or an Admin.
export function UploadedReports({ project, canUpload }: { project: Project; canUpload: boolean }) {
  const uploads = useProjectUploads(project._id);
  const upload = useUploadReports(project._id);
  const [pairs, setPairs] = useState<Pair[]>([{ file: null, label: '' }]);
  const ready = completePairs(pairs);
  const set = (i: number, patch: Partial<Pair>) =>
    setPairs((ps) => ps.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  const submit = () =>
    upload.mutate(ready, {
      onSuccess: (res) => {
        notifySuccess(`Uploaded ${res.files.length} report${res.files.length === 1 ? '' : 's'}`);
        setPairs([{ file: null, label: '' }]);
      },
    });
  const list = uploads.data ?? [];

  return (
    <Stack gap="sm">
      <Title order={3} fz="sm">
        Uploaded reports and files
      </Title>
      {uploads.isError ? (
        <Alert color="red" variant="light" title="The uploaded files could not be loaded">
          {errorMessage(uploads.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Text size="sm">{uploads.isPending ? 'Loading…' : 'No uploaded reports.'}</Text>
      ) : (
        <Table withTableBorder aria-label="Uploaded reports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              <Table.Th>By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((f) => (
              <Table.Tr key={f._id}>
                <Table.Td>{f.label}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    px={4}
                    onClick={() =>
                      void downloadProjectFile(f).catch((err: unknown) => notifyError(err, 'Download failed'))
                    }
                  >
                    {f.fileName}
                  </Button>
                </Table.Td>
                <Table.Td>{KIND_NAMES[f.kind] ?? f.kind}</Table.Td>
                <Table.Td>{formatDateTime(f.createdAt)}</Table.Td>
                <Table.Td>{f.uploadedByName || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canUpload && (
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            Upload reports ({ADD_REPORTS_LIMITS.EXTENSIONS.join(' ')}, at most {MAX_MB} MB each)
          </Text>
          {pairs.map((p, i) => {
            const problem = p.file ? fileProblem(p.file) : null;
            const half =
              p.file && p.label.trim() === ''
                ? 'Not sent without a label'
                : !p.file && p.label.trim() !== ''
                  ? 'Not sent without a file'
                  : null;
            return (
              <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
                <FileInput
                  label={`Report ${i + 1}`}
                  placeholder="Choose a file"
                  accept={ACCEPT}
                  clearable
                  value={p.file}
                  onChange={(file) => set(i, { file })}
                  error={problem}
                  style={{ flex: 1 }}
                />
                <TextInput
                  label={`Label ${i + 1}`}
                  placeholder="e.g. Geotechnical report, rev B"
                  value={p.label}
                  maxLength={ADD_REPORTS_LIMITS.MAX_LABEL_CHARS}
                  onChange={(e) => set(i, { label: e.currentTarget.value })}
                  description={half ?? undefined}
                  style={{ flex: 1 }}
                />
              </Group>
            );
          })}
          <Group gap="sm">
            <Button
              variant="default"
              size="xs"
              disabled={pairs.length >= ADD_REPORTS_LIMITS.MAX_PAIRS}
              onClick={() => setPairs((ps) => [...ps, { file: null, label: '' }])}
            >
              Add another
            </Button>
            <Button size="xs" disabled={ready.length === 0} loading={upload.isPending} onClick={submit}>
              Upload {ready.length > 0 ? `${ready.length} report${ready.length === 1 ? '' : 's'}` : 'reports'}
            </Button>
          </Group>
          {upload.isError && (
            <Alert color="red" variant="light" title="Not uploaded">
              {errorMessage(upload.error)}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
