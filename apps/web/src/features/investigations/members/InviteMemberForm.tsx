import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { inviteMemberRequest, memberRoleLabel, memberRoles, memberText, type MemberRole } from '@quarry/contract';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api';
import { validateForm, type FieldErrors } from '../../../lib/fieldErrors';
import { membersLabel } from './membersLabels';
import { useInviteMember } from './membersQueries';

type Field = 'email' | 'role';

/**
 * Invites a colleague by e-mail as Reviewer (the default) or Viewer. The contract's schema checks the form; what the
 * server refuses (400: the owner's own address, too many colleagues) shows under the e-mail field.
 */
export function InviteMemberForm({ investigationId }: { investigationId: number }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('reviewer');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const invite = useInviteMember(investigationId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const checked = validateForm<{ email: string; role: MemberRole }, Field>(inviteMemberRequest, { email, role });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    invite.mutate(checked.data, {
      onSuccess: (member) => {
        setEmail('');
        notifications.show(
          member.mailed
            ? { message: memberText.shared(member.email), color: 'teal' }
            : { message: memberText.notMailed(member.email), color: 'yellow', autoClose: false },
        );
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
          data-autofocus
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((previous) => ({ ...previous, email: undefined }));
          }}
        />
        <Radio.Group
          label={membersLabel.role}
          value={role}
          error={errors.role}
          onChange={(value) => setRole(value as MemberRole)}
        >
          <Group gap="lg" mt={4}>
            {memberRoles.map((value) => (
              <Radio
                key={value}
                value={value}
                label={memberRoleLabel[value]}
                description={membersLabel.roleHelp[value]}
              />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {membersLabel.invite}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
