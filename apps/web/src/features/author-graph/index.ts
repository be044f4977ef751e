export { AuthorGraphTab } from './AuthorGraphTab';
export { GraphSettingsDialog } from './GraphSettingsDialog';
export { authorGraphQuery, entityGraphQuery, graphsKey } from './graphQueries';
export { authorGraphModel } from './authorGraphModel';
export { exportGraph, exportGraphText } from './exportGraph';
export { layoutLabels } from './authorGraphLabels';
