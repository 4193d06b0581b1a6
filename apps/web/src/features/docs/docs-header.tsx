import { ActionIcon, Anchor, Avatar, Burger, Button, Group, Menu, TextInput, Tooltip } from '@mantine/core';
import { IconHome, IconLogout, IconSearch, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { canSeeDashboard, initials } from '../../lib/authorization';
import { signOutEverywhere } from '../../lib/sign-out';
import { useSession } from '../../stores/session';

type Props = {
  query: string;
  onSearch: (q: string) => void;
  menuOpen: boolean;
  onMenu: () => void;
  narrow: boolean;
};

export function DocsHeader({ query, onSearch, menuOpen, onMenu, narrow }: Props) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [text, setText] = useState(query);
  const home = user ? (canSeeDashboard(user) ? paths.dashboard : paths.projects) : paths.landing;

  return (
    <Group
      component="header"
      h={56}
      px={narrow ? 'xs' : 'md'}
      gap={narrow ? 'xs' : 'md'}
      justify="space-between"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
    >
      <Group gap="sm" wrap="nowrap">
        {narrow && <Burger opened={menuOpen} onClick={onMenu} size="sm" aria-label="Open the docs menu" />}
        <Anchor component={Link} to={paths.landing} underline="never" aria-label="PileWise home">
          <Logo size={26} withText={!narrow} />
        </Anchor>
      </Group>
      <TextInput
        aria-label="Search the docs"
        placeholder="Search the docs (Enter)"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text);
        }}
        // The search box takes what the logo and buttons leave, so nothing overflows a phone.
        style={{ flex: 1, minWidth: 0, maxWidth: 320 }}
        type="search"
      />
      <Group gap="xs" wrap="nowrap">
        <Tooltip label="Dashboard home">
          <ActionIcon
            component={Link}
            to={home}
            variant="subtle"
            color="dark"
            size="lg"
            aria-label="Dashboard home"
          >
            <IconHome size={20} />
          </ActionIcon>
        </Tooltip>
        {user ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                radius="xl"
                size="lg"
                // The initials that show start the name: WCAG 2.5.3 label in name.
                aria-label={`${initials(user)}, account menu`}
              >
                <Avatar src={user.profilePictureFullPath} alt="" radius="xl" size={30} color="blue">
                  {initials(user)}
                </Avatar>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={paths.myProfile} leftSection={<IconUser size={16} />}>
                My Profile
              </Menu.Item>
              <Menu.Item
                c="red.9"
                leftSection={<IconLogout size={16} />}
                onClick={() => {
                  void signOutEverywhere();
                  void navigate(paths.signIn);
                }}
              >
                Logout
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : (
          <>
            <Button component={Link} to={paths.signIn} variant="default" size="xs">
              Sign in
            </Button>
            <Button component={Link} to={paths.signUp} size="xs">
              Sign up
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
