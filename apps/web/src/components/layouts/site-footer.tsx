import { Anchor, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { SUPPORT_EMAIL } from '../../config/app';
import { paths } from '../../config/paths';

export function SiteFooter() {
  // The contact form opens over the page the visitor is on (the app watches ?contact=1).
  const { pathname } = useLocation();
  return (
    <Group
      component="footer"
      justify="space-between"
      px="lg"
      py="md"
      gap="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" c="gray.7">
        © {new Date().getFullYear()} PileWise. Results are preliminary and informative only.
      </Text>
      <Group gap="md" component="nav" aria-label="Footer">
        <Anchor component={Link} to={paths.docs} size="sm">
          Docs
        </Anchor>
        <Anchor component={Link} to={paths.blog} size="sm">
          Blog
        </Anchor>
        <Anchor component={Link} to={paths.terms} size="sm">
          Terms &amp; Conditions
        </Anchor>
        <Anchor component={Link} to={paths.privacy} size="sm">
          Privacy Policy
        </Anchor>
        <Anchor component={Link} to={`${pathname}?contact=1`} size="sm">
          Contact us
        </Anchor>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
          Support
        </Anchor>
      </Group>
    </Group>
  );
}
