import { Container, Stack, Title } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { useCurrentUser } from '../../features/auth';
import { InvestigationsList, InvestigationTypeSelectors } from '../../features/investigations';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * /investigations (route name investigations): the start screen. The greeting (for facultyWorks users the heading
 * Investigations instead), one
 * selector per type the user may create, then the investigations table (id "investigation-table").
 */
export function InvestigationsPage() {
  const user = useCurrentUser();
  useDocumentTitle(screenTitle.investigations);
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        {user && !user.facultyWorks && (
          <Title order={1} fz={26}>
            Hi {user.nickname}, {screenMessage.greeting}?
          </Title>
        )}
        {/* Without the greeting the screen still needs its level-one heading (axe: page-has-heading-one). */}
        {user?.facultyWorks && (
          <Title order={1} fz={26}>
            {screenTitle.investigations}
          </Title>
        )}
        <InvestigationTypeSelectors />
        <InvestigationsList />
      </Stack>
    </Container>
  );
}
