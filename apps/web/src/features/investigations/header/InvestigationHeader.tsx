import { Group } from '@mantine/core';
import { HarvestSummaryButton } from '../harvest-summary';
import { ShareButton } from '../members/ShareButton';
import { TypeBadge } from '../TypeBadge';
import { AlertsToggle } from './AlertsToggle';
import { EditableTitle } from './EditableTitle';
import { useInvestigation } from './useInvestigation';

/**
 * Inside an investigation, the application header shows its type badge, its title (doc 1 §2: editable, except on
 * the profile and disambiguate pages), the way to its harvest summary, the alerts toggle and Share… (its owner).
 */
export function InvestigationHeader({ id, titleEditable = true }: { id: number; titleEditable?: boolean }) {
  const { investigation } = useInvestigation(id);
  if (!investigation) return null;
  return (
    <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
      <TypeBadge kind={investigation.investigationSubType} size="md" />
      <EditableTitle key={investigation.id} investigation={investigation} editable={titleEditable} />
      <HarvestSummaryButton investigation={investigation} />
      <AlertsToggle investigation={investigation} />
      <ShareButton investigation={investigation} />
    </Group>
  );
}
