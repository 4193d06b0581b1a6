import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../logo';

// Header of the signed-out pages: logo home, docs, and the two ways in.
export function PublicHeader() {
  return (
    <Group
      component="header"
      justify="space-between"
      h={56}
      px="lg"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
    >
      <Anchor component={Link} to={paths.landing} underline="never" aria-label="PileWise home">
        <Logo />
      </Anchor>
      <Group gap="xs" component="nav" aria-label="Public">
        <Button component={Link} to={paths.docs} variant="subtle" color="dark">
          Docs
        </Button>
        <Button component={Link} to={paths.signIn} variant="default">
          Sign in
        </Button>
        <Button component={Link} to={paths.signUp}>
          Start free trial
        </Button>
      </Group>
    </Group>
  );
}
