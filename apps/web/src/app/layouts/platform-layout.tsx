import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import type { User } from '@pilewise/contracts';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { signOutEverywhere } from '../../lib/sign-out';
import classes from './app-header.module.css';

// The Super admin's frame: no company navigation (projects, notifications, plan banner), whose
// calls the server refuses it; the console and signing out.
export function PlatformLayout({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = () => {
    void signOutEverywhere();
    void navigate(paths.signIn);
  };
  return (
    <Box mih="100vh" bg="gray.0">
      <Group component="header" className={classes.header} justify="space-between" wrap="nowrap" px="md">
        <Group gap="lg" wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.superAdmin}
            underline="never"
            aria-label="PileWise subscription console"
          >
            <Logo size={26} />
          </Anchor>
          <Group component="nav" aria-label="Main" gap="md" wrap="nowrap">
            <Anchor component={Link} to={paths.superAdmin} size="sm">
              Companies
            </Anchor>
            <Anchor component={Link} to={paths.settings} size="sm">
              Password
            </Anchor>
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">
            {user.firstName} {user.lastName} (Super admin)
          </Text>
          <Button size="xs" variant="default" leftSection={<IconLogout size={14} />} onClick={logout}>
            Logout
          </Button>
        </Group>
      </Group>
      <Box component="main" p="md">
        <Suspense fallback={<FullScreenLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
