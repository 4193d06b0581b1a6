import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_PLAN_YEARS_AHEAD, type PlatformCompany, type SubscriptionType } from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetPlan } from '../api/super-admin';
import { formatLongDate } from '../../../lib/format-date';

const DAY_MS = 86_400_000;
/** yyyy-mm-dd of a date (the date input's value), in UTC like the plan's end. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

// Grant Pro (or set the trial) until a chosen day: the plan ends at the end of that day, UTC.
export function PlanModal({ company, onClose }: { company: PlatformCompany | null; onClose: () => void }) {
  return (
    <Modal opened={company !== null} onClose={onClose} title={company ? `Plan of ${company.name}` : ''}>
      {company && <PlanForm key={company._id} company={company} onClose={onClose} />}
    </Modal>
  );
}

function PlanForm({ company, onClose }: { company: PlatformCompany; onClose: () => void }) {
  const setPlan = useSetPlan();
  const [plan, setPlanType] = useState<SubscriptionType>('Pro');
  // Today, read once when the form opens (a render must not read the clock).
  const [today] = useState(() => Date.now());
  const [day, setDay] = useState(() => isoDay(new Date(today + 365 * DAY_MS)));
  const max = isoDay(new Date(today + MAX_PLAN_YEARS_AHEAD * 365 * DAY_MS));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= max;

  const save = () =>
    setPlan.mutate(
      { companyId: company._id, body: { plan, planEndsAt: `${day}T23:59:59.000Z` } },
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
        Now {company.plan === 'Trial' ? 'on the free trial' : 'on Pro'}, {company.ended ? 'ended' : 'ending'}{' '}
        on {formatLongDate(company.planEndsAt)}.
        {company.subscribed &&
          ' The company pays online: the payment provider’s next update of its subscription replaces what is set here.'}
      </Text>
      <SegmentedControl
        aria-label="Plan"
        value={plan}
        onChange={(v) => setPlanType(v as SubscriptionType)}
        data={[
          { value: 'Pro', label: 'Pro' },
          { value: 'Trial', label: 'Free trial' },
        ]}
      />
      <TextInput
        type="date"
        label="Ends on (end of the day, UTC)"
        value={day}
        max={max}
        onChange={(e) => setDay(e.currentTarget.value)}
        error={valid ? undefined : `Pick a day at most ${MAX_PLAN_YEARS_AHEAD} years ahead`}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} disabled={!valid} loading={setPlan.isPending}>
          {plan === 'Pro' ? 'Grant Pro' : 'Set the trial'}
        </Button>
      </Group>
    </Stack>
  );
}
