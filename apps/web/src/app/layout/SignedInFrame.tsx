import { AppShell } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AppHeader } from './AppHeader';

/** The frame of every signed-in page: the header above the page, and the notifications of its screens. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <Notifications position="top-right" />
      <AppShell.Header component="header">
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
