import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { REVIEW_RUN_STATUSES, type Project } from '@pilewise/contracts';
import { ExportMenu } from '../../../../features/imports/components/import-bar';
import { downloadProjectFile } from '../../../../features/reports/api/reports-api';
import { useProjectReports } from '../../../../features/reports/api/use-reports';
import { ReportsPanel } from '../../../../features/reports/components/reports-panel';
import { useReviewReadiness } from '../../../../features/reviews/api/review-queries';
import ResultTab from '../../../../features/runs/components/result-tab';
import { notifyError } from '../../../../lib/notify';

// The Result tab as the editor shows it: the runs and their result, the reports and the Excel
// downloads under them. Composed here so that no feature imports another. A project in review
// opens on the run that was sent (the latest finished run of its input, which cannot change
// while it is in review), with that run's report named above the result.
export default function ProjectResultTab({ project, readOnly }: { project: Project; readOnly: boolean }) {
  const inReview = REVIEW_RUN_STATUSES.includes(project.status);
  return inReview ? (
    <ReviewedResult project={project} readOnly={readOnly} />
  ) : (
    <ResultWithReports project={project} readOnly={readOnly} />
  );
}

function ResultWithReports({
  project,
  readOnly,
  reviewRunId,
  aboveResult,
}: {
  project: Project;
  readOnly: boolean;
  reviewRunId?: string | null;
  aboveResult?: ReactNode;
}) {
  return (
    <ResultTab
      project={project}
      readOnly={readOnly}
      reviewRunId={reviewRunId}
      aboveResult={aboveResult}
      belowResult={({ lastSucceededRunId }) => (
        <Stack gap="sm">
          <ReportsPanel project={project} hasFinishedRun={lastSucceededRunId !== null} />
          {lastSucceededRunId !== null && (
            <Group justify="flex-end">
              <ExportMenu project={project} lastSucceededRunId={lastSucceededRunId} />
            </Group>
          )}
        </Stack>
      )}
    />
  );
}

function ReviewedResult({ project, readOnly }: { project: Project; readOnly: boolean }) {
  const readiness = useReviewReadiness(project._id);
  const reports = useProjectReports(project._id);
  const runId = readiness.data?.runId ?? null;
  const report = reports.data?.find((f) => f._id === readiness.data?.reportId) ?? null;
  const banner = runId && (
    <Alert color="blue" variant="light" title="The run under review" data-testid="review-run">
      <Group gap="sm" justify="space-between">
        <Text size="sm">
          {project.status}: the result below is of run {runId.slice(0, 8)}, the run sent for review.
        </Text>
        {report && (
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              void downloadProjectFile(report).catch((err: unknown) => notifyError(err, 'Download failed'))
            }
          >
            Its report: {report.fileName}
          </Button>
        )}
      </Group>
    </Alert>
  );
  return <ResultWithReports project={project} readOnly={readOnly} reviewRunId={runId} aboveResult={banner} />;
}
