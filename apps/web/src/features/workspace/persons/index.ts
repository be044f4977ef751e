export { AuthorSummaryPane } from './AuthorSummary';
