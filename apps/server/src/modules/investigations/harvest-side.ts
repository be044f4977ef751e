import type { Queryable } from '../../db/database.js';
import type { HarvestPorts } from '../../engines/harvest/harvest-ports.js';
import { addToDocumentCount, findInvestigation, setInvestigationStatus } from './investigations.repository.js';
import { listUploads } from './uploads.repository.js';

/**
 * What the harvest reads and writes of investigations, on the database it is given: wire-harvest.ts gives the background
 * lane, so a harvest's status and upload reads wait behind requests like the rest of its work.
 */
export function investigationsForHarvest(
  db: Queryable,
): Pick<HarvestPorts, 'findInvestigation' | 'setStatus' | 'uploadsOf' | 'addToDocumentCount'> {
  return {
    findInvestigation: (id) => findInvestigation(db, id),
    setStatus: (id, status, reason) => setInvestigationStatus(db, id, status, reason),
    uploadsOf: (id, uploadIds) => listUploads(db, id, uploadIds),
    addToDocumentCount,
  };
}
