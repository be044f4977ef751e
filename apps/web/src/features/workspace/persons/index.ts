export { AuthorSummaryPane } from './AuthorSummary';
export { DisambiguationPane } from './DisambiguationPane';
