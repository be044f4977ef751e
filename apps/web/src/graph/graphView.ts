import type Graph from 'graphology';
import {
  BACKGROUND_LINK_COLOR,
  BACKGROUND_NODE_COLOR,
  NEIGHBOUR_HOPS,
  PATH_COLOR,
  PATH_LINK_WIDTH,
  SELECTION_COLOR,
} from './graphConstants';
import { linksOfPath, neighbourhood, pathBetween } from './graphState';

/** What the user did to a graph that changes how it looks (never its data): the one state the reducers read. */
export interface GraphView {
  /** The nodes the user picked. */
  picked: ReadonlySet<string>;
  /** Those and the neighbours they take along: everything else goes to the background. */
  selected: ReadonlySet<string>;
  /** A shortest path shown: its nodes and links are emphasised, the rest dimmed (until the selection changes). */
  path: { nodes: ReadonlySet<string>; links: ReadonlySet<string> } | null;
  /** Node types whose layer is hidden (entity graph). */
  hiddenTypes: ReadonlySet<string>;
  /** Nodes left out (the snowflakes toggle, entities removed and not yet gone). */
  hiddenNodes: ReadonlySet<string>;
}

export const emptyView = (): GraphView => ({
  picked: new Set(),
  selected: new Set(),
  path: null,
  hiddenTypes: new Set(),
  hiddenNodes: new Set(),
});

export interface NodeLook {
  color?: string;
  label?: string | null;
  hidden?: boolean;
  highlighted?: boolean;
  forceLabel?: boolean;
  zIndex?: number;
}

/** How a node shows in a view (sigma's nodeReducer answers its attributes overridden with this). */
export function nodeLook(node: string, type: string | undefined, view: GraphView): NodeLook {
  if (view.hiddenNodes.has(node) || (type !== undefined && view.hiddenTypes.has(type))) return { hidden: true };
  if (view.path) {
    return view.path.nodes.has(node)
      ? { highlighted: true, forceLabel: true, zIndex: 2 }
      : { color: BACKGROUND_NODE_COLOR, label: null, zIndex: 0 };
  }
  if (view.picked.has(node)) return { color: SELECTION_COLOR, highlighted: true, forceLabel: true, zIndex: 2 };
  if (view.selected.size > 0)
    return view.selected.has(node)
      ? { forceLabel: true, zIndex: 1 }
      : { color: BACKGROUND_NODE_COLOR, label: null, zIndex: 0 };
  return {};
}

export interface LinkLook {
  color?: string;
  size?: number;
  hidden?: boolean;
  zIndex?: number;
}

/** How a link shows: hidden with either end; on a path emphasised; outside a selection in the background. */
export function linkLook(
  link: string,
  source: string,
  target: string,
  types: [string | undefined, string | undefined],
  view: GraphView,
): LinkLook {
  if (nodeLook(source, types[0], view).hidden || nodeLook(target, types[1], view).hidden) return { hidden: true };
  if (view.path)
    return view.path.links.has(link)
      ? { color: PATH_COLOR, size: PATH_LINK_WIDTH, zIndex: 2 }
      : { color: BACKGROUND_LINK_COLOR, zIndex: 0 };
  if (view.selected.size > 0 && !(view.selected.has(source) && view.selected.has(target)))
    return { color: BACKGROUND_LINK_COLOR, zIndex: 0 };
  return {};
}

export type GraphViewAction =
  /** A node clicked: it alone is picked, or (adding) it joins or leaves the picked ones; its neighbours come along. */
  | { type: 'pick'; graph: Graph; node: string; adding: boolean }
  | { type: 'clear' }
  /** Select co-authors (1 hop) or everything connected (1000 hops) of the picked nodes. */
  | { type: 'grow'; graph: Graph; hops: number }
  /** Show the shortest path between the two picked nodes (nothing happens when none joins them). */
  | { type: 'path'; graph: Graph }
  | { type: 'hiddenTypes'; types: ReadonlySet<string> }
  | { type: 'hiddenNodes'; nodes: ReadonlySet<string> };

/** The view after an action (a pure function: the graph components only dispatch). A new selection drops the path. */
export function graphViewReducer(view: GraphView, action: GraphViewAction): GraphView {
  switch (action.type) {
    case 'pick': {
      const picked = new Set(action.adding ? view.picked : []);
      if (action.adding && picked.has(action.node)) picked.delete(action.node);
      else picked.add(action.node);
      return { ...view, picked, selected: neighbourhood(action.graph, picked, NEIGHBOUR_HOPS), path: null };
    }
    case 'clear':
      return { ...view, picked: new Set(), selected: new Set(), path: null };
    case 'grow': {
      const grown = neighbourhood(action.graph, view.picked, action.hops);
      return { ...view, picked: grown, selected: neighbourhood(action.graph, grown, NEIGHBOUR_HOPS), path: null };
    }
    case 'path': {
      const [from, to] = [...view.picked];
      const path = view.picked.size === 2 ? pathBetween(action.graph, from!, to!) : null;
      return path ? { ...view, path: { nodes: new Set(path), links: linksOfPath(action.graph, path) } } : view;
    }
    case 'hiddenTypes':
      return { ...view, hiddenTypes: action.types };
    case 'hiddenNodes':
      return { ...view, hiddenNodes: action.nodes };
  }
}
