import type { Queryable } from '../../db/database.js';
import { markInteraction } from './investigations.repository.js';

/** What the workspace writes of an investigation: the time of its last user interaction (at most once a minute). */
export const markInvestigationInteraction = (db: Queryable, investigationId: number): Promise<void> =>
  markInteraction(db, investigationId);
