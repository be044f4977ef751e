import type { GraphLayout } from './layouts';

/** The layouts' names in a graph's Layout select (doc 3 §2). */
export const layoutLabels: Record<GraphLayout, string> = {
  circular: 'Circular',
  organic: 'Organic',
  structural: 'Structural',
  lens: 'Lens',
};

export const graphToolbarText = {
  layout: 'Layout',
  more: 'More graph actions',
  refresh: 'Refresh',
  refreshReady: 'Refresh (the graph has changed)',
};
