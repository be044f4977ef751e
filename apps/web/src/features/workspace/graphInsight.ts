import { useCallback, useRef } from 'react';
import { graphInsightTitle } from '../../graph/graphSnapshot';
import { useOpenInsight } from './insightOpener';

/**
 * A graph's Add Insight (doc 3 §4): a picture of the canvas as it is, titled after the selected nodes (one: its
 * name; two: "a & b"; otherwise the graph's fallback). `register` goes to the graph's snapshot controller; `add` is
 * null where insights cannot be added.
 */
export function useGraphInsight(tab: 'author-graph' | 'entity-graph', fallback: string) {
  const openInsight = useOpenInsight();
  const picture = useRef<(() => Promise<Blob>) | null>(null);
  const register = useCallback((take: (() => Promise<Blob>) | null) => {
    picture.current = take;
  }, []);
  const add = openInsight
    ? async (names: readonly string[]) => {
        const image = await picture.current?.().catch(() => undefined);
        const title = graphInsightTitle(names, fallback);
        openInsight({
          type: 'Graph',
          title,
          observationTitle: title,
          referencedObject: tab,
          referencedEntity: names.length ? names.join(', ') : null,
          image,
        });
      }
    : null;
  return { register, add };
}
