import { HarvestDialog, useHarvestStarted } from '../harvests';
import { personText } from './personLabels';

/**
 * Enrich (doc 2 §2): the author enrichment harvest dialog, under this author's title and label, with their name
 * filled in (variants can be added, one per line). Once the server accepts it, the harvest is watched and announced.
 */
export function EnrichAuthorDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const harvestStarted = useHarvestStarted();
  const started = () => {
    onClose();
    harvestStarted();
  };
  return (
    <HarvestDialog
      kind="enrichment"
      title={personText.enrichTitle(name)}
      fieldLabel={personText.enrichField}
      initialText={name}
      onClose={onClose}
      onStarted={started}
    />
  );
}
