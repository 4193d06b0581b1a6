import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CompanySection, UnitSystem } from '@pilewise/contracts';
import { useCompanySections } from '../../../features/sections/api/sections';
import { SectionFormModal } from '../../../features/sections/components/section-form-modal';
import { SectionsTable } from '../../../features/sections/components/sections-table';
import { errorMessage } from '../../../lib/api-client';
import { canManageSections } from '../../../lib/authorization';
import { useSession } from '../../../stores/session';

// The company section library (issue 8): the company's own sections beside the AISC catalogue.
export default function SectionsRoute() {
  const me = useSession((s) => s.user);
  const sections = useCompanySections();
  const [system, setSystem] = useState<UnitSystem>('imperial');
  const [editing, setEditing] = useState<CompanySection | null>(null);
  const [open, setOpen] = useState(false);
  const canEdit = me !== null && canManageSections(me);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} fz={22}>
          Sections
        </Title>
        <Group>
          <SegmentedControl
            aria-label="Units"
            value={system}
            onChange={(v) => setSystem(v as UnitSystem)}
            data={[
              { value: 'imperial', label: 'in' },
              { value: 'metric', label: 'mm, cm' },
            ]}
          />
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
            >
              Add section
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="gray.7">
        The company’s own sections beside the AISC catalogue: NXT posts, mill shapes outside the AISC database
        (W6x7), pipes. Each is entered from the supplier’s sheet with a note of where its numbers come from;
        PileWise supplies no dimensions it cannot cite. A section joins the family it names and is chosen in
        Settings like a catalogue section; a design run keeps a copy, and its report prints the source note.
      </Text>
      {sections.isError && (
        <Alert color="red" variant="light" title="Could not load the sections">
          {errorMessage(sections.error)}
        </Alert>
      )}
      {sections.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the sections" />
        </Center>
      )}
      {sections.data && (
        <Paper withBorder>
          <SectionsTable
            sections={sections.data}
            system={system}
            canEdit={canEdit}
            onEdit={(s) => {
              setEditing(s);
              setOpen(true);
            }}
          />
        </Paper>
      )}
      <SectionFormModal opened={open} section={editing} system={system} onClose={() => setOpen(false)} />
    </Stack>
  );
}
