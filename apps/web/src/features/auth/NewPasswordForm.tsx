import { Button, PasswordInput, Stack } from '@mantine/core';
import { authApi, setPasswordForm } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { callApi } from '../../api';
import { useFormFields } from '../../lib/useFormFields';
import { authLabel } from './authLabels';
import { PublicLinks } from './PublicLinks';
import { TokenInvalid } from './TokenInvalid';
import { useFinishSignIn } from './useFinishSignIn';

/** The new password twice; a successful change signs the user in and goes to / (doc 1 §2). */
export function NewPasswordForm({ token }: { token: string }) {
  const form = useFormFields({ password: '', confirmation: '' });
  const finishSignIn = useFinishSignIn();
  const mutation = useMutation({
    mutationFn: (password: string) =>
      callApi(authApi.changePasswordSignIn, { body: { token, password }, handle: [400] }),
    onSuccess: finishSignIn,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const values = form.validate(setPasswordForm);
    if (values) mutation.mutate(values.password);
  };

  if (mutation.isError) return <TokenInvalid />;

  return (
    <form onSubmit={submit} noValidate aria-label={authLabel.newPasswordTitle}>
      <Stack gap="md">
        <PasswordInput
          label={authLabel.newPassword}
          autoComplete="new-password"
          autoFocus
          {...form.field('password')}
        />
        <PasswordInput label={authLabel.confirmPassword} autoComplete="new-password" {...form.field('confirmation')} />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {authLabel.changePassword}
        </Button>
        <PublicLinks />
      </Stack>
    </form>
  );
}
