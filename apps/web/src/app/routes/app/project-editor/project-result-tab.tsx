import type { Project } from '@pilewise/contracts';
import { ReportsPanel } from '../../../../features/reports/components/reports-panel';
import ResultTab from '../../../../features/runs/components/result-tab';

// The Result tab as the editor shows it: the runs and their result, the reports under them.
// Composed here so that neither feature imports the other.
export default function ProjectResultTab({ project, readOnly }: { project: Project; readOnly: boolean }) {
  return (
    <ResultTab
      project={project}
      readOnly={readOnly}
      belowResult={({ hasFinishedRun }) => <ReportsPanel project={project} hasFinishedRun={hasFinishedRun} />}
    />
  );
}
