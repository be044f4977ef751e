import { Anchor } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CenteredPanel, PageLoader } from '../../components/layout';
import { currentUserQuery } from '../../features/auth';
import { routePath } from '../../lib/routes';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotFoundMessage } from './NotFoundMessage';

// Loaded only when signed in: a signed-out visitor gets the public page's small bundle.
const SignedInFrame = lazy(async () => ({ default: (await import('../../app/layout/SignedInFrame')).SignedInFrame }));

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
          Sign In
        </Anchor>
      </CenteredPanel>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInFrame>
        <NotFoundMessage />
      </SignedInFrame>
    </Suspense>
  );
}
