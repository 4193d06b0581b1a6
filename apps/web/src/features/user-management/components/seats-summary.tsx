import { Anchor, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LIMITS, type Seats } from '@pilewise/contracts';
import { paths } from '../../../config/paths';

// The seats of the plan (spec §9: one Admin and four users included, more at $99 a year each).
export function SeatsSummary({ seats }: { seats: Seats }) {
  const full = seats.free === 0;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} miw={260} style={{ flex: 1 }}>
          <Text fw={600} data-testid="seats-used">
            {seats.used} of {seats.total} seats used
          </Text>
          <Progress
            value={(100 * seats.used) / Math.max(1, seats.total)}
            color={full ? 'orange' : 'blue'}
            aria-label={`${seats.used} of ${seats.total} seats used`}
          />
          <Text size="sm" c="gray.7">
            {seats.included} included with the plan
            {seats.extra > 0 ? `, ${seats.extra} bought` : ''}.{' '}
            {full ? (
              <>
                Every seat is taken: freeze a user to free one, or{' '}
                <Anchor component={Link} to={paths.manageSubscription}>
                  buy more seats
                </Anchor>
                .
              </>
            ) : (
              `${seats.free} free.`
            )}{' '}
            Frozen users do not take a seat.
          </Text>
        </Stack>
        <Button component={Link} to={paths.manageSubscription} variant="light">
          Buy seats (${LIMITS.EXTRA_USER_PER_YEAR_USD}/user/year)
        </Button>
      </Group>
    </Paper>
  );
}
