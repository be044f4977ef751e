import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { Link } from 'react-router';
import { routePath } from '../../lib/routes';

const homeLink = 'Go to my investigations';

/** The not-found text for a signed-in user, inside the signed-in frame, with a link to the list. */
export function NotFoundMessage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={24}>
          {screenMessage.notFound}
        </Title>
        <Text>
          <Anchor component={Link} to={routePath.investigations}>
            {homeLink}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
