import { Readability } from '@mozilla/readability';
import type { PartialDate } from './dates.js';
import { canonicalPageUrl, normalizePageUrl } from './canonical-url.js';
import { collapseWhitespace } from './clean-text.js';
import { type PageDocument, type PageNode, parseHtmlDocument } from './html-document.js';
import { textOfNode } from './html-text.js';
import { publishedDateOf } from './page-dates.js';

export interface ExtractedPage {
  title: string;
  /** The readable text (Readability's article, or the whole body when it finds none), paragraphs kept. */
  text: string;
  /** The page's description, or the first sentences of its text. */
  excerpt: string;
  published?: PartialDate;
  canonicalUrl: string;
  /** From <html lang> or a Content-Language / og:locale declaration, as a lower-case 2-letter code. */
  declaredLanguage?: string;
  siteName?: string;
  /** Absolute http(s) links found on the page, normalized, without duplicates (for crawling). */
  links: string[];
}

function languageCode(value: string | null | undefined): string | undefined {
  const match = value?.trim().match(/^([a-z]{2})(?:[-_]|$)/i);
  return match?.[1]?.toLowerCase();
}

function metaContent(document: PageDocument, selector: string): string | undefined {
  const value = document.querySelector(selector)?.getAttribute('content');
  return value ? collapseWhitespace(value) || undefined : undefined;
}

function linksOf(document: PageDocument, baseUrl: string): string[] {
  const links = new Set<string>();
  for (const anchor of document.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href');
    if (!href || /^(mailto|javascript|tel|data):/i.test(href)) continue;
    const url = normalizePageUrl(href, baseUrl);
    if (url) links.add(url);
  }
  return [...links];
}

/** "Green roofs cool Rotterdam | Example News" → "Green roofs cool Rotterdam" when the site is Example News. */
function withoutSiteName(title: string, siteName: string | undefined): string {
  if (!siteName) return title;
  for (const separator of [' | ', ' - ', ' – ', ' — ', ' · ', ' :: ']) {
    const suffix = `${separator}${siteName}`;
    if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length);
  }
  return title;
}

/** Everything Quarry keeps of an HTML page; metadata is read before Readability, which rewrites the DOM. */
export function extractPage(html: string, finalUrl: string): ExtractedPage {
  const document = parseHtmlDocument(html);
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  const baseUrl = baseHref ? (normalizePageUrl(baseHref, finalUrl) ?? finalUrl) : finalUrl;
  const declaredLanguage =
    languageCode(document.documentElement?.getAttribute('lang')) ??
    languageCode(metaContent(document, 'meta[http-equiv="content-language" i]')) ??
    languageCode(metaContent(document, 'meta[property="og:locale"]'));
  const canonicalUrl = canonicalPageUrl(
    finalUrl,
    document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
  );
  const published = publishedDateOf(document);
  const description =
    metaContent(document, 'meta[name="description" i]') ?? metaContent(document, 'meta[property="og:description"]');
  const pageTitle = metaContent(document, 'meta[property="og:title"]') ?? collapseWhitespace(document.title ?? '');
  const links = linksOf(document, baseUrl);
  const bodyText = () => (document.body ? textOfNode(document.body) : '');

  let article: ReturnType<Readability<PageNode>['parse']> = null;
  try {
    // the serializer hands back the article's DOM, so that its paragraphs can be kept as paragraphs
    article = new Readability<PageNode>(document as never, {
      serializer: (node) => node as unknown as PageNode,
    }).parse();
  } catch {
    // Readability gives up on some odd documents; the body text below still serves
  }
  const text = article?.content ? textOfNode(article.content) : bodyText();
  const siteName = collapseWhitespace(article?.siteName ?? '') || undefined;
  return {
    title: withoutSiteName(collapseWhitespace(article?.title ?? '') || pageTitle || canonicalUrl, siteName),
    text,
    excerpt: description ?? collapseWhitespace(article?.excerpt ?? '') ?? '',
    published,
    canonicalUrl,
    declaredLanguage,
    siteName,
    links,
  };
}
