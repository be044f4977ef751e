import type { Queryable } from '../../db/database.js';
import type { IdMap } from '../../db/id-map.js';
import { copyImages } from './person-images.repository.js';
import { copyPersons } from './person-mentions.repository.js';

/**
 * The persons module's part of duplicating an investigation (commands/duplicate-investigation.command.ts): persons,
 * votes, authorships (onto the documents' copies) and images. Answers the persons' and images' old → new ids.
 */
export async function copyPersonsOfInvestigation(
  tx: Queryable,
  sourceId: number,
  copyId: number,
  documents: IdMap,
): Promise<{ persons: IdMap; images: IdMap }> {
  const persons = await copyPersons(tx, sourceId, copyId, documents);
  const images = await copyImages(tx, sourceId, copyId);
  return { persons, images };
}
