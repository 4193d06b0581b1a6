import { Alert, List, Stack, Text } from '@mantine/core';
import { importDecisionsOf, type Project } from '@pilewise/contracts';

// Beside a run's result, what the imports of the project's kept workbooks decided for the engineer
// to confirm (effective unit weights made total, a table basis read from headers, a water table
// moved since): the report lists the same after the design's issues.
export function ImportDecisions({ project }: { project: Project }) {
  const decisions = importDecisionsOf(project.design, project.unitSystem);
  if (decisions.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title="Imported workbooks: what the import decided (engineer to confirm)"
    >
      <Stack gap="xs">
        {decisions.map((d) => (
          <div key={d.fileId}>
            <Text size="sm" fw={600}>
              {d.fileName}
            </Text>
            <List size="sm">
              {d.notes.map((n) => (
                <List.Item key={n}>{n}</List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
