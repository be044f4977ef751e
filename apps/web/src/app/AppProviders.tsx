import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorDialog } from './ErrorDialog';
import { queryClient } from './queryClient';
import { theme } from './theme';

/** Theme, server state, notifications and the generic error dialog around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" />
        {children}
        <ErrorDialog />
      </QueryClientProvider>
    </MantineProvider>
  );
}
