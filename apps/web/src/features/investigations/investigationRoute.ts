import { familyRoute, type Investigation } from '@quarry/contract';
import { pathOf, routePath } from '../../lib/routes';

/** Where an investigation opens, by its family: Topic ones at /investigations/topic/{id}, Person ones at /person/{id}. */
export function investigationPath(investigation: Pick<Investigation, 'id' | 'investigationType'>): string {
  const route = familyRoute(investigation.investigationType);
  return pathOf(route === 'topic' ? routePath.topicInvestigation : routePath.personInvestigation, {
    id: investigation.id,
  });
}
