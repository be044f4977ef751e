import type { Queryable } from '../../db/database.js';
import { copyImages } from './person-images.repository.js';
import { copyPersons } from './person-mentions.repository.js';

/** The persons module's part of duplicating an investigation (commands/duplicate-investigation.command.ts). */
export async function copyPersonsOfInvestigation(tx: Queryable, sourceId: number, copyId: number): Promise<void> {
  await copyPersons(tx, sourceId, copyId);
  await copyImages(tx, sourceId, copyId);
}
