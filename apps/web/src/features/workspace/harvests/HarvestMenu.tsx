import { Badge, Button, Loader, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useInvestigation } from '../../investigations';
import { HarvestIcon } from '../../../components/icons';
import { useWorkspace } from '../state/workspaceContext';
import { HarvestDialog } from './HarvestDialog';
import { harvestText, harvestTitle } from './harvestLabels';
import type { HarvestKind } from './harvestRequests';
import { HarvestProgressProvider, useHarvestStarted, useSharedHarvestProgress } from './harvestProgressContext';
import type { HarvestProgress } from './useHarvestProgress';

/** Asks the page's investigation again (a new observer of its query refetches it), so its header catches up. */
function RefetchInvestigation({ id }: { id: number }) {
  useInvestigation(id);
  return null;
}

// Doc 2 §6 names the enrichment harvest for Person investigations; §7 gives Topic investigations the same call.
const menuItems: HarvestKind[] = ['oneTime', 'byDois', 'enrichment'];

/**
 * The documents heading's harvest controls (doc 2 §2, §4 "Harvests", §6): a 'Harvesting…' badge while a harvest
 * runs, and the named Harvest menu (icon and text) with its dialogs — only in the user's own investigation. New documents light the
 * refresh button (the live controls); refreshing shows them. The progress is the documents pane's (shared with the
 * selection's harvest) when there is one.
 */
export function HarvestMenu() {
  const shared = useSharedHarvestProgress();
  if (shared) return <HarvestControls progress={shared} />;
  return (
    <HarvestProgressProvider>
      <HarvestMenu />
    </HarvestProgressProvider>
  );
}

function HarvestControls({ progress }: { progress: HarvestProgress }) {
  const { investigation } = useWorkspace();
  const [dialog, setDialog] = useState<HarvestKind | null>(null);
  const harvestStarted = useHarvestStarted();
  const mine = investigation.can.work;

  const started = () => {
    setDialog(null);
    harvestStarted();
  };

  return (
    <>
      {progress.running && (
        <Badge
          variant="light"
          size="sm"
          leftSection={<Loader size={10} />}
          style={{ textTransform: 'none', flexShrink: 0 }}
          data-testid="harvest-progress"
          role="status"
        >
          {harvestText.harvesting}
        </Badge>
      )}
      {progress.stale && <RefetchInvestigation key={progress.stale.at} id={investigation.id} />}
      <Menu position="bottom-end" withinPortal disabled={!mine}>
        <Menu.Target>
          <Tooltip label={mine ? harvestText.menuDoes : harvestText.notYours} multiline w={260}>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<HarvestIcon size={16} />}
              aria-description={mine ? harvestText.menuDoes : harvestText.notYours}
              disabled={!mine}
            >
              {harvestText.menu}
            </Button>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {menuItems.map((kind) => (
            <Menu.Item key={kind} onClick={() => setDialog(kind)}>
              {harvestTitle[kind]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {dialog && <HarvestDialog kind={dialog} onClose={() => setDialog(null)} onStarted={started} />}
    </>
  );
}
