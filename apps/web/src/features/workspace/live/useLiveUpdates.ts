import type { InvestigationState } from '@quarry/contract';
import { useEffect, useRef, useState } from 'react';
import { LiveConnection, liveSocketUrl, type SocketLike } from './liveConnection';

interface Received {
  state: InvestigationState;
  /** The results that were loaded when it arrived. */
  after: readonly number[] | undefined;
}

/**
 * The investigation's live state over the socket (doc 2 §4). The connection opens once the results have loaded,
 * registers again after every later load (a new `loadedIds` list: the new baseline, so a state from before it no
 * longer counts as different enough), and unregisters when the workspace is left.
 */
export function useLiveUpdates(
  investigationId: number,
  loadedIds: readonly number[] | undefined,
): InvestigationState | null {
  const [received, setReceived] = useState<Received | null>(null);
  const connection = useRef<LiveConnection | null>(null);
  const currentIds = useRef(loadedIds);
  const loaded = loadedIds !== undefined;

  useEffect(() => {
    if (!loaded || typeof WebSocket === 'undefined') return;
    // The browser's WebSocket has the handlers the connection sets (with an event argument it does not read).
    const open = () => new WebSocket(liveSocketUrl(window.location)) as unknown as SocketLike;
    const live = new LiveConnection(
      investigationId,
      (state) => setReceived({ state, after: currentIds.current }),
      open,
    );
    connection.current = live;
    live.start();
    return () => {
      live.stop();
      connection.current = null;
    };
  }, [investigationId, loaded]);

  useEffect(() => {
    currentIds.current = loadedIds;
    connection.current?.register();
  }, [loadedIds]);

  if (!received) return null;
  const current = received.after === loadedIds;
  return current ? received.state : { ...received.state, differentEnough: false };
}
