import { investigationsApi, type Investigation, type InvestigationStatus } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../../../api';
import { useWorkspace } from '../state/workspaceContext';

/** How often the investigation is asked for its status while a harvest the user started is being watched. */
export const HARVEST_POLL_MS = 2000;
/**
 * A harvest never seen running this long after the server accepted it is taken as done (it ran and ended between
 * two polls, or another worker has not claimed it yet: the investigation's own polling shows it then).
 */
export const HARVEST_START_GRACE_MS = 15_000;

const isRunning = (status: InvestigationStatus) => status === 'PENDING' || status === 'PROCESSING';

interface Watch {
  /** When the server accepted the harvest (the watch's identity too). */
  since: number;
  /** The document count then: a different count means the harvest has run. */
  total: number;
  seenRunning: boolean;
}

/** The next state of a watch after a poll answered `polled` at `now` (null: the harvest is over). */
export function nextWatch(watch: Watch | null, polled: Pick<Investigation, 'status' | 'totalDocuments'>, now: number) {
  if (!watch) return null;
  const running = isRunning(polled.status);
  const seenRunning = watch.seenRunning || running || polled.totalDocuments !== watch.total;
  if (running) return seenRunning === watch.seenRunning ? watch : { ...watch, seenRunning };
  return seenRunning || now - watch.since > HARVEST_START_GRACE_MS ? null : watch;
}

export interface HarvestProgress {
  /** A harvest runs: the investigation is Pending or Processing, or one the user just started has not ended. */
  running: boolean;
  /** Starts watching a harvest the server has just accepted. */
  watch: () => void;
  /** The status the last poll saw, when it differs from the investigation the workspace shows (stale there). */
  stale: { at: number } | null;
}

/**
 * The progress of harvests (doc 2 §4): the investigation's status goes PROCESSING → READY while its job runs. The
 * workspace's investigation is polled by the page only while it is Pending or Processing, so after the user starts
 * a harvest the investigation is polled here until the harvest is seen to end.
 */
export function useHarvestProgress(): HarvestProgress {
  const { investigation, apiType } = useWorkspace();
  const [watching, setWatching] = useState<Watch | null>(null);
  const [latest, setLatest] = useState<{ at: number; status: InvestigationStatus; total: number } | null>(null);
  const { id, status, totalDocuments } = investigation;

  useQuery({
    queryKey: ['workspace', id, 'harvest-progress', watching?.since ?? null],
    enabled: watching !== null,
    queryFn: async ({ signal }) => {
      // Silent: a failed poll is only a missed look (the next one comes), never an error dialog.
      const polled = await callApi(investigationsApi.get, { params: { type: apiType, id }, signal, silent: true });
      const now = Date.now();
      setLatest({ at: now, status: polled.status, total: polled.totalDocuments });
      setWatching((current) => nextWatch(current, polled, now));
      return polled;
    },
    refetchInterval: HARVEST_POLL_MS,
    gcTime: 0,
  });

  const watch = useCallback(
    () => setWatching({ since: Date.now(), total: totalDocuments, seenRunning: false }),
    [totalDocuments],
  );
  const stale = latest && (latest.status !== status || latest.total !== totalDocuments) ? { at: latest.at } : null;
  return { running: isRunning(status) || watching !== null, watch, stale };
}
