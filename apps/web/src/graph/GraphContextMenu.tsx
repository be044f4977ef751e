import { Menu } from '@mantine/core';
import { useState } from 'react';

export interface GraphCommand {
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** Shown only when true (a command some users or selections do not have at all). */
  hidden?: boolean;
  color?: string;
}

interface GraphContextMenuProps {
  /** Where the right click was, within the graph's box; null: closed. */
  at: { x: number; y: number } | null;
  commands: readonly GraphCommand[];
  onClose(): void;
  label: string;
}

/** The right-click menu of a graph, opened where the click was; its commands depend on the selection. */
export function GraphContextMenu({ at, commands, onClose, label }: GraphContextMenuProps) {
  const shown = commands.filter((command) => !command.hidden);
  // The menu stays where it opened while it fades out.
  const [place, setPlace] = useState(at);
  if (at && (at.x !== place?.x || at.y !== place?.y)) setPlace(at);
  return (
    <Menu
      opened={at !== null && shown.length > 0}
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        {/* Only an anchor: it lets clicks through, or a second right click on the same spot would not reach the graph. */}
        <div
          aria-hidden
          style={{
            position: 'absolute',
            left: place?.x ?? 0,
            top: place?.y ?? 0,
            width: 1,
            height: 1,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {shown.map((command) => (
          <Menu.Item
            key={command.label}
            disabled={command.disabled}
            color={command.color}
            onClick={() => {
              onClose();
              command.onClick();
            }}
          >
            {command.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
