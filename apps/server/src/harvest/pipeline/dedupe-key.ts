import { pageIdentity } from '../connectors/canonical-url.js';
import type { NormalizedDocument } from '../document.js';

/** Lower case, accents and punctuation removed, spaces collapsed: "The  Café's Rôle!" → "the cafes role". */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The identity of a document within an investigation: its DOI; else, for a web page, its URL's page identity;
 * else its normalized title with the year.
 */
export function dedupeKey(doc: Pick<NormalizedDocument, 'doi' | 'type' | 'url' | 'title' | 'date'>): string {
  if (doc.doi) return `doi:${doc.doi.toLowerCase()}`;
  if (doc.type === 'Web Page' && doc.url) return `url:${pageIdentity(doc.url) ?? doc.url.trim()}`;
  return `title:${normalizeTitle(doc.title)}|${doc.date?.slice(0, 4) ?? ''}`;
}
