import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/layouts/site-footer';

// Frame of the terms and privacy pages: their own header, whose logo goes where the spec says.
export function LegalPage({ logoTo, children }: { logoTo: string; children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        component="header"
        h={56}
        px="lg"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Anchor component={Link} to={logoTo} underline="never" aria-label="PileWise">
          <Logo />
        </Anchor>
      </Group>
      <Container component="main" size="md" py="xl" style={{ flex: 1 }}>
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}
