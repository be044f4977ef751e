import { ActionIcon, Box, Group, Tabs, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { SidebarIcon } from '../icons';
import { useWorkspaceTab, type WorkspaceTab } from '../tabs/workspaceTabs';
import { workspaceText } from '../workspaceLabels';

interface WorkspaceLayoutProps {
  /** The search definition (left pane); without it there is no left pane nor its toggle (Person investigations). */
  left?: ReactNode;
  middle: ReactNode;
  right: ReactNode;
  /** Shown at the end of the tabs row (the investigation's status). */
  tabsExtra?: ReactNode;
}

const border = '1px solid var(--mantine-color-gray-3)';

/**
 * The three panes of the investigation page (doc 2 §2): the left pane toggles between 0 and 25 vw, the right one
 * is 25 vw, the middle takes the rest below the tabs row. Only the tabs that work are shown.
 */
export function WorkspaceLayout({ left, middle, right, tabsExtra }: WorkspaceLayoutProps) {
  const [toggled, setLeftOpen] = useState(false);
  const { tab, tabs, open, profile } = useWorkspaceTab();
  const leftOpen = toggled && left !== undefined;
  const leftWidth = leftOpen ? '25vw' : 0;
  return (
    <Box display="flex" h="calc(100dvh - 60px)" style={{ overflow: 'hidden' }} data-testid="workspace">
      <Box
        w={leftWidth}
        style={{
          flexShrink: 0,
          overflowY: 'auto',
          borderRight: leftOpen ? border : undefined,
          transition: 'width 150ms',
        }}
        data-testid="workspace-left-pane"
        aria-hidden={!leftOpen}
      >
        {leftOpen && left}
      </Box>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Group gap="sm" px="sm" wrap="nowrap" style={{ borderBottom: border }}>
          {left !== undefined && (
            <Tooltip label={workspaceText.toggleLeftPane}>
              <ActionIcon
                variant={leftOpen ? 'light' : 'subtle'}
                aria-label={workspaceText.toggleLeftPane}
                aria-pressed={leftOpen}
                onClick={() => setLeftOpen(!leftOpen)}
              >
                <SidebarIcon />
              </ActionIcon>
            </Tooltip>
          )}
          <Tabs value={tab} onChange={(next) => next && next !== tab && open(next as WorkspaceTab)} style={{ flex: 1, '--tab-border-color': 'transparent' }}>
            <Tabs.List>
              {tabs.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {(profile ? workspaceText.profileTabs : workspaceText.tabs)[name]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {tabsExtra}
        </Group>
        <Box style={{ flex: 1, minHeight: 0 }}>{middle}</Box>
      </Box>
      <Box w="25vw" style={{ flexShrink: 0, overflowY: 'auto', borderLeft: border }} data-testid="workspace-right-pane">
        {right}
      </Box>
    </Box>
  );
}
