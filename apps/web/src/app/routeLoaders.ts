import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { aboutQuery, loadCurrentUser } from '../features/auth';
import { signInPathFor } from '../lib/redirectTarget';
import { pathOf, routePath } from '../lib/routes';
import { queryClient } from './queryClient';

/** Public pages open only once the server version and environment flags are loaded (doc 1 §2). */
export async function loadEnvironment(): Promise<null> {
  await queryClient.ensureQueryData(aboutQuery);
  return null;
}

/** Signed-in routes check the session first; without one, sign-in with the full target path (doc 1 §2). */
export async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
  const [user] = await Promise.all([loadCurrentUser(queryClient), queryClient.ensureQueryData(aboutQuery)]);
  if (user) return null;
  const url = new URL(request.url);
  throw redirect(signInPathFor(`${url.pathname}${url.search}`));
}

export const redirectHome = () => redirect(routePath.investigations);

/**
 * /investigations/{id} redirects to the topic investigation of that id (doc 1 §2), with the filter it carries. It
 * replaces the history entry, so Back from the workspace does not land on the redirect and come straight back.
 */
export const redirectToTopicInvestigation = ({ params, request }: LoaderFunctionArgs) =>
  replace(`${pathOf(routePath.topicInvestigation, { id: params.id ?? '' })}${new URL(request.url).search}`);
