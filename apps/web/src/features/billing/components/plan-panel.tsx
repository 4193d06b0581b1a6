import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LIMITS, MAX_EXTRA_SEATS, type BillingSummary } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useCheckout, usePortal } from '../api/billing';
import { formatLongDate } from '../../../lib/format-date';

// The company's plan (spec §1, §9). The Admin subscribes, adds seats and manages billing on the
// payment provider's pages; everyone else reads it.
export function PlanPanel({ summary, canManage }: { summary: BillingSummary; canManage: boolean }) {
  const [extraSeats, setExtraSeats] = useState(0);
  const checkout = useCheckout();
  const portal = usePortal();
  const { seats } = summary;
  const planName = summary.plan === 'Trial' ? 'Free trial' : 'Pro';
  const pending = checkout.isPending || portal.isPending;
  const error = checkout.error ?? portal.error;
  const yearly = LIMITS.PRICE_PER_YEAR_USD + extraSeats * LIMITS.EXTRA_USER_PER_YEAR_USD;

  return (
    <Stack gap="sm">
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text fw={600} data-testid="plan-name">
            {planName}
          </Text>
          <Text size="sm" data-testid="plan-end">
            {summary.ended
              ? `Ended on ${formatLongDate(summary.planEndsAt)}: projects stay readable; saving, runs and reports need a subscription.`
              : `${summary.plan === 'Trial' ? 'Ends' : 'Renews'} on ${formatLongDate(summary.planEndsAt)}.`}
          </Text>
          <Text size="sm" data-testid="plan-seats">
            {seats.used} of {seats.total} seats used ({seats.included} included
            {seats.extra > 0 ? `, ${seats.extra} bought` : ''}).
          </Text>
        </Stack>
      </Paper>
      {!canManage && (
        <Text size="sm" c="gray.7">
          Your company&apos;s Admin manages the subscription.
        </Text>
      )}
      {canManage && !summary.onlinePayment && (
        <Alert color="yellow" variant="light" title="Online payment is not configured">
          Online payment is not configured on this server. The platform operator can grant or extend your
          plan: please contact support.
        </Alert>
      )}
      {canManage && summary.onlinePayment && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            {(!summary.subscribed || summary.ended) && (
              <>
                <Title order={2} fz={16}>
                  Subscribe to Pro
                </Title>
                <Text size="sm">
                  ${LIMITS.PRICE_PER_YEAR_USD} a year for the Admin and {LIMITS.INCLUDED_USERS - 1} users;
                  each extra user ${LIMITS.EXTRA_USER_PER_YEAR_USD} a year. No refunds; cancel any time on the
                  payments page.
                </Text>
                <Group align="flex-end">
                  <NumberInput
                    label="Extra seats"
                    min={0}
                    max={MAX_EXTRA_SEATS}
                    allowDecimal={false}
                    value={extraSeats}
                    onChange={(v) => setExtraSeats(typeof v === 'number' ? v : 0)}
                    w={140}
                  />
                  <Button
                    loading={checkout.isPending}
                    disabled={pending}
                    onClick={() => checkout.mutate({ extraSeats })}
                  >
                    Subscribe (${yearly}/year)
                  </Button>
                </Group>
              </>
            )}
            {summary.subscribed && (
              <Group>
                {!summary.ended && (
                  <Button
                    variant="light"
                    disabled={pending}
                    onClick={() => portal.mutate({ flow: 'add-seats' })}
                  >
                    Add seats
                  </Button>
                )}
                <Button
                  variant="default"
                  disabled={pending}
                  onClick={() => portal.mutate({ flow: 'manage' })}
                >
                  Manage billing (cards, invoices, cancellation)
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {error && (
        <Alert color="red" variant="light" title="The payment page could not be opened">
          {errorMessage(error)}
        </Alert>
      )}
    </Stack>
  );
}
