import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { UserMenu } from '../../features/auth';
import { routePath } from '../../lib/routes';

/**
 * The application header (doc 1 §2): the logo linking to the list and the user menu.
 * Later steps add the type badge, the editable title, alerts, report, settings and help menus between them.
 */
export function AppHeader() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to={routePath.investigations} underline="never" fw={800} fz={22} c="indigo.7">
        Quarry
      </Anchor>
      <UserMenu />
    </Group>
  );
}
