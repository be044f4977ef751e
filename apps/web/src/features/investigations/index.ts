/** Investigations: the list with its type selectors, the create screen, and the investigation's header. */
export { CreateInvestigationScreen } from './create/CreateInvestigationScreen';
export { InvestigationHeader } from './header/InvestigationHeader';
export { InvestigationNotFound, InvestigationStatusLine } from './header/InvestigationOverview';
export { useInvestigation } from './header/useInvestigation';
export { investigationPath, ownInvestigationLocation } from './investigationRoute';
export { InvestigationsList } from './list/InvestigationsList';
export { InvestigationTypeSelectors } from './list/InvestigationTypeSelectors';
export { ProcessMenu } from './process/ProcessMenu';
export { processMenuAccess, showsProcessMenu } from './process/processMenuAccess';
export { investigationKey, refreshInvestigations, replaceInvestigation } from './investigationQueries';
