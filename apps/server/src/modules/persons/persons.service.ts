import type { PersonSummary } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { aliasNames, bibliographicCounts, recentAffiliations } from './person-summary.js';
import { authoredDocuments, coAuthorCount, findPerson, interestsOf } from './person-summary.repository.js';

export type PersonsService = ReturnType<typeof createPersonsService>;

/** The persons of an investigation: who wrote what (doc 2 §3 Person summary). */
export function createPersonsService(db: Database) {
  return {
    /** The author summary; undefined when the investigation has no such person (merged away, or never). */
    async summary(investigationId: number, personId: number, termsCount: number): Promise<PersonSummary | undefined> {
      const person = await findPerson(db, investigationId, personId);
      if (!person) return undefined;
      const [documents, coAuthors, terms] = await Promise.all([
        authoredDocuments(db, investigationId, personId),
        coAuthorCount(db, personId),
        interestsOf(db, personId, termsCount),
      ]);
      return {
        personName: person.name,
        terms,
        recentAffiliations: recentAffiliations(documents),
        bibliographicDetails: { ...bibliographicCounts(documents), authors: coAuthors },
        documents: documents.map(({ id, title, url }) => ({ id, title, url })),
        aliasNames: aliasNames(person.name, person.variants, documents.map((document) => document.printed_name)),
        // Merges (step 7) are not recorded yet: no person is the result of one.
        manuallyMerged: false,
        universityProfileUrl: person.university_profile_url,
        lastReviewTime: person.last_reviewed_at?.toISOString() ?? null,
      };
    },
  };
}
