import { ActionIcon, Box, Group, Tabs, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { InHeader } from '../../../components/layout';
import { AddInsightButton } from '../AddInsightButton';
import { SidebarIcon } from '../../../components/icons';
import { useOpenInsight } from '../insightOpener';
import { useWorkspace } from '../state/workspaceContext';
import { useWorkspaceTab, type WorkspaceTab } from '../tabs/workspaceTabs';
import { workspaceText } from '../workspaceLabels';
import { SettingsMenu } from './SettingsMenu';

interface WorkspaceLayoutProps {
  /**
   * The left pane (the search definition; a person profile's summary); without it there is no left pane nor its
   * toggle (Person investigations).
   */
  left?: ReactNode;
  middle: ReactNode;
  right: ReactNode;
  /** Shown at the end of the tabs row (the investigation's status). */
  tabsExtra?: ReactNode;
}

const border = '1px solid var(--mantine-color-gray-3)';

/**
 * The three panes of the investigation page (doc 2 §2): the left pane toggles between 0 and 25 vw, the right one
 * is 25 vw, the middle takes the rest below the tabs row. Only the tabs that work are shown. The add-insight button
 * and the settings menu go to the application header (doc 1 §2).
 */
export function WorkspaceLayout({ left, middle, right, tabsExtra }: WorkspaceLayoutProps) {
  const { tab, tabs, open, profile } = useWorkspaceTab();
  // Doc 3 §2: a person profile shows its summary on the left of the documents from the start.
  const [toggled, setLeftOpen] = useState(profile);
  const { user } = useWorkspace();
  const openInsight = useOpenInsight();
  const leftOpen = toggled && left !== undefined;
  // Doc 3 §2: the right pane is hidden in the report editor; the profile overview is the middle pane alone.
  const rightShown = tab !== 'report-editor' && tab !== 'overview';
  const tabLabel = (name: WorkspaceTab) =>
    name === 'report-editor' && user?.facultyWorks
      ? workspaceText.facultyReportTab
      : (profile ? workspaceText.profileTabs : workspaceText.tabs)[name];
  const leftWidth = leftOpen ? '25vw' : 0;
  return (
    <Box display="flex" h="calc(100dvh - 60px)" style={{ overflow: 'hidden' }} data-testid="workspace">
      <InHeader>
        {openInsight && !profile && (
          <AddInsightButton onClick={() => openInsight({ type: 'Investigation', title: '' })} />
        )}
        {!profile && <SettingsMenu />}
      </InHeader>
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
          <Tabs
            value={tab}
            onChange={(next) => next && next !== tab && open(next as WorkspaceTab)}
            style={{ flex: 1, '--tab-border-color': 'transparent' }}
          >
            <Tabs.List>
              {tabs.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {tabLabel(name)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {tabsExtra}
        </Group>
        <Box style={{ flex: 1, minHeight: 0 }}>{middle}</Box>
      </Box>
      <Box
        w="25vw"
        display={rightShown ? undefined : 'none'}
        style={{ flexShrink: 0, overflowY: 'auto', borderLeft: border }}
        data-testid="workspace-right-pane"
      >
        {right}
      </Box>
    </Box>
  );
}
