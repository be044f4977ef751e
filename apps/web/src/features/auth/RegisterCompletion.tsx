import { Button, Stack, Text } from '@mantine/core';
import { authApi, screenMessage } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../api';
import { PageLoader } from '../../components/layout';
import { routePath } from '../../lib/routes';
import { authLabel } from './authLabels';
import { useFinishSignIn } from './useFinishSignIn';

/** /register?token=…: creates the account from its activation token, signs in and goes to / (doc 1 §2). */
export function RegisterCompletion({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const { mutate, isError } = useMutation({
    mutationFn: (value: string) => callApi(authApi.createSignIn, { body: { token: value }, handle: [400] }),
    onSuccess: finishSignIn,
  });
  // A token can be used once: never send it twice, even when React runs the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (token && !isError) return <PageLoader />;
  return (
    <Stack gap="md" role="alert">
      <Text>{screenMessage.registerFailed}</Text>
      <Button onClick={() => void navigate(routePath.signUp)}>{authLabel.signUp}</Button>
    </Stack>
  );
}
