import { Container, Stack, Title } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { useCurrentUser } from '../../features/auth';

/**
 * /investigations (route name investigations): the start screen.
 * Step 2 adds, below the greeting, one selector per enabled investigation type (only the two faculty types for
 * facultyWorks users), then the investigations table (id "investigation-table") with its filter and polling.
 */
export function InvestigationsPage() {
  const user = useCurrentUser();
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        {user && !user.facultyWorks && (
          <Title order={1} fz={26}>
            Hi {user.nickname}, {screenMessage.greeting}?
          </Title>
        )}
        {/* Step 2: <InvestigationTypeSelectors /> and <InvestigationsTable /> from features/investigations. */}
      </Stack>
    </Container>
  );
}
