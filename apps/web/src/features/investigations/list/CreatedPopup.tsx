import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppDialog } from '../../../components/dialog';
import { isJustCreated } from '../createdState';
import { listLabel } from '../investigationLabels';

/** The popup after creating (doc 1 §2): shown once when the list is reached with the "just created" state. */
export function CreatedPopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(() => isJustCreated(location.state));

  // Forget the state in the history entry right away: a reload or a return to this entry shows no popup.
  useEffect(() => {
    if (!isJustCreated(location.state)) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [location, navigate]);

  const close = () => setOpened(false);
  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={listLabel.createdTitle}
      primaryAction={{ label: listLabel.gotIt, onClick: close }}
    >
      <Text>{listLabel.createdMessage}</Text>
    </AppDialog>
  );
}
