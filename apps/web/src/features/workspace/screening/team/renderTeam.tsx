import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a Team part as the Screen tab does (Mantine, a query client without retries). */
export function renderTeam(ui: ReactElement): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

/** The path a stubbed fetch was called with. */
export const pathOf = (input: unknown): string => new URL(String(input), 'http://quarry.test').pathname;
