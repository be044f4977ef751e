import { Button, Group, Input, Radio, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { inviteMemberRequest, memberRoleLabel, memberRoles, memberText, type InvitedMember } from '@quarry/contract';
import type { FormEvent } from 'react';
import { isApiError } from '../../../api';
import { useFormFields } from '../../../lib/useFormFields';
import { membersLabel } from './membersLabels';
import { useInviteMember } from './membersQueries';

const said = (member: InvitedMember) =>
  member.mailed
    ? { message: memberText.shared(member.email), color: 'teal' }
    : { message: memberText.notMailed(member.email), color: 'yellow', autoClose: false as const };

/**
 * Invites a colleague by e-mail as Reviewer (the default) or Viewer. The contract's schema checks the form; what the
 * server refuses (400: the owner's own address, too many colleagues) shows under the e-mail field. `onInvited`
 * starts a new, empty form.
 */
export function InviteMemberForm({ investigationId, onInvited }: { investigationId: number; onInvited: () => void }) {
  const { field, validate, showError } = useFormFields({ email: '', role: 'reviewer' });
  const invite = useInviteMember(investigationId);
  const email = field('email');
  const role = field('role');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const body = validate(inviteMemberRequest);
    if (!body) return;
    invite.mutate(body, {
      onSuccess: (member) => {
        notifications.show(said(member));
        onInvited();
      },
      onError: (error) => {
        if (isApiError(error) && !error.handled && error.status === 400)
          showError('email', error.body || error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={membersLabel.invite}>
      <Stack gap="xs">
        <TextInput
          label={membersLabel.email}
          type="email"
          autoComplete="off"
          // The dialog opens on it, and a new form after an invitation keeps the focus here.
          autoFocus
          data-autofocus
          {...email}
        />
        <Input.Wrapper label={membersLabel.role} labelElement="div" error={role.error}>
          <Group gap="lg" mt={4} role="radiogroup" aria-label={membersLabel.role}>
            {memberRoles.map((value) => (
              <Radio
                key={value}
                name="role"
                value={value}
                checked={role.value === value}
                onChange={role.onChange}
                label={memberRoleLabel[value]}
                description={membersLabel.roleHelp[value]}
              />
            ))}
          </Group>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {membersLabel.invite}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
