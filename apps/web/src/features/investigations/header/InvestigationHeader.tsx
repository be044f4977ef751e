import { Group } from '@mantine/core';
import { HarvestSummaryButton } from '../harvest-summary';
import { TypeBadge } from '../TypeBadge';
import { AlertsToggle } from './AlertsToggle';
import { EditableTitle } from './EditableTitle';
import { useInvestigation } from './useInvestigation';

/** Inside an investigation, the application header shows its type badge, its editable title (doc 1 §2), the way to its harvest summary and the alerts toggle. */
export function InvestigationHeader({ id }: { id: number }) {
  const { investigation } = useInvestigation(id);
  if (!investigation) return null;
  return (
    <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
      <TypeBadge kind={investigation.investigationSubType} size="md" />
      <EditableTitle key={investigation.id} investigation={investigation} />
      <HarvestSummaryButton investigation={investigation} />
      <AlertsToggle investigation={investigation} />
    </Group>
  );
}
