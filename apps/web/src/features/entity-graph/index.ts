export { EntityGraphTab } from './EntityGraphTab';
export { EntitySummaryPane } from './EntitySummaryPane';
