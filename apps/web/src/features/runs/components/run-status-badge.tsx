import { Badge } from '@mantine/core';
import type { RunStatus } from '@pilewise/contracts';
import { RUN_STATUS_COLORS, RUN_STATUS_LABELS } from '../format';

// The word is always shown: colour never carries the status alone.
export function RunStatusBadge({ status }: { status: RunStatus }) {
  return (
    <Badge miw="max-content" color={RUN_STATUS_COLORS[status]} variant="light" radius="sm" tt="none" fw={600}>
      {RUN_STATUS_LABELS[status]}
    </Badge>
  );
}
