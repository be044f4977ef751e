import type { Queryable } from '../../db/database.js';
import type { NormalizedAuthor } from '../../engines/harvest/document.js';
import { nameKeyOf, parsePersonName } from '../../text/person-names.js';
import { authorshipsOf, deleteAuthorships, personIdsByNameKeys } from './document-authorship.repository.js';
import { mentionSession } from './person-mentions.js';
import { deleteLonePersons, loadPersonSignatures } from './person-mentions.repository.js';
import { AuthorClusterer } from './provisional-persons.js';

/**
 * A document's authors as a user writes them (the document dialog, issue 30): read as the dialog and an undo need
 * them, and replaced the way a harvested record's authors are placed — each name joins a person of its name key
 * when their identifiers, a co-author or an affiliation agree (provisional-persons.ts), or starts a new person;
 * the disambiguation job looks at them afterwards (AuthorMentions.stored). Persons left without an authorship go.
 */
export const documentAuthorship = {
  async authorsOf(db: Queryable, documentId: number): Promise<NormalizedAuthor[]> {
    return (await authorshipsOf(db, documentId)).map((row, position) => ({
      name: row.name,
      position,
      affiliations: row.affiliations ?? [],
      rawAffiliation: row.raw_affiliation ?? undefined,
      orcid: row.orcid ?? undefined,
      openalexId: row.openalex_id ?? undefined,
    }));
  },

  /** Replaces the document's authorships with `authors`, inside the caller's transaction. */
  async replace(tx: Queryable, investigationId: number, documentId: number, authors: NormalizedAuthor[]) {
    const before = [...new Set((await authorshipsOf(tx, documentId)).map((row) => Number(row.person_id)))];
    const keys = authors.map((author) => nameKeyOf(parsePersonName(author.name)));
    const candidates = await personIdsByNameKeys(tx, investigationId, keys);
    const clusterer = new AuthorClusterer(
      await loadPersonSignatures(tx, investigationId, [...new Set([...before, ...candidates])]),
    );
    const persons = clusterer.assign(authors);
    await deleteAuthorships(tx, documentId);
    await mentionSession(clusterer, investigationId).write(tx, [{ documentId, authors, persons }]);
    await deleteLonePersons(tx, investigationId, before);
  },
};
