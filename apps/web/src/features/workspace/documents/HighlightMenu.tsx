import { ActionIcon, Menu } from '@mantine/core';
import type { Highlight, HighlightKind } from '../state/filterSpec';
import { HighlightIcon } from '../../../components/icons';
import { highlightModeLabel, toolbarText } from '../workspaceLabels';
import { toolbarAria, ToolbarTip } from './ToolbarTip';

interface HighlightMenuProps {
  highlight: Highlight;
  /** Mentioned entities can be highlighted only when the server detects them (GET /api/about). */
  entityDetection: boolean;
  onChange: (kind: HighlightKind, on: boolean) => void;
}

/**
 * The highlight menu of the documents heading (doc 2 §2): 'Highlight Search Terms' and, with entity detection,
 * 'Highlight Mentioned Entities', each ticked or not. The menu stays open while ticking.
 */
export function HighlightMenu({ highlight, entityDetection, onChange }: HighlightMenuProps) {
  const kinds: HighlightKind[] = entityDetection ? ['searchTerms', 'entities'] : ['searchTerms'];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ToolbarTip control={toolbarText.highlight}>
          <ActionIcon variant="subtle" {...toolbarAria(toolbarText.highlight)}>
            <HighlightIcon />
          </ActionIcon>
        </ToolbarTip>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => (
          <Menu.CheckboxItem key={kind} checked={highlight[kind]} onChange={(on) => onChange(kind, on)}>
            {highlightModeLabel[kind]}
          </Menu.CheckboxItem>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
