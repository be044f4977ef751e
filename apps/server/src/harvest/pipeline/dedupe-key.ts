import { pageIdentity } from '../connectors/canonical-url.js';
import { foldText } from '../../text/words.js';
import type { NormalizedDocument } from '../document.js';

/** A title as dedupe compares it (text/words.ts foldText): "The  Café's Rôle!" → "the cafes role". */
export const normalizeTitle = (title: string): string => foldText(title);

/**
 * The identity of a document within an investigation: its DOI; else, for a web page, its URL's page identity;
 * else its normalized title with the year.
 */
export function dedupeKey(doc: Pick<NormalizedDocument, 'doi' | 'type' | 'url' | 'title' | 'date'>): string {
  if (doc.doi) return `doi:${doc.doi.toLowerCase()}`;
  if (doc.type === 'Web Page' && doc.url) return `url:${pageIdentity(doc.url) ?? doc.url.trim()}`;
  return `title:${normalizeTitle(doc.title)}|${doc.date?.slice(0, 4) ?? ''}`;
}
