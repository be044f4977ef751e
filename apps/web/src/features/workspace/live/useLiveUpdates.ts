import type { InvestigationState } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { teamKey } from '../screening/screeningQueryKeys';
import { LiveConnection, liveSocketUrl, type SocketLike } from './liveConnection';

interface Received {
  state: InvestigationState;
  /** The results that were loaded when it arrived. */
  after: readonly number[] | undefined;
}

/**
 * The investigation's live state over the socket (doc 2 §4). The connection opens once the results have loaded,
 * registers again after every later load (a new `loadedIds` list: the new baseline, so a state from before it no
 * longer counts as different enough), and unregisters when the workspace is left. A teammate's Screen-tab decision
 * (ScreeningProgress) makes the team's progress and conflicts stale.
 */
export function useLiveUpdates(
  investigationId: number,
  loadedIds: readonly number[] | undefined,
): InvestigationState | null {
  const [received, setReceived] = useState<Received | null>(null);
  const connection = useRef<LiveConnection | null>(null);
  const currentIds = useRef(loadedIds);
  const loaded = loadedIds !== undefined;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!loaded || typeof WebSocket === 'undefined') return;
    // The browser's WebSocket has the handlers the connection sets (with an event argument it does not read).
    const open = () => new WebSocket(liveSocketUrl(window.location)) as unknown as SocketLike;
    const live = new LiveConnection(
      investigationId,
      (state) => setReceived({ state, after: currentIds.current }),
      open,
      () => void queryClient.invalidateQueries({ queryKey: teamKey(investigationId) }),
    );
    connection.current = live;
    live.start();
    return () => {
      live.stop();
      connection.current = null;
    };
  }, [investigationId, loaded, queryClient]);

  useEffect(() => {
    currentIds.current = loadedIds;
    connection.current?.register();
  }, [loadedIds]);

  if (!received) return null;
  const current = received.after === loadedIds;
  return current ? received.state : { ...received.state, differentEnough: false };
}
