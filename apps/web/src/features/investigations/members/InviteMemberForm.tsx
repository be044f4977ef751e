import { Button, Group, Input, Radio, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { inviteMemberRequest, memberRoleLabel, memberRoles, memberText, type InvitedMember } from '@quarry/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '../../../api';
import { membersLabel } from './membersLabels';
import { useInviteMember } from './membersQueries';

type Field = 'email' | 'role';

/**
 * The contract's check of the form, each field's first message. Not lib/useFormFields: sharing it with this lazy
 * dialog splits it out of the sign-in page's chunks, and that page is at its budget.
 */
function checked(values: Record<Field, string>) {
  const result = inviteMemberRequest.safeParse(values);
  if (result.success) return { body: result.data, errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { body: null, errors };
}

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
  const [values, setValues] = useState<Record<Field, string>>({ email: '', role: 'reviewer' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const invite = useInviteMember(investigationId);
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });
  const email = field('email');
  const role = field('role');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const { body, errors: found } = checked(values);
    setErrors(found);
    if (!body) return;
    invite.mutate(body, {
      onSuccess: (member) => {
        notifications.show(said(member));
        onInvited();
      },
      onError: (error) => {
        if (isApiError(error) && !error.handled && error.status === 400)
          setErrors({ email: error.body || error.message });
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
