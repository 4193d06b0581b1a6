import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';

// Frame of the sign-in, sign-up and password reset screens.
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  width = 420,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={width} gap="md">
          <Group component="header" justify="center">
            <Anchor component={Link} to={paths.landing} underline="never" aria-label="PileWise home">
              <Logo size={32} />
            </Anchor>
          </Group>
          <Paper withBorder shadow="xs" p="xl" radius="md" component="main">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={22}>
                {title}
              </Title>
              {subtitle && (
                <Text size="sm" c="gray.7">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
          <Stack component="footer" gap="md">
            {footer && (
              <Text size="sm" ta="center">
                {footer}
              </Text>
            )}
            <Group justify="center" gap="md">
              <Anchor component={Link} to={paths.docs} size="xs" c="gray.7">
                Docs
              </Anchor>
              <Anchor component={Link} to={paths.terms} size="xs" c="gray.7">
                Terms
              </Anchor>
              <Anchor component={Link} to={paths.privacy} size="xs" c="gray.7">
                Privacy
              </Anchor>
            </Group>
          </Stack>
        </Stack>
      </Center>
    </Box>
  );
}
