import type { Queryable } from '../../db/database.js';
import { copyPersons } from './person-mentions.repository.js';

/** The persons module's part of duplicating an investigation (commands/duplicate-investigation.command.ts). */
export const copyPersonsOfInvestigation = (tx: Queryable, sourceId: number, copyId: number): Promise<void> => copyPersons(tx, sourceId, copyId);
