import { familyRoute, type Investigation } from '@quarry/contract';
import { pathOf, routePath } from '../../lib/routes';

/** Where an investigation opens, by its family: Topic ones at /investigations/topic/{id}, Person ones at /person/{id}. */
export function investigationPath(investigation: Pick<Investigation, 'id' | 'investigationType'>): string {
  const route = familyRoute(investigation.investigationType);
  return pathOf(route === 'topic' ? routePath.topicInvestigation : routePath.personInvestigation, {
    id: investigation.id,
  });
}

/**
 * Where an investigation opened under the other family's path belongs (/investigations/person/{id} of a Topic),
 * keeping the tab or profile after it and the query; null when it is already on its own path.
 */
export function ownInvestigationLocation(
  investigation: Pick<Investigation, 'id' | 'investigationType'>,
  pathname: string,
  search: string,
): string | null {
  const own = investigationPath(investigation);
  if (pathname === own || pathname.startsWith(`${own}/`)) return null;
  const rest = /^\/investigations\/(?:topic|person)\/[^/]+(\/.*)?$/.exec(pathname)?.[1] ?? '';
  return `${own}${rest}${search}`;
}
