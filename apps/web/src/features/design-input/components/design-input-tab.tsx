import { Alert, Badge, Button, FileButton, Group, List, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconDownload, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DESIGN_INPUT_KEY, parseDesignInput, type Project } from '@pilewise/contracts';
import { InputErrorList } from '../../../components/input-error-list';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveDesignInput } from '../../../lib/project-save';
import {
  DESIGN_INPUT_ACCEPT,
  designInputFileName,
  downloadDesignInput,
  readDesignInputFile,
} from '../design-input-file';
import { summarizeDesignInput } from '@pilewise/presentation';
import { EXAMPLE_PROJECTS } from '../examples';
import { DesignInputSummaryView } from './design-input-summary-view';

type Props = { project: Project; readOnly: boolean };

/**
 * An input loaded in the tab and not saved yet, where it came from, and the project's version it
 * was loaded over (its save names it: a newer save by someone else meanwhile is a 409).
 */
type Unsaved = { json: unknown; source: string; version: number };

// The Design input tab: load the engine's design input from a JSON file or an example, check it
// here with the engine's own rules, read its summary, save it into the project, download it.
export default function DesignInputTab({ project, readOnly }: Props) {
  const saver = useSaveDesignInput();
  const [unsaved, setUnsaved] = useState<Unsaved | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loadingExample, setLoadingExample] = useState<string | null>(null);

  const saved: unknown = project.design[DESIGN_INPUT_KEY];
  const current = unsaved ? unsaved.json : saved;
  const parsed = useMemo(() => (current === undefined ? null : parseDesignInput(current)), [current]);
  const summary = useMemo(
    () => (parsed?.ok ? summarizeDesignInput(parsed.value, project.unitSystem, project.name) : null),
    [parsed, project.unitSystem, project.name],
  );

  const onFile = async (file: File | null) => {
    if (!file) return;
    const read = await readDesignInputFile(file);
    if (!read.ok) {
      setLoadError(read.message);
      return;
    }
    setLoadError(null);
    setUnsaved({ json: read.json, source: file.name, version: project.version });
  };

  const onExample = async (id: string) => {
    const example = EXAMPLE_PROJECTS.find((e) => e.id === id);
    if (!example) return;
    setLoadingExample(id);
    try {
      const json = await example.load();
      setLoadError(null);
      setUnsaved({
        json: structuredClone(json),
        source: `example “${example.label}”`,
        version: project.version,
      });
    } catch (err) {
      setLoadError(`The example could not be loaded: ${errorMessage(err)}`);
    } finally {
      setLoadingExample(null);
    }
  };

  const onSave = () => {
    if (!unsaved) return;
    saver.save(project, unsaved.json, {
      version: unsaved.version,
      onSuccess: () => {
        setUnsaved(null);
        notifySuccess('Design input saved');
      },
      onError: (err) => notifyError(err, 'Design input not saved'),
    });
  };

  const canSave = !readOnly && unsaved != null && parsed?.ok === true && !saver.isPending;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz="md">
              Design input
            </Title>
            {unsaved ? (
              <Badge variant="light" color="yellow" tt="none">
                Not saved
              </Badge>
            ) : saved !== undefined ? (
              <Badge variant="light" color="green" tt="none">
                Saved
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="gray.7">
            {unsaved
              ? `Loaded from ${unsaved.source}. Check it below, then save it to run it.`
              : saved !== undefined
                ? 'The saved design input of this project, which a run uses.'
                : 'No design input yet: load a JSON file or start from an example project.'}
          </Text>
        </Stack>
        <Group gap="xs">
          <FileButton onChange={(file) => void onFile(file)} accept={DESIGN_INPUT_ACCEPT} disabled={readOnly}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} disabled={readOnly}>
                Load from file
              </Button>
            )}
          </FileButton>
          <Menu position="bottom-end" disabled={readOnly}>
            <Menu.Target>
              <Button
                variant="default"
                rightSection={<IconChevronDown size={16} />}
                disabled={readOnly}
                loading={loadingExample != null}
              >
                Start from an example
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {EXAMPLE_PROJECTS.map((e) => (
                <Menu.Item key={e.id} onClick={() => void onExample(e.id)}>
                  {e.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={current === undefined}
            onClick={() => downloadDesignInput(current, designInputFileName(project.name))}
          >
            Download JSON
          </Button>
          <Button onClick={onSave} disabled={!canSave} loading={saver.isPending}>
            Save design input
          </Button>
        </Group>
      </Group>

      {loadError && (
        <Alert
          color="red"
          variant="light"
          title="The file was not loaded"
          withCloseButton
          onClose={() => setLoadError(null)}
        >
          {loadError}
        </Alert>
      )}

      {parsed && !parsed.ok && (
        <Stack gap="xs">
          <Alert
            color="red"
            variant="light"
            title={`The design input has ${parsed.errors.length} error${parsed.errors.length === 1 ? '' : 's'}`}
          >
            {unsaved
              ? 'Correct them in the file and load it again; an input with errors cannot be saved or run.'
              : 'The saved input does not pass the checks yet: fix each field below on the Settings or Input tab, where it shows its problem, and save; or load a corrected file.'}
          </Alert>
          <InputErrorList errors={parsed.errors} label="Design input errors" input={current} />
        </Stack>
      )}

      {parsed?.ok && parsed.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title="Warnings">
          <List size="sm">
            {parsed.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      {summary && <DesignInputSummaryView summary={summary} />}
    </Stack>
  );
}
