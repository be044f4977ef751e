import { Badge, UnstyledButton } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import type { MouseEvent } from 'react';
import { summaryLabel } from './harvest-summary/harvestSummaryText';
import { WarningIcon } from './icons';
import { statusBadge } from './statusBadge';

interface StatusBadgeProps {
  investigation: Pick<
    Investigation,
    'investigationType' | 'investigationSubType' | 'status' | 'lastUserInteractionTime' | 'statusReason'
  >;
  /** Given, a badge with something to read (Ready with problems, Failed) is a button opening the harvest summary. */
  onOpenSummary?: () => void;
}

/** Never cut to 'Rea…': the badge keeps its text's width in a narrow table cell or a crowded row. */
const unclipped = { textTransform: 'none', flexShrink: 0, minWidth: 'max-content' } as const;

/** The status badge (Pending..., Processing..., Ready, Failed), following the rule of `statusBadge`. */
export function StatusBadge({ investigation, onOpenSummary }: StatusBadgeProps) {
  const badge = statusBadge(investigation);
  if (!badge) return null;
  const shown = (
    <Badge
      color={badge.color}
      variant={badge.problems ? 'light' : 'dot'}
      size="sm"
      style={unclipped}
      leftSection={badge.problems ? <WarningIcon /> : undefined}
    >
      {badge.label}
    </Badge>
  );
  if (!onOpenSummary || !(badge.problems || investigation.status === 'FAILED')) return shown;
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    onOpenSummary();
  };
  return (
    <UnstyledButton
      onClick={open}
      aria-label={badge.problems ? summaryLabel.readyWithProblems : summaryLabel.failedOpenSummary}
    >
      {shown}
    </UnstyledButton>
  );
}
