import { authApi } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';
import { PageLoader } from '../../components/layout';
import { NewPasswordForm } from './NewPasswordForm';
import { TokenInvalid } from './TokenInvalid';

/** /reset?token=…: the token is validated first (pending), then the new-password form or the error (doc 1 §4). */
export function SetPasswordFlow({ token }: { token: string }) {
  const validation = useQuery({
    queryKey: ['validateReset', token],
    queryFn: () => callApi(authApi.validateReset, { body: { token }, handle: [400] }),
    staleTime: Infinity,
    gcTime: 0,
  });

  if (validation.isPending) return <PageLoader />;
  if (validation.isError) return <TokenInvalid />;
  return <NewPasswordForm token={token} />;
}
