import type { InvestigationKind } from '@quarry/contract';
import { routePath } from '../../lib/routes';

/** Query parameter of the create screen naming the kind (doc 1 §2: type={type}). */
export const TYPE_PARAM = 'type';

export const createInvestigationPath = (kind: InvestigationKind): string =>
  `${routePath.createInvestigation}?${TYPE_PARAM}=${kind}`;
