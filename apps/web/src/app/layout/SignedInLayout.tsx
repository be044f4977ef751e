import { AppShell } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';

/** The frame of every signed-in page: the header above the routed page, and the notifications of its screens. */
export function SignedInLayout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <Notifications position="top-right" />
      <AppShell.Header component="header">
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
