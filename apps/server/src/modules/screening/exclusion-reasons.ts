import type { Database } from '../../db/database.js';
import { exclusionReasonsOf } from './screening.repository.js';

/** What the exports read of screening: each Irrelevant document's exclusion reason (by document id). */
export const exclusionReasonsReader =
  (db: Database) =>
  (investigationId: number): Promise<Map<number, string>> =>
    exclusionReasonsOf(db, investigationId);
