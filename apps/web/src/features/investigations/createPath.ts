import type { InvestigationType } from '@quarry/contract';
import { routePath } from '../../lib/routes';

/** Query parameter of the create screen naming the type (doc 1 §2). */
export const TYPE_PARAM = 'type';

export const createInvestigationPath = (type: InvestigationType): string =>
  `${routePath.createInvestigation}?${TYPE_PARAM}=${type}`;
