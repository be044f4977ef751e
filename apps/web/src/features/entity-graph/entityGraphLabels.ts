import type { EntityGraphType } from '@quarry/contract';

export const entityGraphText = {
  settings: 'Graph Settings',
  heading: (count: number | undefined) => (count === undefined ? 'Entities' : `Entities (${count})`),
  loading: 'Loading Entities Graph...',
  empty: 'No entities to show for the current filters.',
  canvas: (count: number, links: number) => `Entity co-occurrence graph of ${count} entities and ${links} links`,
  highlight: 'Highlight entities',
  layers: 'Layers',
  shown: (shown: number, total: number) => `${shown} of ${total} nodes`,
  contextMenu: 'Entity graph commands',
  remove: 'Remove',
  merge: 'Merge',
  addTerm: 'Add as Tracked Term',
  shortestPath: 'Find Shortest Path',
  searchWeb: 'Search the Web',
  copy: 'Copy',
  createInsight: 'Create Insight from the Graph',
  addFilter: 'Add as Filter',
  /** Word for word as doc 3 §8 catalogues it, the slash included. */
  removeTitle: 'Remove Selected Entity/Entities',
  removeMessage: (n: number) => `You are about to remove ${n} entity/entities from the graph. Are you sure?`,
  copied: 'Copied.',
  mergeTitle: 'Merge Entities',
  mergeMessage: (terms: string[]) =>
    `You are about to merge ${terms.length} entities: ${terms.join(', ')} Are you sure? This operation cannot be undone.`,
  notRemovable: 'A tracked term: remove it from the search terms instead.',
};

export const layerNames: Record<EntityGraphType, string> = {
  PERSON: 'People',
  ORGANIZATION: 'Organizations',
  LOCATION: 'Locations',
  CONCEPT: 'Concepts',
  TERM: 'Terms',
};

/** The kind each removable node type is removed as (doc 2 §7 entities/remove; concepts are the TERM kind there). */
export const removalKind = {
  PERSON: 'PERSON',
  ORGANIZATION: 'ORGANIZATION',
  LOCATION: 'LOCATION',
  CONCEPT: 'TERM',
} as const;
