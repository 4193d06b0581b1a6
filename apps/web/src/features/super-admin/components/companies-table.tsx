import { Badge, Button, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { LIMITS, type PlatformCompany } from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetFrozen, useSetPlan } from '../api/super-admin';
import { PlanModal } from './plan-modal';
import { SeatsModal } from './seats-modal';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate, formatDateTime } from '../../../lib/format-date';

const DAY_MS = 86_400_000;
const planLabel = (c: PlatformCompany) => (c.plan === 'Trial' ? 'Free trial' : 'Pro');

/** The trial runs LIMITS.TRIAL_DAYS more days from its end, or from now once it has ended. */
function extendedTrialEnd(c: PlatformCompany): string {
  const from = Math.max(Date.now(), Date.parse(c.planEndsAt));
  return new Date(from + LIMITS.TRIAL_DAYS * DAY_MS).toISOString();
}

/** Ends the plan now (its users keep reading; saves, runs and reports answer 402). */
const nowIso = () => new Date().toISOString();

// The Super admin's console: every customer company, its plan and seats, and what can be changed.
export function CompaniesTable({ companies }: { companies: PlatformCompany[] }) {
  const setPlan = useSetPlan();
  const setFrozen = useSetFrozen();
  const [planOf, setPlanOf] = useState<PlatformCompany | null>(null);
  const [seatsOf, setSeatsOf] = useState<PlatformCompany | null>(null);
  const done = {
    onSuccess: (res: { message: string }) => notifySuccess(res.message),
    onError: (err: Error) => notifyError(err),
  };

  const extendTrial = (c: PlatformCompany) =>
    setPlan.mutate({ companyId: c._id, body: { plan: 'Trial', planEndsAt: extendedTrialEnd(c) } }, done);

  const confirmEnd = (c: PlatformCompany) =>
    modals.openConfirmModal({
      title: `End the ${c.plan === 'Trial' ? 'free trial' : 'Pro plan'} of ${c.name} now?`,
      children: (
        <Text size="sm">
          Its users can still sign in and read every project; saving, design runs and reports are refused
          until the plan is extended or the Admin subscribes.
        </Text>
      ),
      labels: { confirm: 'End now', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        setPlan.mutate({ companyId: c._id, body: { plan: c.plan, planEndsAt: nowIso() } }, done),
    });

  const confirmFreeze = (c: PlatformCompany) =>
    modals.openConfirmModal({
      title: c.frozen ? `Unfreeze ${c.name}?` : `Freeze ${c.name}?`,
      children: (
        <Text size="sm">
          {c.frozen
            ? 'Its users can sign in again.'
            : 'Its users are signed out at once and cannot sign in until it is unfrozen. Nothing of theirs is removed.'}
        </Text>
      ),
      labels: { confirm: c.frozen ? 'Unfreeze' : 'Freeze', cancel: 'Cancel' },
      confirmProps: { color: c.frozen ? 'blue' : 'red' },
      onConfirm: () => setFrozen.mutate({ companyId: c._id, body: { frozen: !c.frozen } }, done),
    });

  return (
    <TableScroll minWidth={1000} label="Companies">
      <PlanModal company={planOf} onClose={() => setPlanOf(null)} />
      <SeatsModal company={seatsOf} onClose={() => setSeatsOf(null)} />
      <Table striped withTableBorder aria-label="Companies">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Ends</Table.Th>
            <Table.Th>Seats used / total</Table.Th>
            <Table.Th>Users</Table.Th>
            <Table.Th>Last activity</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={120}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((c) => (
            <Table.Tr key={c._id} data-testid={`company-row-${c.name}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {c.name}
                </Text>
                <Text size="xs" c="gray.7">
                  since {formatDate(c.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {planLabel(c)}
                  {c.subscribed ? ' (paid online)' : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(c.planEndsAt)}</Text>
                {c.ended && (
                  <Badge color="orange" variant="light">
                    Ended
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {c.seats.used} / {c.seats.total}
                </Text>
                <Text size="xs" c="gray.7">
                  {c.seats.extra > 0 ? `${c.seats.extra} bought` : 'none bought'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.users}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.lastActivityAt ? formatDateTime(c.lastActivityAt) : 'none yet'}</Text>
              </Table.Td>
              <Table.Td>
                <Badge color={c.frozen ? 'gray' : 'green'} variant="light">
                  {c.frozen ? 'Frozen' : 'Active'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="light"
                      rightSection={<IconChevronDown size={14} />}
                      aria-label={`Actions for ${c.name}`}
                    >
                      Actions
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {c.plan === 'Trial' && (
                      <Menu.Item onClick={() => extendTrial(c)}>
                        Extend the trial by {LIMITS.TRIAL_DAYS} days
                      </Menu.Item>
                    )}
                    {!c.ended && (
                      <Menu.Item color="red" onClick={() => confirmEnd(c)}>
                        {c.plan === 'Trial' ? 'End the trial now' : 'Revoke Pro now'}
                      </Menu.Item>
                    )}
                    <Menu.Item onClick={() => setPlanOf(c)}>Grant Pro or set the plan…</Menu.Item>
                    <Menu.Item onClick={() => setSeatsOf(c)}>Set seats…</Menu.Item>
                    <Menu.Item color={c.frozen ? undefined : 'red'} onClick={() => confirmFreeze(c)}>
                      {c.frozen ? 'Unfreeze' : 'Freeze'}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
