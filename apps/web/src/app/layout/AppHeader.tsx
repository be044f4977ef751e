import { Anchor, Group } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { UserMenu } from '../../features/auth';
import { InvestigationHeader } from '../../features/investigations';
import { routeId, routePath } from '../../lib/routes';

const investigationRoutes: ReadonlySet<string> = new Set([routeId.topicInvestigation, routeId.personInvestigation]);

/** The id of the investigation the current route shows, or null outside investigations. */
function useOpenInvestigationId(): number | null {
  const match = useMatches().find((candidate) => investigationRoutes.has(candidate.id));
  const raw = match?.params.id;
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The application header (doc 1 §2): the logo linking to the list, inside an investigation its type badge and
 * editable title, and the user menu. Later steps add alerts, report, settings and help menus.
 */
export function AppHeader() {
  const investigationId = useOpenInvestigationId();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={routePath.investigations} underline="never" fw={800} fz={22} c="indigo.7">
          Quarry
        </Anchor>
        {investigationId !== null && <InvestigationHeader id={investigationId} />}
      </Group>
      <UserMenu />
    </Group>
  );
}
