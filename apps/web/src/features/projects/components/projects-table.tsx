import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { projectPermissions, type ProjectSort, type ProjectSummary, type User } from '@pilewise/contracts';
import { hrefs } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { ProjectRowActions } from './project-row-actions';
import { ProjectStatusBadge } from '../../../components/project-status-badge';
import { TableScroll } from '../../../components/table-scroll';

type Props = {
  projects: ProjectSummary[];
  user: User;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
};

export function ProjectsTable({ projects, user, sort, onSortChange }: Props) {
  const ascending = sort === 'created_asc';
  return (
    <TableScroll minWidth={900} label="Projects">
      <Table striped highlightOnHover withTableBorder stickyHeader aria-label="Projects">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Designer</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Visibility</Table.Th>
            <Table.Th aria-sort={ascending ? 'ascending' : 'descending'}>
              <UnstyledButton
                onClick={() => onSortChange(ascending ? 'created_desc' : 'created_asc')}
                aria-label={`Created: sorted ${ascending ? 'oldest' : 'newest'} first; change order`}
              >
                <Group gap={4} wrap="nowrap">
                  <Text fw={700} size="sm">
                    Created
                  </Text>
                  {ascending ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />}
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th w={56}>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => {
            const permissions = projectPermissions(project, {
              role: user.role,
              isOwner: project.owner === user._id,
            });
            const name = project.name || 'Untitled project';
            return (
              <Table.Tr key={project._id} data-testid="project-row">
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {permissions.edit ? (
                      <Anchor component={Link} to={hrefs.updateProject(project._id)} fw={600} size="sm">
                        {name}
                      </Anchor>
                    ) : (
                      <Text fw={600} size="sm">
                        {name}
                      </Text>
                    )}
                    {project.isDraft && (
                      <Badge size="xs" variant="outline" color="gray.7" tt="none">
                        Draft
                      </Badge>
                    )}
                    {project.parentId && (
                      <Badge size="xs" variant="outline" color="blue" tt="none">
                        Clone
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{project.client}</Table.Td>
                <Table.Td>{project.designer}</Table.Td>
                <Table.Td>{project.username}</Table.Td>
                <Table.Td>
                  <ProjectStatusBadge status={project.status} />
                </Table.Td>
                <Table.Td>{project.project_view === 'shared' ? 'Shared' : 'Private'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(project.createdAt)}</Table.Td>
                <Table.Td>
                  <ProjectRowActions project={project} permissions={permissions} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
