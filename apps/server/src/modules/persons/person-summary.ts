import type { PersonSummary } from '@quarry/contract';
import type { AuthoredDocumentRow } from './person-summary.repository.js';

type Counts = Omit<PersonSummary['bibliographicDetails'], 'authors'>;

/** Which count of the summary a document adds to, by its type and the source's finer type (none: a web page, a dataset…). */
export function countedAs(type: string, publicationType: string | null): keyof Counts | undefined {
  if (/patent/i.test(publicationType ?? '')) return 'patents';
  if (type === 'Book Chapter') return 'bookChapters';
  if (type === 'Book') return 'books';
  if (type === 'Article') return 'articles';
  return undefined;
}

export function bibliographicCounts(
  documents: readonly Pick<AuthoredDocumentRow, 'type' | 'publication_type'>[],
): Counts {
  const counts: Counts = { articles: 0, bookChapters: 0, books: 0, patents: 0 };
  for (const document of documents) {
    const kind = countedAs(document.type, document.publication_type);
    if (kind) counts[kind]++;
  }
  return counts;
}

/**
 * The affiliations the person's documents give them, the most recent first: each with the first and last year it
 * is seen (a document without a date counts for neither); then by how often it is seen, then by name.
 */
export function recentAffiliations(
  documents: readonly Pick<AuthoredDocumentRow, 'year' | 'affiliations'>[],
): PersonSummary['recentAffiliations'] {
  const seen = new Map<
    string,
    { affiliation: string; fromYear: number | null; toYear: number | null; times: number }
  >();
  for (const { year, affiliations } of documents) {
    for (const { name } of affiliations ?? []) {
      const affiliation = name?.trim();
      if (!affiliation) continue;
      const key = affiliation.toLowerCase();
      const entry = seen.get(key) ?? { affiliation, fromYear: null, toYear: null, times: 0 };
      entry.times++;
      if (year !== null) {
        entry.fromYear = entry.fromYear === null ? year : Math.min(entry.fromYear, year);
        entry.toYear = entry.toYear === null ? year : Math.max(entry.toYear, year);
      }
      seen.set(key, entry);
    }
  }
  return [...seen.values()]
    .sort(
      (a, b) =>
        (b.toYear ?? -Infinity) - (a.toYear ?? -Infinity) ||
        b.times - a.times ||
        a.affiliation.localeCompare(b.affiliation),
    )
    .map(({ affiliation, fromYear, toYear }) => ({ affiliation, title: '', fromYear, toYear }));
}

/** The other spellings of the person's name: the known variants and how the documents print it, once each (case aside). */
export function aliasNames(name: string, variants: readonly string[], printed: readonly string[]): string[] {
  const taken = new Set([name.trim().toLowerCase()]);
  const aliases: string[] = [];
  for (const candidate of [...variants, ...printed]) {
    const alias = candidate.trim();
    if (!alias || taken.has(alias.toLowerCase())) continue;
    taken.add(alias.toLowerCase());
    aliases.push(alias);
  }
  return aliases;
}
