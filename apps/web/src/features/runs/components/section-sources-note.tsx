import { Alert, List } from '@mantine/core';
import type { Run } from '@pilewise/contracts';

/** The run's own sections (company library or the project's) and the source of their numbers. */
export function SectionSourcesNote({ sources }: { sources: Run['sectionSources'] }) {
  if (!sources || sources.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title="Sections outside the AISC catalogue">
      <List size="sm">
        {sources.map((s) => (
          <List.Item key={s.name}>
            {s.name} ({s.family}): {s.source}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
