import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { DESIGN_INPUT_KEY, type Project } from '@pilewise/contracts';
import { InputErrorList } from '../../../components/input-error-list';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveDesignInput } from '../../../lib/project-save';
import { tabColor, visibleInputTabs, type InputTab } from '../project-tabs';
import { isDirty, useDesignInputDraft } from '../draft-store';
import { InputFormContext, type InputForm } from '../form-context';
import { getAt } from '../input-path';
import { useDesignInputForm } from '../use-design-input-form';
import { CorrosionForm } from './corrosion-form';
import { PierLoadsTable } from './pier-loads-table';
import { PileHeadLoadsForm } from './pile-head-loads-form';
import { SeismicForm } from './seismic-form';
import { SettingsForm } from './settings-form';
import { SoilForm } from './soil-form';
import { VerticalForm } from './vertical-form';

/** salesMode: spec §2, the Soil, Vertical, Seismic, Corrosion and Pile Head Loads tabs hide. */
type Props = { project: Project; readOnly: boolean; salesMode?: boolean };

/** Where each tab's fields live in the input, to colour the tab by its errors. */
const TAB_PREFIXES: Record<InputTab, readonly string[]> = {
  Soil: ['soil'],
  Vertical: ['vertical'],
  Seismic: ['seismic'],
  'Pier Head Loss': ['tracker'],
  Corrosion: ['corrosion'],
  'Pile Head Loads': ['tracker'],
};
/** The id of the input tabs: Mantine names each tab `${TABS_ID}-tab-${tab}` and its panel `-panel-`. */
const TABS_ID = 'project-input';
const SETTINGS_PREFIXES = ['project', 'settings', 'pileHeights_m', 'loadCombinations'];

const TAB_FORMS: Record<InputTab, (project: Project) => ReactNode> = {
  Soil: (project) => <SoilForm projectDesign={project.design} />,
  Vertical: () => <VerticalForm />,
  Seismic: () => <SeismicForm />,
  'Pier Head Loss': () => <PierLoadsTable />,
  Corrosion: () => <CorrosionForm />,
  'Pile Head Loads': () => <PileHeadLoadsForm />,
};

function errorsOf(form: InputForm, prefixes: readonly string[]) {
  return prefixes.flatMap((p) => form.check.errorsUnder(p));
}

function WithForm({ project, readOnly, children }: Props & { children: (form: InputForm) => ReactNode }) {
  const form = useDesignInputForm(project, readOnly);
  // One handle for the life of the form, pointed at this render's form (see InputFormHandle): its
  // readers are this render's children, so the value written here is the one they read.
  const formRef = useRef<InputForm>(form);
  // eslint-disable-next-line react-hooks/refs -- written for the children of this very render, on purpose
  formRef.current = form;
  if (!form.ready) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading the design input" />
      </Center>
    );
  }
  return <InputFormContext.Provider value={formRef}>{children(form)}</InputFormContext.Provider>;
}

// Save and discard for the draft shared by Settings and Input, with what still stops a run.
function SaveBar({ project, readOnly, form, scope }: Props & { form: InputForm; scope: readonly string[] }) {
  const saver = useSaveDesignInput();
  const dirty = useDesignInputDraft(isDirty);
  const hasSaved = useDesignInputDraft((s) => s.hasSaved);
  const [showErrors, setShowErrors] = useState(false);
  const here = errorsOf(form, scope);
  const all = form.check.errors;

  const save = () => {
    const { input, version } = useDesignInputDraft.getState();
    saver.save(project, input, {
      // The version the draft was loaded at, not the cached project's (a refetch moves that on).
      version,
      onSuccess: (saved) => {
        useDesignInputDraft.getState().load(project._id, input, input, saved.version);
        notifySuccess(
          all.length > 0 ? 'Design input saved; fix the listed problems before a run' : 'Design input saved',
        );
      },
      onError: (err) => notifyError(err, 'Input not saved'),
    });
  };
  const discard = () => {
    // Back to the project as saved now (someone else's newer save included), at its version.
    const s = useDesignInputDraft.getState();
    const saved: unknown = project.design[DESIGN_INPUT_KEY];
    s.load(
      project._id,
      saved === undefined ? undefined : structuredClone(saved),
      JSON.parse(s.savedJson),
      project.version,
    );
  };

  return (
    <Stack gap="xs" mb="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          {dirty ? (
            <Badge variant="light" color="yellow" tt="none">
              Unsaved input
            </Badge>
          ) : !hasSaved ? (
            <Badge variant="outline" color="gray.7" tt="none">
              Defaults, not saved yet
            </Badge>
          ) : (
            <Badge variant="light" color="green" tt="none">
              Input saved
            </Badge>
          )}
          {all.length === 0 && form.check.pending ? (
            // an edit not checked yet (an empty row just added) is not known to be ready
            <Group gap={4} wrap="nowrap" role="status">
              <Loader size={12} aria-hidden />
              <Text size="sm" c="gray.7">
                Checking the input…
              </Text>
            </Group>
          ) : all.length === 0 ? (
            // Dark text beside a green mark: green-9 text on white is 4.36:1, below AA's 4.5.
            <Group gap={4} wrap="nowrap">
              <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
              <Text size="sm">Ready to run</Text>
            </Group>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              color="red"
              c="red.9"
              onClick={() => setShowErrors((v) => !v)}
            >
              {all.length} problem{all.length === 1 ? '' : 's'} to fix before a run
              {here.length !== all.length ? ` (${here.length} here)` : ''}
            </Button>
          )}
        </Group>
        {!readOnly && (
          <Group gap="xs">
            <Button variant="default" onClick={discard} disabled={!dirty || saver.isPending}>
              Discard changes
            </Button>
            <Button onClick={save} loading={saver.isPending} disabled={!dirty && hasSaved}>
              Save input
            </Button>
          </Group>
        )}
      </Group>
      <Collapse expanded={showErrors && all.length > 0}>
        <InputErrorList errors={all} label="Problems of the input" input={form.input} />
      </Collapse>
    </Stack>
  );
}

