import type { NormalizedDocument } from '../document.js';
import type { DecisionsToImport } from '../document-store.js';

/** The records of a batch by key, each first record with those that repeat it (ingest.ts's Incoming). */
type Keyed = Iterable<[string, { original: NormalizedDocument; repeats: NormalizedDocument[] }]>;

/**
 * The screening decisions the batch's records carry, on the document each record became or joined (a record whose
 * document is gone carries nothing). Nothing to write for a batch without decisions: no statement is sent.
 */
export function decisionsToImport(
  records: Keyed,
  documentOf: (key: string) => number | undefined,
): DecisionsToImport[] {
  const rows: DecisionsToImport[] = [];
  for (const [key, { original, repeats }] of records) {
    for (const record of [original, ...repeats]) {
      const decisions = record.decisions;
      const documentId = decisions && documentOf(key);
      if (!decisions || documentId === undefined) continue;
      rows.push({ documentId, vote: decisions.vote, labels: decisions.labels ?? [], notes: decisions.notes ?? [] });
    }
  }
  return rows;
}
