import { investigationTypeInfo, type Investigation } from '@quarry/contract';
import { pathOf, routePath } from '../../lib/routes';

/** Where an investigation opens: topic-like ones at /investigations/topic/{id}, the others at /person/{id}. */
export function investigationPath(investigation: Pick<Investigation, 'id' | 'investigationType'>): string {
  const route = investigationTypeInfo[investigation.investigationType].route;
  return pathOf(route === 'topic' ? routePath.topicInvestigation : routePath.personInvestigation, {
    id: investigation.id,
  });
}
