import { pageIdentity } from '../connectors/canonical-url.js';
import { foldText } from '../../../text/words.js';
import type { NormalizedDocument, Provenance } from '../document.js';

/** A title as dedupe compares it (text/words.ts foldText): "The  Café's Rôle!" → "the cafes role". */
export const normalizeTitle = (title: string): string => foldText(title);

type Keyed = Pick<NormalizedDocument, 'doi' | 'type' | 'url' | 'title' | 'date'> & { provenance?: Provenance };

/**
 * Sources whose ids name one record for good (an arXiv id without its version): a record without DOI from them is
 * known by that id. Two of their records with one title and year are two records — OpenAlex holds many an
 * "Introduction" of 2019 without DOI, from as many books — which the near-duplicate check may still find to be one
 * work, on its evidence, as a merge the user sees and can undo.
 */
const STABLE_IDS: Partial<Record<Provenance['source'], (id: string) => string>> = {
  openalex: (id) => id,
  arxiv: (id) => id.replace(/v\d+$/, ''),
};

const titleKey = (doc: Keyed) => `title:${normalizeTitle(doc.title)}|${doc.date?.slice(0, 4) ?? ''}`;

function recordId(provenance: Provenance | undefined): string | undefined {
  const stable = provenance?.sourceId ? STABLE_IDS[provenance.source] : undefined;
  return stable && provenance?.sourceId ? `record:${provenance.source}:${stable(provenance.sourceId)}` : undefined;
}

/**
 * The identity of a document within an investigation: its DOI; else, for a web page, its URL's page identity; else
 * the record's id at a source with stable ids; else its normalized title with the year.
 */
export function dedupeKey(doc: Keyed): string {
  if (doc.doi) return `doi:${doc.doi.toLowerCase()}`;
  if (doc.type === 'Web Page' && doc.url) return `url:${pageIdentity(doc.url) ?? doc.url.trim()}`;
  return recordId(doc.provenance) ?? titleKey(doc);
}

/** The key a record known by its source's id had before (its title and year): what earlier harvests stored it under. */
export function earlierKey(doc: Keyed): string | undefined {
  return dedupeKey(doc).startsWith('record:') ? titleKey(doc) : undefined;
}
