import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatTile({ label, value, hint }: { label: string; value: number; hint?: ReactNode }) {
  const id = `tile-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={id}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
