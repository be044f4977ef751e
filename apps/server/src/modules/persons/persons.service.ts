import {
  personDetailsText,
  type CreatedInvestigation,
  type PersonDetails,
  type PersonSemanticAffinities,
  type PersonSummary,
} from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { markPersonReviewed, type PersonDetailsRow, savePersonDetails } from './person-details.repository.js';
import { aliasNames, bibliographicCounts, recentAffiliations } from './person-summary.js';
import { conceptAffinities } from './person-affinity.repository.js';
import { isImageOf } from './person-images.repository.js';
import { manuallyMergedAmong } from './person-merges.repository.js';
import { mergeReport } from './merge-report.js';
import { authoredDocuments, coAuthorCount, findPerson, interestsOf } from './person-summary.repository.js';

export type PersonsService = ReturnType<typeof createPersonsService>;

interface PersonsEvents {
  /** A person's name changed (the Authors top lists show it). */
  renamed?: (investigationId: number, personId: number, name: string) => Promise<void> | void;
  /** Creates an investigation as the user would (the investigations module's rules and harvest). */
  createInvestigation: (
    user: SessionUser,
    kind: 'Person',
    definition: Record<string, unknown>,
  ) => Promise<CreatedInvestigation>;
}

const detailsOf = (row: PersonDetailsRow): PersonDetails => ({
  id: row.id,
  name: row.name,
  universityProfileUrl: row.university_profile_url,
  authorImageId: row.author_image_id,
});

/** The persons of an investigation: who wrote what (doc 2 §3 Person summary) and what reviewers set on them. */
export function createPersonsService(db: Database, events: PersonsEvents) {
  async function existing(investigationId: number, personId: number): Promise<PersonDetailsRow> {
    const row = await findPerson(db, investigationId, personId);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The author summary; undefined when the investigation has no such person (merged away, or never). */
    async summary(investigationId: number, personId: number, termsCount: number): Promise<PersonSummary | undefined> {
      const person = await findPerson(db, investigationId, personId);
      if (!person) return undefined;
      const [documents, coAuthors, terms, merged] = await Promise.all([
        authoredDocuments(db, investigationId, personId),
        coAuthorCount(db, personId),
        interestsOf(db, personId, termsCount),
        manuallyMergedAmong(db, investigationId, [personId]),
      ]);
      return {
        personName: person.name,
        terms,
        recentAffiliations: recentAffiliations(documents),
        bibliographicDetails: { ...bibliographicCounts(documents), authors: coAuthors },
        documents: documents.map(({ id, title, url }) => ({ id, title, url })),
        aliasNames: aliasNames(
          person.name,
          person.variants,
          documents.map((document) => document.printed_name),
        ),
        manuallyMerged: merged.has(personId),
        universityProfileUrl: person.university_profile_url,
        lastReviewTime: person.last_reviewed_at?.toISOString() ?? null,
      };
    },

    details: async (investigationId: number, personId: number): Promise<PersonDetails> =>
      detailsOf(await existing(investigationId, personId)),

    /** Saves the details (doc 2 §6: the name and the profile page are omnipotent users' to edit) and stamps the review. */
    async saveDetails(
      user: SessionUser,
      investigationId: number,
      personId: number,
      input: PersonDetails,
    ): Promise<PersonDetails> {
      const details = { ...input, universityProfileUrl: input.universityProfileUrl || null };
      if (details.id !== personId) throw badRequest(personDetailsText.idMismatch);
      const before = await existing(investigationId, personId);
      if (details.authorImageId !== null && !(await isImageOf(db, investigationId, personId, details.authorImageId))) {
        throw badRequest(personDetailsText.unknownImage);
      }
      const edits = details.name !== before.name || details.universityProfileUrl !== before.university_profile_url;
      if (edits && !user.omnipotent) throw forbidden(personDetailsText.onlyOmnipotent);
      const saved = await savePersonDetails(db, investigationId, details);
      if (!saved) throw notFound();
      if (saved.name !== before.name) await events.renamed?.(investigationId, personId, saved.name);
      return detailsOf(saved);
    },

    /** Download Merge Report (omnipotent users): merge-report.ts. */
    mergeReport: (user: SessionUser, investigationId: number, personIds: number[]) =>
      mergeReport(db, user, investigationId, personIds),

    /** Which of these persons stand merged by hand (the author graph's manuallyMerged). */
    manuallyMerged: (investigationId: number, personIds: number[]): Promise<Set<number>> =>
      manuallyMergedAmong(db, investigationId, personIds),

    async semanticAffinity(investigationId: number, personId: number): Promise<PersonSemanticAffinities> {
      await existing(investigationId, personId);
      return { personSemanticAffinities: await conceptAffinities(db, investigationId, personId) };
    },

    /** A correlated investigation (doc 3 §7): a new Person investigation of the person, by the name shown for them. */
    async correlated(user: SessionUser, investigationId: number, personId: number): Promise<CreatedInvestigation> {
      const person = await existing(investigationId, personId);
      return events.createInvestigation(user, 'Person', {
        personName: person.name,
        includePublications: true,
        includeWebPages: true,
      });
    },

    async reviewed(investigationId: number, personId: number): Promise<{ lastReviewTime: string }> {
      const at = await markPersonReviewed(db, investigationId, personId);
      if (!at) throw notFound();
      return { lastReviewTime: at.toISOString() };
    },
  };
}
