import { AppShell } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { HeaderSlotProvider } from '../../components/layout';
import { AppHeader } from './AppHeader';

/** The frame of every signed-in page: the header above the page (with its slot for the page's controls), and the notifications of its screens. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <HeaderSlotProvider>
      <AppShell header={{ height: 60 }} padding={0}>
        <Notifications position="top-right" />
        <AppShell.Header component="header">
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main>{children}</AppShell.Main>
      </AppShell>
    </HeaderSlotProvider>
  );
}
