import type { User } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../lib/redirectTarget';
import { routePath } from '../../lib/routes';
import { rememberSignedIn } from './authQueries';

/** After a successful sign-in, sign-up, registration or password change: remember the user and move on. */
export function useFinishSignIn(): (user: User) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const raw = search.get(REDIRECT_PARAM);

  return (user) => {
    rememberSignedIn(queryClient, user);
    const target = raw === null ? routePath.home : safeRedirectTarget(raw, window.location.origin);
    void navigate(target, { replace: true });
  };
}
