import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DESIGN_MODE_LABELS,
  DESIGN_MODE_CODES,
  SECTION_TYPES,
  type DesignMode,
  type SectionType,
  type User,
} from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdatePermissions } from '../api/user-management';

/** What a user may design with: the Admin ticks the design modes and section types (spec §3 User). */
export function PermissionsModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Design modes and section types">
      {user && <PermissionsForm key={user._id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function PermissionsForm({ user, onClose }: { user: User; onClose: () => void }) {
  const [modes, setModes] = useState<string[]>(user.designModes.map(String));
  const [types, setTypes] = useState<string[]>([...user.sectionTypes]);
  const update = useUpdatePermissions();
  const save = () =>
    update.mutate(
      {
        userId: user._id,
        designModes: modes.map(Number) as DesignMode[],
        sectionTypes: types as SectionType[],
      },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          onClose();
        },
        onError: (err) => notifyError(err),
      },
    );
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Stack gap="md">
      <Text size="sm">
        {name} can save and run projects only in the design modes and section types ticked here.
      </Text>
      <Checkbox.Group
        label="Design modes"
        value={modes}
        onChange={setModes}
        error={modes.length === 0 ? 'Allow at least one design mode' : undefined}
      >
        <Group mt={6}>
          {DESIGN_MODE_CODES.map((m) => (
            <Checkbox key={m} value={String(m)} label={DESIGN_MODE_LABELS[m]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label="Section types"
        value={types}
        onChange={setTypes}
        error={types.length === 0 ? 'Allow at least one section type' : undefined}
      >
        <Group mt={6}>
          {SECTION_TYPES.map((t) => (
            <Checkbox key={t} value={t} label={t} />
          ))}
        </Group>
      </Checkbox.Group>
      <Text size="xs" c="gray.7">
        Families of the company section library other than W6, W8 and NXT are open to every user.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={modes.length === 0 || types.length === 0}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