/** The Settings tab: General Settings of the design input. */
export function SettingsPanel(props: Props) {
  return (
    <WithForm {...props}>
      {(form) => (
        <>
          <SaveBar {...props} form={form} scope={SETTINGS_PREFIXES} />
          <SettingsForm />
        </>
      )}
    </WithForm>
  );
}

/** The Input tab: Soil, Vertical, Seismic, pier head loads and Corrosion, coloured by their errors. */
export function InputPanel(props: Props) {
  return <WithForm {...props}>{(form) => <InputTabs {...props} form={form} />}</WithForm>;
}

function InputTabs({ form, ...props }: Props & { form: InputForm }) {
  const touched = useDesignInputDraft((s) => s.touched);
  const touch = useDesignInputDraft((s) => s.touch);
  const tabs = visibleInputTabs({
    corrosionConsidered: getAt(form.input, ['corrosion', 'consider']) === true,
    seismicConsidered: getAt(form.input, ['seismic', 'consider']) === true,
    designMode: (getAt(form.input, ['tracker', 'mode']) as 1 | 2 | 3 | 4 | undefined) ?? 2,
    salesMode: props.salesMode ?? false,
  });
  const first = tabs.find((t) => !t.disabled)?.tab ?? 'Soil';
  const [active, setActive] = useState<string>(first);
  const allScope = [...new Set(Object.values(TAB_PREFIXES).flat())];
  return (
    <>
      <SaveBar {...props} form={form} scope={allScope} />
      <Tabs
        id={TABS_ID}
        className={form.readOnly ? 'pw-read-only-view' : undefined}
        value={active}
        onChange={(tab) => {
          if (!tab) return;
          touch(active);
          setActive(tab);
        }}
        variant="outline"
        keepMounted={false}
      >
        <Tabs.List aria-label="Project inputs">
          {tabs.map(({ tab, disabled, reason }) => {
            const errors = errorsOf(form, TAB_PREFIXES[tab]).length;
            const color = tabColor({ hasError: errors > 0, touched: touched.includes(tab), disabled });
            const node = (
              <Tabs.Tab
                key={tab}
                value={tab}
                disabled={disabled}
                color={color}
                data-color={color}
                c={color === 'red' ? 'red.9' : undefined}
                rightSection={
                  errors > 0 && !disabled ? (
                    <Badge
                      size="xs"
                      circle
                      color={color === 'red' ? 'red.9' : 'gray.7'}
                      aria-label={`${errors} problems`}
                    >
                      {errors}
                    </Badge>
                  ) : undefined
                }
              >
                {tab}
              </Tabs.Tab>
            );
            return reason ? (
              <Tooltip key={tab} label={reason} withArrow>
                <span>{node}</span>
              </Tooltip>
            ) : (
              node
            );
          })}
        </Tabs.List>
      </Tabs>
      {/* The panel is not a Tabs.Panel: the Tabs' context value is new at every render (every
          keystroke), and React would then search each row of a 2,000-row table below it for
          readers of it on every edit. It is wired to its tab as Tabs.Panel is (same ids). */}
      {tabs.some((t) => t.tab === active) && (
        <Box
          role="tabpanel"
          id={`${TABS_ID}-panel-${active}`}
          aria-labelledby={`${TABS_ID}-tab-${active}`}
          pt="md"
          className={form.readOnly ? 'pw-read-only-view' : undefined}
        >
          {TAB_FORMS[active as InputTab](props.project)}
        </Box>
      )}
      {form.readOnly && (
        <Alert variant="light" color="yellow" mt="md" title="Read-only">
          This project cannot be edited in its current status.
        </Alert>
      )}
    </>
  );
}
