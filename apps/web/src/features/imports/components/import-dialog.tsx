import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportIssue,
  type ImportKind,
  type ImportPreview,
  type UnitSystem,
} from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadTemplate, ImportRefused } from '../api/imports-api';
import { useConfirmImport, usePreviewImport } from '../api/use-imports';

type Props = {
  projectId: string;
  unitSystem: UnitSystem;
  opened: boolean;
  onClose: () => void;
  /** The kind chosen when the dialog opens. */
  initialKind?: ImportKind;
};

type Step =
  | { at: 'choose' }
  | { at: 'preview'; preview: ImportPreview }
  | { at: 'refused'; message: string; issues: ImportIssue[]; readsAs: ImportKind | null };

// Sales mode: choose a file kind, upload a workbook, read what it gives (or every cell it could
// not read), then confirm or cancel. Nothing in the project changes before Confirm.
export function ImportDialog({ projectId, unitSystem, opened, onClose, initialKind = 'geotech' }: Props) {
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const preview = usePreviewImport();
  const confirm = useConfirmImport();

  const reset = () => {
    setFile(null);
    setStep({ at: 'choose' });
  };
  const close = () => {
    reset();
    onClose();
  };

  const refused = (err: Error): Step =>
    err instanceof ImportRefused
      ? { at: 'refused', message: err.message, issues: err.issues, readsAs: err.readsAs }
      : { at: 'refused', message: errorMessage(err), issues: [], readsAs: null };

  /** Previews the file as `as` (the kind chosen, or the one a refusal says it reads as). */
  const read = (as: ImportKind = kind) => {
    if (!file) return;
    setKind(as);
    preview.mutate(
      { kind: as, projectId, file },
      {
        onSuccess: (p) => setStep({ at: 'preview', preview: p }),
        onError: (err) => setStep(refused(err)),
      },
    );
  };

  const apply = () => {
    if (!file) return;
    confirm.mutate(
      { kind, projectId, file },
      {
        onSuccess: () => {
          notifySuccess(`${file.name} imported`);
          close();
        },
        onError: (err) => {
          if (err instanceof ImportRefused) setStep(refused(err));
          else notifyError(err, 'Not imported');
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Import from Excel" size="xl">
      <Stack gap="md">
        <Radio.Group
          label="File kind"
          value={kind}
          onChange={(v) => {
            setKind(v as ImportKind);
            reset();
          }}
        >
          <Stack gap={4} mt={4}>
            {IMPORT_KINDS.map((k) => (
              <Radio key={k} value={k} label={IMPORT_KIND_LABELS[k]} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm">
          Start from the template:{' '}
          <Anchor
            component="button"
            type="button"
            onClick={() =>
              void downloadTemplate(kind, unitSystem).catch((e) => notifyError(e, 'Template not downloaded'))
            }
          >
            {IMPORT_KIND_LABELS[kind]} template (.xlsx)
          </Anchor>
          . Other layouts are read too: columns are found by their names, units by their headers or a row of
          units under them
          {kind === 'geotech'
            ? ', layer depths from a Layer end column or one Depth column of ranges (0 - 3), unit weights total or effective (γ′, with the water table).'
            : '.'}
        </Text>
        <FileInput
          label="Workbook (.xlsx)"
          placeholder="Choose a workbook"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setStep({ at: 'choose' });
          }}
          clearable
        />

        {step.at === 'preview' && <PreviewView preview={step.preview} />}
        {step.at === 'refused' && (
          <Alert color="red" variant="light" title="The workbook could not be read; nothing was changed">
            <Stack gap="xs">
              <Text size="sm">{step.message}</Text>
              {step.readsAs && (
                <Group>
                  <Button size="xs" variant="light" onClick={() => read(step.readsAs!)}>
                    Preview as {IMPORT_KIND_LABELS[step.readsAs]}
                  </Button>
                </Group>
              )}
              {step.issues.length > 0 && <IssuesTable issues={step.issues} />}
            </Stack>
          </Alert>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {step.at === 'preview' ? (
            <Button onClick={apply} loading={confirm.isPending}>
              Confirm import
            </Button>
          ) : (
            <Button onClick={() => read()} disabled={!file} loading={preview.isPending}>
              Preview
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function PreviewView({ preview }: { preview: ImportPreview }) {
  return (
    <Alert color="blue" variant="light" title={`Read from ${preview.fileName}: confirm to apply it`}>
      <Stack gap="xs">
        <List size="sm" aria-label="What was read">
          {preview.summary.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {preview.warnings.length > 0 && (
          <List size="sm" aria-label="Warnings" c="yellow.9">
            {preview.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        )}
        <Text size="xs" c="gray.7">
          Confirming replaces the project’s {Object.keys(preview.groups).join(', ')} input with what was read
          and keeps the workbook with the project.
        </Text>
      </Stack>
    </Alert>
  );
}

function IssuesTable({ issues }: { issues: ImportIssue[] }) {
  return (
    <Table withTableBorder striped fz="sm" aria-label="Cells that could not be read">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Sheet</Table.Th>
          <Table.Th>Row</Table.Th>
          <Table.Th>Column</Table.Th>
          <Table.Th>Problem</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {issues.map((i, n) => (
          <Table.Tr key={n}>
            <Table.Td>{i.sheet ?? '—'}</Table.Td>
            <Table.Td>{i.row ?? '—'}</Table.Td>
            <Table.Td>{i.column ?? '—'}</Table.Td>
            <Table.Td>{i.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
