import { normalizePageUrl } from '../connectors/canonical-url.js';
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
 * A web page's identity for dedupe: the connectors' normalized URL (no fragment, no tracking parameters, sorted
 * query) without "www." and a trailing slash, which name the same page too.
 */
export function canonicalUrl(url: string): string {
  const normalized = normalizePageUrl(url.trim());
  if (!normalized) return url.trim();
  const parsed = new URL(normalized);
  parsed.hostname = parsed.hostname.replace(/^www\./, '');
  const text = parsed.toString();
  return text.endsWith('/') && parsed.pathname !== '/' ? text.slice(0, -1) : text;
}

/**
 * The identity of a document within an investigation: its DOI; else, for a web page, its canonical URL;
 * else its normalized title with the year.
 */
export function dedupeKey(doc: Pick<NormalizedDocument, 'doi' | 'type' | 'url' | 'title' | 'date'>): string {
  if (doc.doi) return `doi:${doc.doi.toLowerCase()}`;
  if (doc.type === 'Web Page' && doc.url) return `url:${canonicalUrl(doc.url)}`;
  return `title:${normalizeTitle(doc.title)}|${doc.date?.slice(0, 4) ?? ''}`;
}
