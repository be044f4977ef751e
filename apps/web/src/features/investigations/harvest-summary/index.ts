export { HarvestSummaryButton } from './HarvestSummaryButton';
export { HarvestSummaryDialog } from './HarvestSummaryDialog';
export { hasHarvestProblems, summaryLabel } from './harvestSummaryText';
