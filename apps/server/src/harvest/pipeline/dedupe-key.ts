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

/** A web page's URL without fragment, default port, trailing slash or tracking parameters. */
export function canonicalUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    for (const key of [...parsed.searchParams.keys()]) {
      if (/^(utm_|fbclid$|gclid$|mc_|ref$)/i.test(key)) parsed.searchParams.delete(key);
    }
    parsed.hostname = parsed.hostname.replace(/^www\./, '');
    const text = parsed.toString();
    return text.endsWith('/') && parsed.pathname !== '/' ? text.slice(0, -1) : text;
  } catch {
    return url.trim();
  }
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
