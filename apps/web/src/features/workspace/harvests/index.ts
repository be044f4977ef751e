/** Harvests started from the workspace (doc 2 §2 "Dialogs for harvests", §4 "Harvests", §5, §6, §8). */
export { HarvestDialog } from './HarvestDialog';
export { HarvestMenu } from './HarvestMenu';
export { HarvestProgressProvider, useHarvestStarted, useSharedHarvestProgress } from './harvestProgressContext';
export { harvestText } from './harvestLabels';
export { ReharvestDialog, reharvestMessage, type ReharvestTarget } from './ReharvestDialog';
