import { Badge } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { statusBadge } from './statusBadge';

/** The status badge (Pending..., Processing..., Ready, Failed), following the rule of `statusBadge`. */
export function StatusBadge({
  investigation,
}: {
  investigation: Pick<Investigation, 'investigationType' | 'investigationSubType' | 'status' | 'lastUserInteractionTime'>;
}) {
  const badge = statusBadge(investigation);
  if (!badge) return null;
  return (
    <Badge color={badge.color} variant="dot" size="sm" style={{ textTransform: 'none' }}>
      {badge.label}
    </Badge>
  );
}
