import { Tabs } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_RUN_STATUSES, type Project } from '@pilewise/contracts';
import { ProjectDetailsForm } from '../../../../features/projects/components/project-details-form';
import type { DetailsValues } from '../../../../features/projects/details-form';
import { EDITOR_TABS } from '../../../../config/paths';
import { isSalesMode } from '../../../../features/imports/sales-mode';
import { preloadProfileCharts } from '../../../../features/runs/components/profile-charts-loader';
import { preloadable, whenIdle } from '../../../../lib/preloadable';
import { useSession } from '../../../../stores/session';
import { ProjectInputExtensions } from './input-extensions';
import { LazyPanel, SaveFirst } from './lazy-panel';
import { preloadLivePreview, WithLivePreview } from './project-live-preview';

// The heavy tabs load on first open: the engine's input checks, the examples and the charts
// stay out of the editor's own chunk.
const DesignInputTab = lazy(() => import('../../../../features/design-input/components/design-input-tab'));
const LoadTestsTab = lazy(() => import('../../../../features/load-tests/components/load-tests-tab'));
// Settings, Input and Result, the tabs an engineer opens next, load ahead in the browser's idle time
// (preloadable: once loaded they show at once, without a lazy component's fallback and reveal wait).
const settingsPanel = preloadable(() =>
  import('../../../../features/project-input/components/input-panels').then((m) => m.SettingsPanel),
);
const importBar = preloadable(() =>
  import('../../../../features/imports/components/import-bar').then((m) => m.ImportBar),
);
const inputPanel = preloadable(() =>
  import('../../../../features/project-input/components/input-panels').then((m) => m.InputPanel),
);
const resultTab = preloadable(() => import('./project-result-tab').then((m) => m.default));
const SettingsPanel = settingsPanel.Component;
const ImportBar = importBar.Component;
const InputPanel = inputPanel.Component;
const ProjectResultTab = resultTab.Component;

type Props = {
  project: Project | null;
  readOnly: boolean;
  details: {
    form: UseFormReturnType<DetailsValues>;
    disabled: boolean;
    saving: 'draft' | 'project' | null;
    submit: (draft: boolean) => void;
  };
};

/** Details, Settings, Input, Design input and Result: every tab but Details needs a saved project. */
export function EditorTabs({ project, readOnly, details }: Props) {
  // A link may open a tab (?tab=result: a project just made from an example opens where it runs);
  // the tabs that need a saved project only with one.
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const linkedTab =
    asked && (EDITOR_TABS as readonly string[]).includes(asked) && (project || asked === 'details')
      ? asked
      : null;
  // The Design input tab stays mounted once opened, so an input loaded but not saved survives
  // a look at another tab.
  const [designInputOpened, setDesignInputOpened] = useState(linkedTab === 'design-input');
  const user = useSession((s) => s.user);
  useEffect(
    () =>
      whenIdle(() => {
        void settingsPanel.preload();
        void importBar.preload();
        void inputPanel.preload();
        void resultTab.preload();
        void preloadProfileCharts();
        void preloadLivePreview();
      }),
    [],
  );
  // Spec §2: in Sales mode the input tabs that need an engineer hide; the Excel import leads.
  const salesMode = project != null && user != null && isSalesMode(project, user);
  // A Reviewer or Super Reviewer opens a project in review on its result (issue 13).
  const reviewing =
    project != null &&
    user != null &&
    (user.role === 'Reviewer' || user.role === 'SuperReviewer') &&
    REVIEW_RUN_STATUSES.includes(project.status);
  return (
    // The input forms get the company section library and Fetch from location (features compose here).
    <ProjectInputExtensions project={project}>
      <Tabs
        defaultValue={linkedTab ?? (reviewing ? 'result' : 'details')}
        keepMounted={false}
        onChange={(tab) => {
          if (tab === 'design-input') setDesignInputOpened(true);
        }}
      >
        <Tabs.List aria-label="Project sections" mb="md" data-tour="project-tabs">
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="input" data-tour="tab-input">
            Input
          </Tabs.Tab>
          {project && <Tabs.Tab value="design-input">Design input</Tabs.Tab>}
          {project && <Tabs.Tab value="load-tests">Load tests</Tabs.Tab>}
          <Tabs.Tab value="result" data-tour="tab-result">
            Result
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <ProjectDetailsForm
            form={details.form}
            disabled={details.disabled}
            saving={details.saving}
            onSaveDraft={() => details.submit(true)}
            onSave={() => details.submit(false)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          {project ? (
            <LazyPanel>
              <WithLivePreview project={project}>
                <SettingsPanel project={project} readOnly={readOnly} />
              </WithLivePreview>
            </LazyPanel>
          ) : (
            <SaveFirst what="Enter the design settings" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="input">
          {project ? (
            <LazyPanel>
              <ImportBar project={project} readOnly={readOnly} salesMode={salesMode} />
              {salesMode ? (
                <InputPanel project={project} readOnly={readOnly} salesMode={salesMode} />
              ) : (
                <WithLivePreview project={project}>
                  <InputPanel project={project} readOnly={readOnly} salesMode={salesMode} />
                </WithLivePreview>
              )}
            </LazyPanel>
          ) : (
            <SaveFirst what="Enter the soil, vertical, seismic, corrosion and pile head loads" />
          )}
        </Tabs.Panel>
        {project && (
          <Tabs.Panel value="design-input" keepMounted={designInputOpened}>
            <LazyPanel>
              <DesignInputTab project={project} readOnly={readOnly} />
            </LazyPanel>
          </Tabs.Panel>
        )}
        {project && (
          <Tabs.Panel value="load-tests">
            <LazyPanel>
              <LoadTestsTab project={project} readOnly={readOnly} />
            </LazyPanel>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="result">
          {project ? (
            <LazyPanel>
              <ProjectResultTab project={project} readOnly={readOnly} />
            </LazyPanel>
          ) : (
            <SaveFirst what="Run the design" />
          )}
        </Tabs.Panel>
      </Tabs>
    </ProjectInputExtensions>
  );
}
