import { statusLabel, type Investigation, type InvestigationStatus } from '@quarry/contract';
import { hasHarvestProblems } from './harvest-summary/harvestSummaryText';

export const statusColor: Record<InvestigationStatus, string> = {
  PENDING: 'gray',
  PROCESSING: 'blue',
  READY: 'green',
  FAILED: 'red',
};

type BadgeInvestigation = Pick<
  Investigation,
  'investigationType' | 'investigationSubType' | 'status' | 'lastUserInteractionTime' | 'statusReason'
>;

/**
 * Whose Ready badge shows only until the user first opens them (doc 1 §2, status cell): Person investigations — the
 * whole family, Academic Research Group and the faculty kinds included — and the University kind.
 */
const readyOnlyUntilVisited = (investigation: BadgeInvestigation): boolean =>
  investigation.investigationType === 'Person' || investigation.investigationSubType === 'University';

/**
 * The status badge of a row, or null when none shows: Person and University investigations show a clean Ready only
 * while the user has never interacted with them; every other status, and every status of other kinds, always shows.
 */
export function statusBadge(
  investigation: BadgeInvestigation,
): { label: string; color: string; problems: boolean } | null {
  const { status, lastUserInteractionTime } = investigation;
  // Ready after a harvest with failed or skipped steps looks different from a clean Ready (its reason names them).
  const problems = hasHarvestProblems(investigation);
  if (status === 'READY' && !problems && readyOnlyUntilVisited(investigation) && lastUserInteractionTime !== null) {
    return null;
  }
  return { label: statusLabel[status], color: problems ? 'orange' : statusColor[status], problems };
}
