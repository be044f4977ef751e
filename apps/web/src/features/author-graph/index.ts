export { AuthorGraphTab } from './AuthorGraphTab';
export { authorGraphModel } from './authorGraphModel';
