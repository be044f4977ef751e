import { parseLooseDate, type PartialDate } from './dates.js';
import type { PageDocument } from './html-document.js';

/** Meta names and properties that carry a page's publication date, most trustworthy first. */
const DATE_META = [
  'article:published_time',
  'citation_publication_date',
  'citation_date',
  'citation_online_date',
  'dc.date.issued',
  'dcterms.issued',
  'dc.date',
  'dcterms.date',
  'dcterms.created',
  'datepublished',
  'og:published_time',
  'publishdate',
  'publish_date',
  'pubdate',
  'parsely-pub-date',
  'sailthru.date',
  'date',
];

type MetaSource = Pick<PageDocument, 'querySelectorAll'>;

function metaDates(document: MetaSource): Map<string, string> {
  const found = new Map<string, string>();
  for (const meta of document.querySelectorAll('meta[content]')) {
    const key = (
      meta.getAttribute('property') ??
      meta.getAttribute('name') ??
      meta.getAttribute('itemprop')
    )?.toLowerCase();
    const content = meta.getAttribute('content')?.trim();
    if (key && content && !found.has(key)) found.set(key, content);
  }
  return found;
}

/** datePublished from JSON-LD blocks, including those inside @graph or arrays. */
function jsonLdDate(document: MetaSource): string | undefined {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      // some sites (Wikipedia) wrap the JSON in CDATA
      data = JSON.parse((script.textContent ?? '').replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, ''));
    } catch {
      continue;
    }
    const queue: unknown[] = [data];
    for (let index = 0; index < queue.length && index < 200; index++) {
      const item = queue[index];
      if (Array.isArray(item)) queue.push(...item);
      else if (item && typeof item === 'object') {
        const record = item as Record<string, unknown>;
        if (typeof record.datePublished === 'string') return record.datePublished;
        if (record['@graph']) queue.push(record['@graph']);
      }
    }
  }
  return undefined;
}

function timeElementDate(document: MetaSource): string | undefined {
  let first: string | undefined;
  for (const time of document.querySelectorAll('time[datetime]')) {
    const value = time.getAttribute('datetime') ?? undefined;
    if (time.getAttribute('pubdate') !== null || time.getAttribute('itemprop') === 'datePublished') return value;
    first ??= value;
  }
  return first;
}

/** The page's publication date with its precision, from meta tags, then JSON-LD, then the first <time datetime>. */
export function publishedDateOf(document: MetaSource): PartialDate | undefined {
  const metas = metaDates(document);
  for (const name of DATE_META) {
    const date = parseLooseDate(metas.get(name));
    if (date) return date;
  }
  return parseLooseDate(jsonLdDate(document)) ?? parseLooseDate(timeElementDate(document));
}
