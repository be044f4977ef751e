export { AuthorGraphTab } from './AuthorGraphTab';
export { GraphSettingsDialog } from './GraphSettingsDialog';
export { entityGraphQuery, graphsKey } from './graphQueries';
