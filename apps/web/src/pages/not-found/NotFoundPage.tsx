import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CenteredPanel, PageLoader } from '../../components/layout';
import { currentUserQuery } from '../../features/auth';
import { routePath } from '../../lib/routes';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

// Loaded only when signed in: a signed-out visitor gets the public page's small bundle.
const SignedInFrame = lazy(async () => ({ default: (await import('../../app/layout/SignedInFrame')).SignedInFrame }));

const notFoundLink = { home: 'Go to my investigations', signIn: 'Sign In' } as const;

/**
 * Any path outside the route table (route name not-found). Signed in, it shows inside the header with a link to
 * the list; signed out, on the public frame with a link to sign in.
 */
export function NotFoundPage() {
  useDocumentTitle(screenTitle.notFound);
  const session = useQuery(currentUserQuery);
  if (session.isPending) return <PageLoader />;
  if (!session.data) {
    return (
      <CenteredPanel title={screenMessage.notFound}>
        <Anchor component={Link} to={routePath.signIn} w="fit-content">
          {notFoundLink.signIn}
        </Anchor>
      </CenteredPanel>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInFrame>
        <Container size="md" py="xl">
          <Stack gap="md" align="flex-start">
            <Title order={1} fz={24}>
              {screenMessage.notFound}
            </Title>
            <Text>
              <Anchor component={Link} to={routePath.investigations}>
                {notFoundLink.home}
              </Anchor>
            </Text>
          </Stack>
        </Container>
      </SignedInFrame>
    </Suspense>
  );
}
