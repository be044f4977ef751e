import { lazy } from 'react';

export { InsightsHost } from './InsightsHost';
export { insightLabels } from './insightLabels';

/** The Insight Report tab, loaded when first opened (the rich-text editor and drag and drop come with it). */
export const InsightReportTab = lazy(() =>
  import('./InsightReportTab').then((module) => ({ default: module.InsightReportTab })),
);
