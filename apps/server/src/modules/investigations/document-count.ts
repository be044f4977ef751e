import type { Queryable } from '../../db/database.js';
import { addToDocumentCount as addToCount } from './investigations.repository.js';

/** A split record became a document: the investigation's count grows by `added`, inside the caller's transaction. */
export const addToDocumentCount = (tx: Queryable, investigationId: number, added: number): Promise<void> =>
  addToCount(tx, investigationId, added);
