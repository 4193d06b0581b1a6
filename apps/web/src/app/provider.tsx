import {
  createTheme,
  darken,
  MantineProvider,
  Modal,
  Notification,
  type CSSVariablesResolver,
} from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS } from '@pilewise/contracts';
import { ErrorBoundary } from '../components/error-fallback';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../stores/session';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  components: {
    TextInput: { defaultProps: { size: 'sm' } },
    Table: { defaultProps: { verticalSpacing: 6, horizontalSpacing: 'sm' } },
    // The placeholder div Mantine puts first in a menu has a tabindex, which a role="menu" may
    // not own; without it the menu focuses its first item (arrow keys move on as before).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Icon-only close buttons need a name; a titled toast's text is gray-6 (3.3:1) by default.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: (_theme, props) =>
        props.title ? { description: { color: 'var(--mantine-color-gray-7)' } } : {},
    }),
    // The first/previous/next/last arrows are icons only: give them names.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
        }),
      },
    },
  },
});

// Hues whose shade 9 is under 4.5:1 on their light background (shade 1), as the light variant
// of badges and alerts draws them: their text is darkened.
const LIGHT_TEXT_DARKENED = ['green', 'teal', 'orange', 'yellow', 'lime'] as const;

// Mantine's default placeholder, dimmed, error and some light-variant colours fall below
// WCAG AA (4.5:1) on white.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      LIGHT_TEXT_DARKENED.map((c) => [`--mantine-color-${c}-light-color`, darken(t.colors[c][9], 0.3)]),
    ),
  },
  dark: {},
});

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // Nothing cached for one user survives their sign-out (spec §4).
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (previous.token && !state.token) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {/* bottom right: at the top right a toast covered the header's menus and the project's
          Compare and Output links for its two seconds */}
      <Notifications
        limit={LIMITS.TOAST_LIMIT}
        autoClose={LIMITS.TOAST_AUTO_CLOSE_MS}
        position="bottom-right"
      />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <ErrorBoundary>{children}</ErrorBoundary>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
