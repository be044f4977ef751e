import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { authApi, screenMessage, signUpRequest, type SignUpRequest, type User } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api';
import { FormMessage } from '../../components/layout';
import { useFormFields } from '../../lib/useFormFields';
import { routePath } from '../../lib/routes';
import { authLabel } from './authLabels';
import { signUpFailureMessage } from './signUpFailureMessage';
import { useAbout } from './useAbout';
import { useFinishSignIn } from './useFinishSignIn';

/** Sign-up sends `Invalid user data` as a 400 that the global handler would not pass on: take every 400 here. */
const signUpHandles = [400, 403];

/** Signs up: the user is created and signed in (direct sign-up), or an activation mail is sent. */
async function signUp(body: SignUpRequest, direct: boolean): Promise<User | 'sent'> {
  if (direct) return callApi(authApi.createUser, { body, handle: signUpHandles });
  const answer = await callApi(authApi.signUp, { body, handle: signUpHandles });
  return answer.status === 'signedIn' ? answer.user : 'sent';
}

/** The sign-up screen (doc 1 §2): states form, sending, sent or error. */
export function SignUpForm() {
  const about = useAbout();
  const form = useFormFields({ email: '', password: '', nickname: '' });
  const finishSignIn = useFinishSignIn();
  const [message, setMessage] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (body: SignUpRequest) => signUp(body, about.directSignUp),
    onSuccess: (result) => (result === 'sent' ? undefined : finishSignIn(result)),
    onError: (error, body) => setMessage(signUpFailureMessage(error, body.email)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const body = form.validate(signUpRequest);
    if (!body) return;
    setMessage(null);
    mutation.mutate(body);
  };

  if (mutation.data === 'sent') {
    return (
      <Stack gap="md">
        <FormMessage tone="success">{screenMessage.signUpSent}</FormMessage>
        <Anchor component={Link} to={routePath.signIn}>
          {authLabel.signIn}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={authLabel.signUp}>
      <Stack gap="md">
        {message && <FormMessage>{message}</FormMessage>}
        <TextInput label={authLabel.email} type="email" autoComplete="email" autoFocus {...form.field('email')} />
        <PasswordInput label={authLabel.password} autoComplete="new-password" {...form.field('password')} />
        <TextInput label={authLabel.nickname} autoComplete="nickname" {...form.field('nickname')} />
        <Text size="sm" c="dimmed">
          {screenMessage.confidentiality}
        </Text>
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {authLabel.signUp}
        </Button>
        <Text size="sm">
          {authLabel.haveAccount}{' '}
          <Anchor component={Link} to={routePath.signIn}>
            {authLabel.signIn}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
