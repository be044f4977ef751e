import type { Queryable } from '../../db/database.js';
import type { AuthorMentions, DocumentMentions, MentionSession } from '../../engines/harvest/harvest-ports.js';
import {
  type AuthorLink,
  deleteLonePersons,
  insertAuthorLinks,
  loadPersonSignatures,
  queueNameKeys,
  reservePersonIds,
  upsertPersons,
} from './person-mentions.repository.js';
import { AuthorClusterer, type PersonSignature } from './provisional-persons.js';

const nullable = <T>(value: T | undefined): T | null => value ?? null;

/**
 * The persons module's side of a harvest (harvest-ports.ts AuthorMentions): mentions are placed provisionally as
 * they are stored, then `stored` asks for the disambiguation of the new ones (person-clustering.ts).
 */
export function createAuthorMentions(deps: { disambiguate(investigationId: number): Promise<void> }): AuthorMentions {
  return {
    async open(db, investigationId, personIds) {
      return mentionSession(
        new AuthorClusterer(await loadPersonSignatures(db, investigationId, personIds)),
        investigationId,
      );
    },
    dropLonePersons: deleteLonePersons,
    stored: (investigationId) => deps.disambiguate(investigationId),
  };
}

/** Places mentions with the persons `clusterer` knows, and writes them (new persons first) inside a transaction. */
export function mentionSession(clusterer: AuthorClusterer, investigationId: number): MentionSession {
  return {
    place: (authors) => clusterer.assign(authors),
    async write(tx: Queryable, documents: DocumentMentions[]) {
      const touched = new Set(documents.flatMap((document) => document.persons as PersonSignature[]));
      const newPersons = [...touched].filter((person) => person.id < 0);
      const ids = await reservePersonIds(tx, newPersons.length);
      newPersons.forEach((person, index) => clusterer.resolve(person, ids[index]!));
      await upsertPersons(tx, investigationId, [...touched]);
      await insertAuthorLinks(tx, documents.flatMap(authorLinksOf));
      // the clustering job looks at these names again once the harvest is over
      await queueNameKeys(
        tx,
        investigationId,
        [...touched].map((person) => person.nameKey),
      );
    },
  };
}

const authorLinksOf = ({ documentId, authors, persons }: DocumentMentions): AuthorLink[] =>
  authors.map((author, index) => ({
    document_id: documentId,
    position: index,
    person_id: persons[index]!.id,
    name: author.name,
    raw_affiliation: nullable(author.rawAffiliation),
    affiliations: author.affiliations,
    orcid: nullable(author.orcid),
    openalex_id: nullable(author.openalexId),
  }));
