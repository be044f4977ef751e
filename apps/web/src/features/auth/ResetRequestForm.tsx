import { Button, Stack, TextInput } from '@mantine/core';
import { authApi, resetRequest, screenMessage, type ResetRequest } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { callApi, isApiError } from '../../api';
import { FormMessage } from '../../components/layout';
import { useFormFields } from '../../lib/useFormFields';
import { authLabel } from './authLabels';
import { PublicLinks } from './PublicLinks';

/** Forgot password (doc 1 §2): the request form, then a sent confirmation; any 400 means a bad address. */
export function ResetRequestForm() {
  const form = useFormFields({ email: '' });
  const mutation = useMutation({
    mutationFn: (body: ResetRequest) => callApi(authApi.reset, { body, handle: [400] }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const body = form.validate(resetRequest);
    if (body) mutation.mutate(body);
  };

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <FormMessage tone="success">{screenMessage.resetSent}</FormMessage>
        <PublicLinks />
      </Stack>
    );
  }

  const failed = isApiError(mutation.error) && !mutation.error.handled;
  return (
    <form onSubmit={submit} noValidate aria-label={authLabel.resetTitle}>
      <Stack gap="md">
        {failed && <FormMessage>{screenMessage.resetFailed}</FormMessage>}
        <TextInput label={authLabel.email} type="email" autoComplete="email" autoFocus {...form.field('email')} />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {authLabel.sendResetLink}
        </Button>
        <PublicLinks />
      </Stack>
    </form>
  );
}
