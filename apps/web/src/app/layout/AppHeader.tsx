import { Anchor, Group } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { HeaderSlotTarget } from '../../components/layout';
import { useAbout, useCurrentUser, UserMenu } from '../../features/auth';
import { InvestigationHeader, ProcessMenu } from '../../features/investigations';
import { routeId, routePath } from '../../lib/routes';
import { HelpMenu } from './HelpMenu';

const investigationRoutes: ReadonlySet<string> = new Set([routeId.topicInvestigation, routeId.personInvestigation]);

/** The id of the investigation the current route shows, or null outside investigations. */
function useOpenInvestigationId(): number | null {
  const match = useMatches().find((candidate) => investigationRoutes.has(candidate.id));
  const raw = match?.params.id;
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The application header (doc 1 §2, doc 2 §2): the logo linking to the list; inside an investigation its type badge,
 * editable title, harvest summary and alerts toggle, then what the page puts in the header (the workspace's
 * add-insight button and settings menu); the process menu for omnisol users with batch support; help; the user menu.
 */
export function AppHeader() {
  const investigationId = useOpenInvestigationId();
  const user = useCurrentUser();
  const { supportBatch } = useAbout();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={routePath.investigations} underline="never" fw={800} fz={22} c="indigo.7">
          Quarry
        </Anchor>
        {investigationId !== null && <InvestigationHeader id={investigationId} />}
      </Group>
      <Group gap={4} wrap="nowrap">
        <HeaderSlotTarget />
        {user?.omnisol && supportBatch && <ProcessMenu />}
        <HelpMenu />
        <UserMenu />
      </Group>
    </Group>
  );
}
