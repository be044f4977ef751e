import { useSigma } from '@react-sigma/core';
import { useEffect } from 'react';
import { linkLook, nodeLook, type GraphView } from './graphView';

/** Applies a GraphView (selection, path, hidden layers and nodes) through sigma's reducers. Renders nothing. */
export function ViewController({ view }: { view: GraphView }) {
  const sigma = useSigma();
  useEffect(() => {
    const graph = sigma.getGraph();
    const kindOf = (node: string) => graph.getNodeAttribute(node, 'kind') as string | undefined;
    sigma.setSetting('nodeReducer', (node, data) => ({ ...data, ...nodeLook(node, kindOf(node), view) }));
    sigma.setSetting('edgeReducer', (edge, data) => {
      const [source, target] = graph.extremities(edge);
      return { ...data, ...linkLook(edge, source, target, [kindOf(source), kindOf(target)], view) };
    });
  }, [sigma, view]);
  return null;
}
