import type { AuthorColorBy, AuthorSizeBy } from './authorGraphModel';

export const authorGraphText = {
  heading: (count: number | undefined) => (count === undefined ? 'Authors' : `Authors (${count})`),
  loading: 'Loading Author Graph...',
  empty: 'No authors to show for the current filters.',
  canvas: (count: number, links: number) => `Co-authorship graph of ${count} authors and ${links} links`,
  highlight: 'Highlight authors',
  sizeBy: 'Size by',
  colorBy: 'Colour by',
  snowflakes: 'Show authors of isolated articles',
  settings: 'Graph Settings',
  resetZoom: 'Show the whole graph',
  contextMenu: 'Author graph commands',
  merge: 'Merge Authors',
  mergeReport: 'Download Merge Report',
  shortestPath: 'Show Shortest Path',
  disambiguate: 'Disambiguate',
  similarity: 'Similarity',
  fullProfile: 'Full Profile',
  launch: 'Launch Investigation',
  undoMerge: 'Undo Manual Merge',
  selectCoAuthors: 'Select Co-Authors',
  selectConnected: 'Select All Connected Authors',
  mergeTitle: 'Merge Authors',
  mergeMessage: (names: string[]) =>
    `You are about to merge ${names.length} authors: ${names.join(', ')}. Note that merging cannot be undone from here. Are you sure?`,
  mergeConfirm: 'Merge',
  merged: (name: string) => `Merged into ${name}.`,
  undoStarted: 'Undoing the merge; the refresh button lights up when it is done.',
  launched: 'A Person investigation was started.',
  similarTo: (name: string) => `Similarity to ${name}`,
};

export const sizeLabels: Record<AuthorSizeBy, string> = {
  documentCount: 'Documents',
  score: 'Relevance',
  similarity: 'Similarity',
};
export const colorLabels: Record<AuthorColorBy, string> = {
  recentAffiliationCode: 'Recent Region',
  primaryAffiliationCode: 'None',
  similarity: 'Similarity',
};
