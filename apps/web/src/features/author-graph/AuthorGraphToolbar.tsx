import { ActionIcon, Menu, NativeSelect, Tooltip } from '@mantine/core';
import { exportGraph } from '../../graph/exportGraph';
import { FullScreenButton } from '../../graph/FullScreenButton';
import { SnowflakeIcon } from '../../graph/graphIcons';
import { GraphMoreMenu, GraphToolbar, LayoutSelect, RefreshButton } from '../../graph/GraphToolbar';
import { HighlightSearch } from '../../graph/HighlightSearch';
import type { useHighlight } from '../../graph/useHighlight';
import { AddInsightButton, useFilterSpec, useWorkspace } from '../workspace';
import {
  authorColorOptions,
  authorSizeOptions,
  type AuthorColorBy,
  type AuthorGraphSettings,
  type AuthorSizeBy,
} from './authorGraphModel';
import { authorGraphText, colorLabels, sizeLabels } from './authorGraphLabels';

interface ToolbarProps {
  /** Nodes shown; undefined while the graph loads (the heading shows no count then). */
  count: number | undefined;
  settings: AuthorGraphSettings;
  onSettings(change: Partial<AuthorGraphSettings>): void;
  /** The author the similarity options are to; null: they are not offered. */
  similarTo: string | null;
  highlight: ReturnType<typeof useHighlight>;
  refreshLit: boolean;
  onRefresh(): void;
  fullScreen: boolean;
  onFullScreen(): void;
  /** Adds an insight of the graph as it is (null: insights cannot be added here). */
  onAddInsight: (() => void) | null;
  onGraphSettings(): void;
}

/** The author graph's heading and controls (doc 3 §2). */
export function AuthorGraphToolbar(props: ToolbarProps) {
  const { settings, onSettings, similarTo, highlight } = props;
  const { user, investigation, apiType } = useWorkspace();
  const spec = useFilterSpec();
  const sizes = authorSizeOptions.filter((option) => option !== 'similarity' || similarTo !== null);
  const colors = authorColorOptions.filter((option) => option !== 'similarity' || similarTo !== null);
  return (
    <GraphToolbar heading={authorGraphText.heading(props.count)}>
      <HighlightSearch label={authorGraphText.highlight} highlight={highlight} />
      <LayoutSelect value={settings.layout} onChange={(layout) => onSettings({ layout })} />
      <NativeSelect
        size="xs"
        aria-label={authorGraphText.sizeBy}
        title={similarTo ? authorGraphText.similarTo(similarTo) : undefined}
        value={sizes.includes(settings.sizeBy) ? settings.sizeBy : 'score'}
        onChange={(event) => onSettings({ sizeBy: event.currentTarget.value as AuthorSizeBy })}
        data={sizes.map((value) => ({ value, label: `${authorGraphText.sizeBy}: ${sizeLabels[value]}` }))}
      />
      <NativeSelect
        size="xs"
        aria-label={authorGraphText.colorBy}
        value={colors.includes(settings.colorBy) ? settings.colorBy : 'recentAffiliationCode'}
        onChange={(event) => onSettings({ colorBy: event.currentTarget.value as AuthorColorBy })}
        data={colors.map((value) => ({ value, label: `${authorGraphText.colorBy}: ${colorLabels[value]}` }))}
      />
      <Tooltip label={authorGraphText.snowflakes}>
        <ActionIcon
          variant={settings.showSnowflakes ? 'light' : 'subtle'}
          aria-label={authorGraphText.snowflakes}
          aria-pressed={settings.showSnowflakes}
          onClick={() => onSettings({ showSnowflakes: !settings.showSnowflakes })}
        >
          <SnowflakeIcon />
        </ActionIcon>
      </Tooltip>
      <RefreshButton lit={props.refreshLit} onClick={props.onRefresh} />
      {props.onAddInsight && <AddInsightButton onClick={props.onAddInsight} />}
      <FullScreenButton full={props.fullScreen} onToggle={props.onFullScreen} />
      <GraphMoreMenu onExport={() => void exportGraph(investigation, apiType, 'co-authors', spec)}>
        {user?.omnipotent && <Menu.Item onClick={props.onGraphSettings}>{authorGraphText.settings}</Menu.Item>}
      </GraphMoreMenu>
    </GraphToolbar>
  );
}
