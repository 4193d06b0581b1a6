import { Alert, Stack, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';

// Honest placeholder for screens that later work delivers: nothing here pretends to work.
export function NotAvailable({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz={24}>
        {title}
      </Title>
      <Alert variant="light" color="gray" icon={<IconHourglassEmpty size={18} />} title="Not available yet">
        {children ?? 'This screen is part of a later release. Nothing on it works yet.'}
      </Alert>
    </Stack>
  );
}
