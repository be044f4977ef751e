export { AuthorGraphTab } from './AuthorGraphTab';
export { GraphSettingsDialog } from './GraphSettingsDialog';
export { entityGraphQuery, graphsKey } from './graphQueries';
export { exportGraph, exportGraphText } from './exportGraph';
export { layoutLabels } from './authorGraphLabels';
