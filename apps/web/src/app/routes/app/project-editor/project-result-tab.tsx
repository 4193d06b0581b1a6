import { Group, Stack } from '@mantine/core';
import type { Project } from '@pilewise/contracts';
import { ExportMenu } from '../../../../features/imports/components/import-bar';
import { ReportsPanel } from '../../../../features/reports/components/reports-panel';
import ResultTab from '../../../../features/runs/components/result-tab';

// The Result tab as the editor shows it: the runs and their result, the reports and the Excel
// downloads under them. Composed here so that no feature imports another.
export default function ProjectResultTab({ project, readOnly }: { project: Project; readOnly: boolean }) {
  return (
    <ResultTab
      project={project}
      readOnly={readOnly}
      belowResult={({ hasFinishedRun }) => (
        <Stack gap="sm">
          <ReportsPanel project={project} hasFinishedRun={hasFinishedRun} />
          {hasFinishedRun && (
            <Group justify="flex-end">
              <ExportMenu projectId={project._id} />
            </Group>
          )}
        </Stack>
      )}
    />
  );
}
