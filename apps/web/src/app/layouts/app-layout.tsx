import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import type { User } from '@pilewise/contracts';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { PlanEndedBanner } from '../../features/billing/components/plan-ended-banner';
import { AppHeader } from './app-header';

// Signed-in frame: the header, and the screen below it at full width.
export function AppLayout({ user }: { user: User }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <AppHeader user={user} />
      <Box component="main" p="md">
        <PlanEndedBanner user={user} />
        <Suspense fallback={<FullScreenLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
