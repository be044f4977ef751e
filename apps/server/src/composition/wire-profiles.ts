import { createProfileService, type ProfileService } from '../modules/profiles/index.js';
import type { GraphsWiring } from './wire-graphs.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { PersonsWiring } from './wire-persons.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** A person's profile, read together from the persons, workspace and graphs modules. */
export function wireProfiles(deps: {
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  persons: PersonsWiring;
  graphs: GraphsWiring;
}): ProfileService {
  const { investigations, persons, graphs } = deps;
  const workspace = deps.workspace.service;
  return createProfileService({
    summary: (investigationId, personId, termsCount) => persons.service.summary(investigationId, personId, termsCount),
    details: (investigationId, personId) => persons.service.details(investigationId, personId),
    coAuthors: (investigation, spec) => graphs.graphs.authorGraph(investigation, { spec }),
    histogram: (investigation, spec) => workspace.histogram(investigation, spec),
    documents: (investigation, spec) => workspace.documentsOfFilter(investigation, spec),
    title: (investigationId) => investigations.service.title(investigationId),
  });
}
