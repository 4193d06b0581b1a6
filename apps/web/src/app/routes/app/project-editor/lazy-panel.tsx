import { Alert, Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** A tab whose code loads on first open, with a spinner meanwhile. */
export function LazyPanel({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="lg">
          <Loader role="status" aria-label="Loading tab" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** In place of a tab that needs a saved project. */
export function SaveFirst({ what }: { what: string }) {
  return (
    <Alert variant="light" color="gray" title="Save the project first">
      {what} once the project has been saved (Details tab).
    </Alert>
  );
}
