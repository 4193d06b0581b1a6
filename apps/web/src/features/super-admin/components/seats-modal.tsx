import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MAX_EXTRA_SEATS, type PlatformCompany } from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetSeats } from '../api/super-admin';

// The seats on top of the plan's five. Fewer than the users hold is allowed: nobody is frozen,
// the company simply cannot add or unfreeze a user until a seat is free.
export function SeatsModal({ company, onClose }: { company: PlatformCompany | null; onClose: () => void }) {
  return (
    <Modal opened={company !== null} onClose={onClose} title={company ? `Seats of ${company.name}` : ''}>
      {company && <SeatsForm key={company._id} company={company} onClose={onClose} />}
    </Modal>
  );
}

function SeatsForm({ company, onClose }: { company: PlatformCompany; onClose: () => void }) {
  const setSeats = useSetSeats();
  const [extra, setExtra] = useState<number>(company.seats.extra);
  const save = () =>
    setSeats.mutate(
      { companyId: company._id, body: { extraSeats: extra } },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          onClose();
        },
        onError: (err) => notifyError(err),
      },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        {company.seats.used} of {company.seats.total} seats used ({company.seats.included} with the plan).
      </Text>
      <NumberInput
        label="Seats on top of the plan's"
        min={0}
        max={MAX_EXTRA_SEATS}
        allowDecimal={false}
        allowNegative={false}
        value={extra}
        onChange={(v) => setExtra(typeof v === 'number' ? v : 0)}
      />
      <Text size="sm" c="gray.7">
        Total: {company.seats.included + extra} seats.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={setSeats.isPending}>
          Set seats
        </Button>
      </Group>
    </Stack>
  );
}
