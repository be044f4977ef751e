import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { authApi, signInRequest, type SignInRequest } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api';
import { lazyDialog } from '../../components/dialog';
import { FormMessage } from '../../components/layout';
import { useFormFields } from '../../lib/useFormFields';
import { routePath } from '../../lib/routes';
import { forgetSignedIn } from './authQueries';
import { authLabel } from './authLabels';
import { signInFailure } from './signInFailureMessage';
import { useAbout } from './useAbout';
import { useFinishSignIn } from './useFinishSignIn';

const SuspendedDialog = lazyDialog(async () => (await import('./SuspendedDialog')).SuspendedDialog);

/** The sign-in screen's form (doc 1 §2, §5, §8). */
export function SignInForm() {
  const about = useAbout();
  const form = useFormFields({ email: '', password: '' });
  const finishSignIn = useFinishSignIn();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [suspended, setSuspended] = useState(false);
  // Set at once, not at the next render as isPending is: two submits in one go (Enter pressed twice) send one call.
  const inProgress = useRef(false);

  const signIn = useMutation({
    mutationFn: (body: SignInRequest) => callApi(authApi.signIn, { body, handle: [429] }),
    onSuccess: finishSignIn,
    onError: (error) => {
      forgetSignedIn(queryClient); // a failed sign-in clears the current user (doc 1 §4)
      const failure = signInFailure(error);
      if (failure.kind === 'suspended') setSuspended(true);
      if (failure.kind === 'message') setMessage(failure.text);
    },
    onSettled: () => {
      inProgress.current = false;
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inProgress.current) return;
    const body = form.validate(signInRequest);
    if (!body) return;
    inProgress.current = true;
    setMessage(null);
    signIn.mutate(body);
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={authLabel.signIn}>
        <Stack gap="md">
          {message && <FormMessage>{message}</FormMessage>}
          <TextInput label={authLabel.email} type="email" autoComplete="username" autoFocus {...form.field('email')} />
          <PasswordInput label={authLabel.password} autoComplete="current-password" {...form.field('password')} />
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {authLabel.signIn}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={routePath.reset} size="sm">
              {authLabel.forgotPassword}
            </Anchor>
            {about.showSignUp && (
              <Text size="sm">
                {authLabel.noAccount}{' '}
                <Anchor component={Link} to={routePath.signUp}>
                  {authLabel.signUp}
                </Anchor>
              </Text>
            )}
          </Group>
        </Stack>
      </form>
      <SuspendedDialog opened={suspended} onClose={() => setSuspended(false)} supportEmail={about.supportEmail} />
    </>
  );
}
