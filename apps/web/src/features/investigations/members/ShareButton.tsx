import { Button } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { useState } from 'react';
import { lazyDialog } from '../../../components/dialog';
import { membersLabel } from './membersLabels';

export const MembersDialog = lazyDialog(async () => (await import('./MembersDialog')).MembersDialog);

/** "Share…" for whoever may share the investigation (its owner); the dialog's code loads when it first opens. */
export function ShareButton({ investigation }: { investigation: Pick<Investigation, 'id' | 'title' | 'can'> }) {
  const [opened, setOpened] = useState(false);
  if (!investigation.can.share) return null;
  return (
    <>
      {/* Whole at any width: the header's title gives way instead (as the alerts toggle does). */}
      <Button variant="subtle" color="gray" size="compact-sm" style={{ flexShrink: 0 }} onClick={() => setOpened(true)}>
        {membersLabel.share}
      </Button>
      <MembersDialog opened={opened} investigation={investigation} onClose={() => setOpened(false)} />
    </>
  );
}
