import { Divider, Stack, Title } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { InviteMemberForm } from './InviteMemberForm';
import { membersLabel } from './membersLabels';
import { MembersList } from './MembersList';

export interface MembersDialogProps {
  opened: boolean;
  investigation: Pick<Investigation, 'id' | 'title'>;
  onClose: () => void;
}

/** Share (issue 27): who the investigation is shared with, and the form inviting one more colleague. */
export function MembersDialog({ opened, investigation, onClose }: MembersDialogProps) {
  const [invitations, setInvitations] = useState(0);
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={membersLabel.title(investigation.title)}
      closeLabel="Close"
      size="lg"
    >
      <Stack gap="md">
        <InviteMemberForm
          key={invitations}
          investigationId={investigation.id}
          onInvited={() => setInvitations((count) => count + 1)}
        />
        <Divider />
        <Title order={3} size="h5">
          {membersLabel.members}
        </Title>
        <MembersList investigationId={investigation.id} opened={opened} />
      </Stack>
    </AppDialog>
  );
}
