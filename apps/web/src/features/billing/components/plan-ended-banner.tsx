import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { User } from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format-date';

/** Read at render: the banner appears at the next screen once the end has passed. */
function hasEnded(endsAtIso: string): boolean {
  return Date.parse(endsAtIso) < Date.now();
}

// Shown on every signed-in screen once the company's plan has ended: what happened, what still
// works, and how to subscribe (the server answers 402 to saves, runs and reports meanwhile).
export function PlanEndedBanner({
  user,
}: {
  user: Pick<User, 'subscriptionType' | 'subscriptionEndsAt' | 'role'>;
}) {
  if (!hasEnded(user.subscriptionEndsAt)) return null;
  const what = user.subscriptionType === 'Trial' ? 'Your free trial' : 'Your Pro plan';
  const ended = formatLongDate(user.subscriptionEndsAt);
  return (
    <Alert
      color="orange"
      variant="light"
      title={`${what} ended on ${ended}`}
      mb="md"
      data-testid="plan-ended"
    >
      Your projects stay readable; saving, design runs and reports need a subscription.{' '}
      {user.role === 'Admin' ? (
        <Anchor component={Link} to={paths.manageSubscription}>
          Subscribe to Pro
        </Anchor>
      ) : (
        <>
          Ask your company&apos;s Admin to subscribe (
          <Anchor component={Link} to={paths.manageSubscription}>
            Manage subscription
          </Anchor>
          ).
        </>
      )}
    </Alert>
  );
}
