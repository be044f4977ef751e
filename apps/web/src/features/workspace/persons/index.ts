export { AuthorSummaryPane, InsightAuthorSummary, ProfileAuthorSummary } from './AuthorSummary';
export { DisambiguationPane } from './DisambiguationPane';
