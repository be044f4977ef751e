import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorDialog } from './ErrorDialog';
import { queryClient } from './queryClient';
import { readableColorsResolver } from './readableColors';
import { theme } from './theme';

/**
 * Theme, server state and the generic error dialog around the whole app. Notifications are shown only by
 * signed-in screens: their container lives in SignedInLayout, so the public pages load without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableColorsResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ErrorDialog />
      </QueryClientProvider>
    </MantineProvider>
  );
}
