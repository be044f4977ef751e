import type { Database } from '../db/database.js';
import { createAdminReports } from '../modules/admin-reports/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { PersonsWiring } from './wire-persons.js';

export type AdminReportsWiring = ReturnType<typeof wireAdminReports>;

/** The process menu's admin reports: they read the persons' records and keep their workbooks in the file storage. */
export function wireAdminReports(deps: {
  db: Database;
  storage: FileStorage;
  investigations: InvestigationsWiring;
  persons: PersonsWiring;
}) {
  const { db, storage, investigations, persons } = deps;
  return createAdminReports(db, {
    storage,
    facts: (investigationId) => investigations.service.facts(investigationId),
    candidates: (investigation, name) => persons.disambiguation.possibleMatches(investigation, name),
    mainCluster: (investigation) => persons.disambiguation.mainCluster(investigation),
  });
}
