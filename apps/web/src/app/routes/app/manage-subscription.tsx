import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useBillingSummary } from '../../../features/billing/api/billing';
import { PlanPanel } from '../../../features/billing/components/plan-panel';
import { errorMessage } from '../../../lib/api-client';
import { isAdmin } from '../../../lib/authorization';
import { useSession } from '../../../stores/session';

// Manage subscription (spec §2): the plan, seats and renewal; the Admin's payment actions.
export default function ManageSubscriptionRoute() {
  const me = useSession((s) => s.user);
  const summary = useBillingSummary();
  const [search] = useSearchParams();
  const back = search.get('checkout');

  return (
    <Stack gap="sm" maw={720}>
      <Title order={1} fz={22}>
        Manage Subscription
      </Title>
      {back === 'done' && (
        <Alert color="green" variant="light">
          Thank you: the payment is being confirmed. The plan below updates as soon as the payment provider
          tells us (usually within a minute).
        </Alert>
      )}
      {back === 'cancelled' && (
        <Alert color="gray" variant="light">
          Checkout was cancelled: nothing was charged.
        </Alert>
      )}
      {summary.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the plan" />
        </Center>
      )}
      {summary.isError && (
        <Alert color="red" variant="light" title="Could not load the plan">
          {errorMessage(summary.error)}
        </Alert>
      )}
      {summary.data && me && <PlanPanel summary={summary.data} canManage={isAdmin(me)} />}
    </Stack>
  );
}
