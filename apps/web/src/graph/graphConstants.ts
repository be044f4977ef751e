/** The looks and motions of the graphs (doc 3 §9), in one place. */
export const SELECTION_COLOR = '#33b8ff';
export const PATH_COLOR = '#0055B3';
export const PATH_LINK_WIDTH = 25;
export const HALO_COLOR = 'rgb(158, 161, 255)';
export const PING = {
  color: 'red',
  radius: 120,
  width: 100,
  durationMs: 800,
  repeatOnFilter: 10,
  repeatOnStep: 3,
} as const;
export const ANIMATION_MS = 300;
export const ZOOM_MS = 500;
export const MIN_ZOOM = 0.001;
/** Neighbours a selection takes along: one hop; "select all connected": 1000 hops. */
export const NEIGHBOUR_HOPS = 1;
export const ALL_CONNECTED_HOPS = 1000;
/** What is pushed to the background (not selected, not on the path) looks like this. */
export const BACKGROUND_NODE_COLOR = '#e6e8eb';
export const BACKGROUND_LINK_COLOR = '#f0f1f3';
/** Enriched (being harvested) and harvested authors are grey (doc 3 §2). */
export const HARVESTED_COLOR = '#9aa0a6';
/** Colour by affinity: grey (205,205,205) to dark red (139,0,0). */
export const AFFINITY_FROM = [205, 205, 205] as const;
export const AFFINITY_TO = [139, 0, 0] as const;
/** The 10 region colours keyed 0 to 9 (contract graphRegionNames), and the colour of no region. */
export const REGION_COLORS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#7f7f7f',
] as const;
export const NO_REGION_COLOR = '#c8ccd2';
