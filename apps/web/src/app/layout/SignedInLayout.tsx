import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';

/** The frame of every signed-in page: the header above the routed page. */
export function SignedInLayout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header component="header">
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
