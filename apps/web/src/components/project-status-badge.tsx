import { Badge } from '@mantine/core';
import type { ProjectStatus } from '@pilewise/contracts';

const COLORS: Record<ProjectStatus, string> = {
  Active: 'green',
  Inactive: 'gray',
  'Sent For Review': 'blue',
  'Under Review': 'indigo',
  Redesign: 'orange',
  'Project Approved': 'teal',
  'Sent For Stamping': 'violet',
  'Stamping Approved': 'green',
  'Requires Revision': 'red',
};

// The word is always shown, whole: colour never carries the status alone, and a narrow table
// cell widens for the badge rather than cutting it ('Sent For Revi…').
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge miw="max-content" color={COLORS[status]} variant="light" radius="sm" tt="none" fw={600}>
      {status}
    </Badge>
  );
}
