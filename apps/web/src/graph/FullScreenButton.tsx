import { ActionIcon, Tooltip } from '@mantine/core';
import { FullScreenIcon } from './graphIcons';

export const fullScreenText = { enter: 'Full screen', exit: 'Exit full screen' };

/** The full-screen toggle of a graph pane. */
export function FullScreenButton({ full, onToggle }: { full: boolean; onToggle(): void }) {
  const label = full ? fullScreenText.exit : fullScreenText.enter;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onToggle}>
        <FullScreenIcon exit={full} />
      </ActionIcon>
    </Tooltip>
  );
}
