import { statusLabel, type Investigation, type InvestigationStatus } from '@quarry/contract';

export const statusColor: Record<InvestigationStatus, string> = {
  PENDING: 'gray',
  PROCESSING: 'blue',
  READY: 'green',
  FAILED: 'red',
};

/** Types whose Ready badge shows only until the user first opens them (doc 1 §2, status cell). */
const readyOnlyUntilVisited: ReadonlySet<string> = new Set(['Person', 'University']);

/**
 * The status badge of a row, or null when none shows: Person and University investigations show Ready only while
 * the user has never interacted with them; every other status, and every status of other types, always shows.
 */
export function statusBadge(
  investigation: Pick<Investigation, 'investigationType' | 'status' | 'lastUserInteractionTime'>,
): { label: string; color: string } | null {
  const { investigationType, status, lastUserInteractionTime } = investigation;
  if (status === 'READY' && readyOnlyUntilVisited.has(investigationType) && lastUserInteractionTime !== null) {
    return null;
  }
  return { label: statusLabel[status], color: statusColor[status] };
}
