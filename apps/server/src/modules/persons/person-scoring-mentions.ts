import type { Queryable } from '../../db/database.js';
import type { Mention } from '../../engines/disambiguation/index.js';
import { toEngineMention } from './clustering-plan.js';
import { mentionsOfPersons } from './person-clustering.repository.js';

/** A person's mention as the disambiguation scorer reads it, with where it is printed. */
export interface ScoringMention {
  personId: number;
  documentId: number;
  position: number;
  /** The name as the document prints it. */
  name: string;
  mention: Mention;
}

/** The mentions of these persons as the engine sees them: the newest documents first, at most `perPerson` each. */
export async function scoringMentionsOfPersons(
  db: Queryable,
  investigationId: number,
  personIds: number[],
  perPerson: number,
): Promise<ScoringMention[]> {
  const rows = await mentionsOfPersons(db, investigationId, personIds, perPerson);
  return rows.map((row) => ({
    personId: row.person_id,
    documentId: row.document_id,
    position: row.position,
    name: row.name,
    mention: toEngineMention(row),
  }));
}
