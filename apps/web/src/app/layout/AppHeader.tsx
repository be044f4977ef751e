import { Anchor, Group } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { HeaderSlotTarget } from '../../components/layout';
import { useAbout, useCurrentUser, UserMenu } from '../../features/auth';
import { InvestigationHeader, ProcessMenu, processMenuAccess, showsProcessMenu } from '../../features/investigations';
import { routeId, routePath } from '../../lib/routes';
import { HelpMenu } from './HelpMenu';

const investigationRoutes: ReadonlySet<string> = new Set([routeId.topicInvestigation, routeId.personInvestigation]);

const profileRoutes: ReadonlySet<string> = new Set([
  routeId.topicProfile,
  routeId.personProfile,
  routeId.personReviewProfile,
]);

/**
 * The investigation the current route shows (null outside investigations), and whether its title may be edited
 * there: not on a person profile nor on the Disambiguate tab (doc 1 §2).
 */
function useOpenInvestigation(): { id: number | null; titleEditable: boolean } {
  const matches = useMatches();
  const match = matches.find((candidate) => investigationRoutes.has(candidate.id));
  const raw = match?.params.id;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const elsewhere =
    matches.some((candidate) => profileRoutes.has(candidate.id)) || match?.params.tab === 'disambiguate';
  return { id, titleEditable: !elsewhere };
}

/**
 * The application header (doc 1 §2, doc 2 §2): the logo linking to the list; inside an investigation its type badge,
 * editable title, harvest summary and alerts toggle, then what the page puts in the header (the workspace's
 * add-insight button and settings menu); the process menu; help; the user menu.
 */
export function AppHeader() {
  const { id: investigationId, titleEditable } = useOpenInvestigation();
  const user = useCurrentUser();
  const { supportBatch } = useAbout();
  // The process menu is for omnisol users with batch support (doc 1 §6) and for admins (doc 2 §6: "admin and
  // batch-investigation users"); it holds only the items whose calls the user may make (processMenuAccess).
  const processAccess = processMenuAccess(user, supportBatch);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={routePath.investigations} underline="never" fw={800} fz={22} c="indigo.7">
          Quarry
        </Anchor>
        {investigationId !== null && <InvestigationHeader id={investigationId} titleEditable={titleEditable} />}
      </Group>
      <Group gap={4} wrap="nowrap">
        <HeaderSlotTarget />
        {showsProcessMenu(processAccess) && <ProcessMenu access={processAccess} />}
        <HelpMenu />
        <UserMenu />
      </Group>
    </Group>
  );
}
