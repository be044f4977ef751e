import type { Queryable } from '../../../db/database.js';
import type { NormalizedDocument } from '../document.js';
import { DuplicateFinder } from './duplicate-finder.js';
import { storedWorks } from './merges.repository.js';
import { signatureOf, type WorkFields } from './work-signature.js';

/** What the near-duplicate check compares of a harvested record. */
export function workFieldsOf(doc: NormalizedDocument): WorkFields {
  return {
    title: doc.title,
    doi: doc.doi,
    relatedDois: doc.relatedDois,
    year: doc.date ? Number(doc.date.slice(0, 4)) : undefined,
    journal: doc.journal,
    authors: doc.authors.map((author) => author.name),
    publicationType: doc.publicationType,
  };
}

/**
 * The works of an investigation, each found by its document's dedupe key: every document with every record merged
 * into it. A harvest loads them once, then adds what each batch stores.
 */
export async function loadDuplicateFinder(db: Queryable, investigationId: number): Promise<DuplicateFinder<string>> {
  const finder = new DuplicateFinder<string>();
  for (const work of await storedWorks(db, investigationId)) {
    finder.absorb(
      work.key,
      signatureOf({
        title: work.title,
        doi: work.doi ?? undefined,
        relatedDois: work.related_dois,
        year: work.year ?? undefined,
        journal: work.journal ?? undefined,
        authors: work.authors,
        publicationType: work.publication_type ?? undefined,
      }),
    );
  }
  return finder;
}
