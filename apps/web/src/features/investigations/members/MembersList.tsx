import { Button, Center, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { memberRoleLabel, type InvestigationMember } from '@quarry/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog';
import { membersLabel } from './membersLabels';
import { useMembers, useRevokeMember } from './membersQueries';

/**
 * The colleagues the investigation is shared with: e-mail, nickname (or "Invitation sent" until the address has an
 * account), role, and Revoke after a confirmation (an invitation without an account is withdrawn by its address).
 */
export function MembersList({ investigationId, opened }: { investigationId: number; opened: boolean }) {
  const members = useMembers(investigationId, opened);
  const revoke = useRevokeMember(investigationId);
  const [revoking, setRevoking] = useState<InvestigationMember | null>(null);

  if (members.isPending)
    return (
      <Center p="md" role="status">
        <Loader size="sm" aria-label={membersLabel.loading} />
      </Center>
    );
  if (!members.data?.length)
    return (
      <Text c="dimmed" size="sm" data-testid="members-empty">
        {membersLabel.empty}
      </Text>
    );

  return (
    <>
      <Table aria-label={membersLabel.members} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{membersLabel.emailColumn}</Table.Th>
            <Table.Th>{membersLabel.nameColumn}</Table.Th>
            <Table.Th>{membersLabel.role}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{membersLabel.revoke}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.data.map((member) => (
            <Table.Tr key={member.email} data-member={member.email}>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>
                {member.userId === null ? (
                  <Text size="sm" c="dimmed" fs="italic">
                    {membersLabel.invitationSent}
                  </Text>
                ) : (
                  member.nickname
                )}
              </Table.Td>
              <Table.Td>{memberRoleLabel[member.role]}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={membersLabel.revokeOf(member.email)}
                  onClick={() => setRevoking(member)}
                >
                  {membersLabel.revoke}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={revoking !== null}
        title={membersLabel.revokeTitle}
        message={revoking ? membersLabel.revokeMessage(revoking.email) : ''}
        confirmLabel={membersLabel.revoke}
        busy={revoke.isPending}
        onCancel={() => !revoke.isPending && setRevoking(null)}
        onConfirm={() => {
          if (!revoking || revoke.isPending) return;
          revoke.mutate(revoking, { onSettled: () => setRevoking(null) });
        }}
      />
    </>
  );
}
