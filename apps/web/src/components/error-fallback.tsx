import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Logo } from './logo';

export function ErrorFallback() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Logo size={32} />
        <Title order={1} fz={28}>
          Oops! Something went wrong
        </Title>
        <Text c="gray.7" ta="center">
          The page failed to load. Your saved projects are safe; go back to the home page and try again.
        </Text>
        {/* A full page load clears whatever state broke the screen. */}
        <Button component="a" href="/">
          Home Page
        </Button>
      </Stack>
    </Center>
  );
}

type Props = { children: ReactNode };
type State = { failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
