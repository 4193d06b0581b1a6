import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useProject } from '../../../lib/project-query';
import { CompareView } from '../../../features/compare/components/compare-view';
import { errorMessage } from '../../../lib/api-client';

// /compare-project/{id} (spec §2): the project {id} beside its clone, its source, another project
// or an earlier revision of itself (issue 13).
export default function CompareProjectRoute() {
  const { id = '' } = useParams();
  const project = useProject(id);
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        Compare projects
      </Title>
      {project.isError ? (
        <Alert color="red" variant="light" title="The project could not be loaded">
          {errorMessage(project.error)}
        </Alert>
      ) : !project.data ? (
        <Center py="md">
          <Loader role="status" aria-label="Loading the project" />
        </Center>
      ) : (
        <CompareView key={id} base={project.data.project} />
      )}
    </Stack>
  );
}
