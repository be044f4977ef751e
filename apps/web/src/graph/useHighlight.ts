import type Graph from 'graphology';
import { useCallback, useMemo, useState } from 'react';
import { PING } from './graphConstants';
import { highlightMatches, stepMatch } from './graphState';
import type { Ring } from './NodeRings';

/**
 * A graph's highlight filter (doc 3 §2, §4): the text, the matches, the one stepped to (null: all), and what to
 * draw — pings on the matches shown (10 times after typing, 3 after a step) or halos for a "!" list — and where the
 * camera goes. `round` changes on every action, so the ping replays and the camera moves.
 */
export function useHighlight(graph: Graph | undefined) {
  const [text, setText] = useState('');
  const [current, setCurrent] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const [repeat, setRepeat] = useState<number>(PING.repeatOnFilter);
  const matches = useMemo(() => (graph ? highlightMatches(graph, text) : { nodes: [], halos: false }), [graph, text]);
  const total = matches.nodes.length;
  const change = useCallback((value: string) => {
    setText(value);
    setCurrent(null);
    setRepeat(PING.repeatOnFilter);
    setRound((r) => r + 1);
  }, []);
  const step = useCallback(
    (direction: 1 | -1) => {
      setCurrent((at) => stepMatch(at, total, direction));
      setRepeat(PING.repeatOnStep);
      setRound((r) => r + 1);
    },
    [total],
  );
  const clear = useCallback(() => change(''), [change]);
  const shown = useMemo(
    () => (current === null ? matches.nodes : matches.nodes.slice(current, current + 1)),
    [matches, current],
  );
  const rings = useMemo<Ring[]>(
    () => shown.map((node) => ({ node, kind: matches.halos ? 'halo' : 'ping' })),
    [shown, matches.halos],
  );
  return { text, change, step, clear, total, current, rings, cameraNodes: shown, round, repeat };
}
