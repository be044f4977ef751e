import { ActionIcon, CopyButton, Menu } from '@mantine/core';
import { useEffect, useState } from 'react';
import { imageText, reMergeText } from '@quarry/contract';
import { ExportIcon, HarvestIcon } from '../../../components/icons';
import { googleSearches } from './googleSearches';
import { personText } from './personLabels';

export interface AuthorMenuProps {
  name: string;
  firstAffiliation: string | undefined;
  onEdit?: () => void;
  onUndoMerge?: () => void;
  onReMerge?: () => void;
  onAddToActiveAuthors?: () => void;
  onLaunch?: () => void;
  onEnrich?: () => void;
  onExport?: () => void;
  onAddInsight?: () => void;
  onUploadImage?: () => void;
  onClearImage?: () => void;
  /** Opens by itself this long after it is shown (a profile under review, doc 3 §2). */
  autoOpenAfterMs?: number;
}

/** A menu's open state that turns true by itself `afterMs` after it is shown (never when undefined). */
function useAutoOpen(afterMs: number | undefined) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (afterMs === undefined) return;
    const timer = window.setTimeout(() => setOpened(true), afterMs);
    return () => window.clearTimeout(timer);
  }, [afterMs]);
  return [opened, setOpened] as const;
}

/** The author summary's menu (doc 2 §2): each action offered when its handler is given, then the web searches. */
export function AuthorMenu(props: AuthorMenuProps) {
  const {
    name,
    firstAffiliation,
    onEdit,
    onUndoMerge,
    onReMerge,
    onAddToActiveAuthors,
    onLaunch,
    onEnrich,
    onExport,
    onAddInsight,
    onUploadImage,
    onClearImage,
    autoOpenAfterMs,
  } = props;
  const [opened, setOpened] = useAutoOpen(autoOpenAfterMs);
  const searches = googleSearches(name, firstAffiliation);
  const link = (href: string | undefined, label: string) =>
    href && (
      <Menu.Item component="a" href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </Menu.Item>
    );
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={personText.actions}>
          <span aria-hidden>⋮</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onLaunch && <Menu.Item onClick={onLaunch}>{personText.launchWebInvestigation}</Menu.Item>}
        {onEnrich && (
          <Menu.Item leftSection={<HarvestIcon size={14} />} onClick={onEnrich}>
            {personText.enrich}
          </Menu.Item>
        )}
        {onExport && (
          <Menu.Item leftSection={<ExportIcon size={14} />} onClick={onExport}>
            {personText.exportToExcel}
          </Menu.Item>
        )}
        {onAddInsight && <Menu.Item onClick={onAddInsight}>{personText.addInsightToReport}</Menu.Item>}
        {onEdit && <Menu.Item onClick={onEdit}>{personText.editAuthorDetails}</Menu.Item>}
        {onUploadImage && <Menu.Item onClick={onUploadImage}>{personText.uploadImage}</Menu.Item>}
        {onClearImage && <Menu.Item onClick={onClearImage}>{imageText.clear}</Menu.Item>}
        {onUndoMerge && <Menu.Item onClick={onUndoMerge}>{personText.undoManualMerge}</Menu.Item>}
        {onReMerge && <Menu.Item onClick={onReMerge}>{reMergeText.menuItem}</Menu.Item>}
        {onAddToActiveAuthors && <Menu.Item onClick={onAddToActiveAuthors}>{personText.addToActiveAuthors}</Menu.Item>}
        <CopyButton value={name}>
          {({ copy }) => <Menu.Item onClick={copy}>{personText.copyAuthorName}</Menu.Item>}
        </CopyButton>
        <Menu.Label>{personText.googleAuthor}</Menu.Label>
        {link(searches.name, personText.googleSearches.name)}
        {link(searches.affiliation, personText.googleSearches.affiliation)}
        {link(searches.linkedin, personText.googleSearches.linkedin)}
        {link(searches.scholar, personText.googleSearches.scholar)}
      </Menu.Dropdown>
    </Menu>
  );
}
