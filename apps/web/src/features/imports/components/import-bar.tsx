import { ActionIcon, Anchor, Button, Group, Menu, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DESIGN_INPUT_KEY,
  IMPORT_KIND_LABELS,
  importDecisionsOf,
  RESULT_TABLE_TITLES,
  RESULT_TABLES,
  type Project,
  type ProjectFile,
} from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadImportFile, downloadInputs, downloadResults, downloadResultsCsv } from '../api/imports-api';
import {
  useDeleteImportFile,
  useImportFiles,
  useLatestSucceededRun,
  useSetUserMode,
} from '../api/use-imports';
import { ImportDialog } from './import-dialog';
import { formatDateTime } from '../../../lib/format-date';

type Props = { project: Project; readOnly: boolean; salesMode: boolean };

// The Input area's Excel bar: Import from Excel (the Sales-mode way in), the workbooks kept with
// the project, and the Excel downloads.
export function ImportBar({ project, readOnly, salesMode }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" mb="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {salesMode
              ? 'Sales mode: the inputs come from the geotechnical report and the tracker company’s load file.'
              : 'Excel: import a geotechnical report or a tracker load file, or download the inputs.'}
          </Text>
          <Group gap="xs">
            <SalesModeSwitch project={project} readOnly={readOnly} salesMode={salesMode} />
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={() => setOpen(true)}
              disabled={readOnly}
              size="xs"
            >
              Import from Excel
            </Button>
            <ExportMenu project={project} />
          </Group>
        </Group>
        <KeptFiles project={project} readOnly={readOnly} />
      </Stack>
      <ImportDialog
        projectId={project._id}
        unitSystem={project.unitSystem}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </Paper>
  );
}

/**
 * The saved input as a workbook, and the last finished run's results as a workbook or CSV; each
 * item disabled, with the reason over it, until there is something to download (a new project's
 * Input tab shows defaults that are not saved: the server has no input to export). The Result
 * tab names the last succeeded run from the run list it follows; elsewhere the menu reads it.
 */
export function ExportMenu({
  project,
  lastSucceededRunId,
}: {
  project: Project;
  lastSucceededRunId?: string | null;
}) {
  const projectId = project._id;
  const hasSavedInput = project.design[DESIGN_INPUT_KEY] !== undefined;
  const told = lastSucceededRunId !== undefined;
  const lastRun = useLatestSucceededRun(projectId, { enabled: !told });
  const runId = told ? lastSucceededRunId : (lastRun.data ?? null);
  const run = (what: string, f: () => Promise<void>) => () =>
    void f()
      .then(() => notifySuccess(`${what} downloaded`))
      .catch((e: unknown) => notifyError(e, `${what} not downloaded`));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={16} />}>
          Excel downloads
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{hasSavedInput ? 'The saved input' : 'No input saved yet'}</Menu.Label>
        <Menu.Item
          disabled={!hasSavedInput}
          onClick={run('Inputs workbook', () => downloadInputs(projectId))}
        >
          Inputs workbook (.xlsx)
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{runId ? 'Results of the last finished run' : 'No finished run yet'}</Menu.Label>
        <Menu.Item disabled={!runId} onClick={run('Results workbook', () => downloadResults(runId!))}>
          Results workbook (.xlsx)
        </Menu.Item>
        {RESULT_TABLES.map((t) => (
          <Menu.Item key={t} disabled={!runId} onClick={run(`${t} CSV`, () => downloadResultsCsv(runId!, t))}>
            {RESULT_TABLE_TITLES[t]} (.csv)
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function KeptFiles({ project, readOnly }: { project: Project; readOnly: boolean }) {
  const files = useImportFiles(project._id);
  const remove = useDeleteImportFile(project._id);
  if (!files.data || files.data.length === 0) return null;
  const notes = new Map(
    importDecisionsOf(project.design, project.unitSystem).map((n) => [n.fileId, n.notes]),
  );
  const kindOf = (f: ProjectFile) =>
    (Object.entries(IMPORT_KIND_LABELS).find(([, l]) => l === f.label)?.[1] ?? f.label).replace(
      / \(.*\)$/,
      '',
    );
  return (
    <Stack gap={2} aria-label="Imported workbooks">
      <Text size="xs" c="gray.7">
        Imported workbooks (kept with the project):
      </Text>
      {files.data.map((f) => (
        <Stack key={f._id} gap={0}>
          <Group gap="xs">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                void downloadImportFile(f).catch((e: unknown) => notifyError(e, 'Not downloaded'))
              }
            >
              <IconDownload size={14} /> {f.fileName}
            </Anchor>
            <Text size="xs" c="gray.7">
              {kindOf(f)} · {f.uploadedByName} · {formatDateTime(f.createdAt)}
            </Text>
            {!readOnly && (
              <Tooltip label={`Delete ${f.fileName}`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Delete ${f.fileName}`}
                  loading={remove.isPending && remove.variables === f._id}
                  onClick={() =>
                    remove.mutate(f._id, {
                      onSuccess: () => notifySuccess(`${f.fileName} deleted`),
                      onError: (e) => notifyError(e, 'Not deleted'),
                    })
                  }
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          {(notes.get(f._id) ?? []).map((note) => (
            <Text key={note} size="xs" c="orange.9" pl="md">
              {note}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** Any user may switch a project to Sales mode and back (spec §1); it is saved with the project. */
function SalesModeSwitch({ project, readOnly, salesMode }: Props) {
  const setMode = useSetUserMode(project);
  return (
    <Switch
      size="sm"
      label="Sales mode"
      checked={salesMode}
      disabled={readOnly || setMode.isPending}
      onChange={(e) =>
        setMode.mutate(e.currentTarget.checked ? 'Sales' : 'Engineer', {
          onError: (err) => notifyError(err, 'Mode not changed'),
        })
      }
    />
  );
}
