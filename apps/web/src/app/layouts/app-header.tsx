import { Anchor, Avatar, Burger, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconCreditCard,
  IconHelp,
  IconLogout,
  IconReceipt,
  IconRoute,
  IconSettings,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { User } from '@pilewise/contracts';
import { paths } from '../../config/paths';
import {
  canManageSections,
  canManageUsers,
  canReview,
  canSeeDashboard,
  canSeeTransactions,
  canStamp,
  initials,
} from '../../lib/authorization';
import { useProfileImageUrl } from '../../features/profile/api/profile-image';
import { TOUR_PARAM } from '../../features/tour/use-project-tour';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { signOutEverywhere } from '../../lib/sign-out';
import { Logo } from '../../components/logo';
import classes from './app-header.module.css';

type NavItem = { to: string; label: string; show: (u: User) => boolean };

const NAV: NavItem[] = [
  { to: paths.projects, label: 'Projects', show: () => true },
  { to: paths.dashboard, label: 'Dashboard', show: canSeeDashboard },
  { to: paths.reviewTable, label: 'My Queue', show: canReview },
  { to: paths.superReviewer, label: 'Stamping', show: canStamp },
  { to: paths.stampCalculator, label: 'Stamp calculator', show: () => true },
  { to: paths.sections, label: 'Sections', show: canManageSections },
  { to: paths.activityLog, label: 'Activity log', show: () => true },
  { to: paths.docs, label: 'Docs', show: () => true },
];

export function AppHeader({ user }: { user: User }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Under 800 px the links do not fit: a menu button opens them in a drawer.
  const [menuOpened, menu] = useDisclosure(false);
  const links = NAV.filter((item) => item.show(user));
  // Fetched with the token (the picture is not public); initials while it loads or if it fails.
  const picture = useProfileImageUrl(user.profilePictureFullPath);
  const logout = () => {
    void signOutEverywhere();
    void navigate(paths.signIn);
  };

  return (
    <Group component="header" className={classes.header} justify="space-between" wrap="nowrap" px="md">
      <Group gap="lg" wrap="nowrap">
        <Burger
          className={classes.menuButton}
          opened={menuOpened}
          onClick={menu.toggle}
          size="sm"
          aria-label={menuOpened ? 'Close the main menu' : 'Open the main menu'}
        />
        <Anchor component={Link} to={paths.projects} underline="never" aria-label="PileWise projects">
          <Logo size={26} />
        </Anchor>
        <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" className={classes.nav}>
          {links.map((item) => (
            <NavLink key={item.to} to={item.to} className={classes.link}>
              {item.label}
            </NavLink>
          ))}
        </Group>
        <Drawer
          opened={menuOpened}
          onClose={menu.close}
          title="PileWise"
          size={280}
          padding="md"
          closeButtonProps={{ 'aria-label': 'Close the main menu' }}
        >
          <Stack component="nav" aria-label="Main menu" gap={2}>
            {links.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link} onClick={menu.close}>
                {item.label}
              </NavLink>
            ))}
          </Stack>
        </Drawer>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <NotificationBell />
        <Menu position="bottom-end" width={220} withinPortal>
          <Menu.Target>
            <UnstyledButton
              className={classes.user}
              // What shows (initials, first name) starts the name: WCAG 2.5.3 label in name.
              aria-label={`${initials(user)} ${user.firstName}, account menu`}
            >
              <Group gap={6} wrap="nowrap">
                {/* Mantine's Avatar shows the initials when the picture fails to load. */}
                <Avatar src={picture} alt="" radius="xl" size={30} color="blue">
                  {initials(user)}
                </Avatar>{' '}
                <Text size="sm" fw={500} visibleFrom="sm">
                  {user.firstName}
                </Text>
                <IconChevronDown size={14} aria-hidden="true" />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              {user.firstName} {user.lastName} · {user.company.name}
            </Menu.Label>
            <Menu.Item component={Link} to={paths.myProfile} leftSection={<IconUser size={16} />}>
              My Profile
            </Menu.Item>
            <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
              Account settings
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={paths.manageSubscription}
              leftSection={<IconCreditCard size={16} />}
            >
              Manage subscription
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={`${paths.newProject}?${TOUR_PARAM}=1`}
              leftSection={<IconRoute size={16} />}
            >
              Take the tour
            </Menu.Item>
            {canManageUsers(user) && (
              <Menu.Item component={Link} to={paths.userManagement} leftSection={<IconUsers size={16} />}>
                User management
              </Menu.Item>
            )}
            {canSeeTransactions(user) && (
              <Menu.Item component={Link} to={paths.transactions} leftSection={<IconReceipt size={16} />}>
                Transactions
              </Menu.Item>
            )}
            <Menu.Item component={Link} to={`${pathname}?contact=1`} leftSection={<IconHelp size={16} />}>
              Contact support
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item c="red.9" leftSection={<IconLogout size={16} />} onClick={logout}>
              Logout
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
