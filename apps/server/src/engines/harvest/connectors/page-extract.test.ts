import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, normalizePageUrl, pageIdentity } from './canonical-url.js';
import { extractPage } from './page-extract.js';

const page = (head: string, body = '<p>Text.</p>') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const dateOf = (head: string, body?: string) => extractPage(page(head, body), 'https://example.org/a').published;

describe('page metadata', () => {
  it.each([
    ['<meta property="article:published_time" content="2021-05-04T10:00:00Z">', '2021-05-04', 'DayMonthYear'],
    ['<meta name="citation_publication_date" content="2019/07">', '2019-07-01', 'MonthYear'],
    ['<meta name="DC.date" content="2015">', '2015-01-01', 'Year'],
    [
      '<script type="application/ld+json">{"@graph":[{"@type":"WebPage"},{"@type":"Article","datePublished":"2020-02-29"}]}</script>',
      '2020-02-29',
      'DayMonthYear',
    ],
  ])('reads the published date from %s', (head, date, datePrecision) => {
    expect(dateOf(head)).toEqual({ date, datePrecision });
  });

  it('falls back to <time datetime>, preferring the one marked as published', () => {
    expect(
      dateOf('', '<time datetime="2018-01-02">x</time><time itemprop="datePublished" datetime="2017-03-04">y</time>'),
    ).toEqual({
      date: '2017-03-04',
      datePrecision: 'DayMonthYear',
    });
    expect(dateOf('')).toBeUndefined();
  });

  it('reads the declared language and keeps what Readability cannot find', () => {
    const extracted = extractPage(
      page('<title>T</title><meta property="og:locale" content="fr_FR">', '<div>Bonjour</div>'),
      'https://example.org/',
    );
    expect(extracted).toMatchObject({
      title: 'T',
      text: 'Bonjour',
      declaredLanguage: 'fr',
      canonicalUrl: 'https://example.org/',
    });
  });
});

describe('canonical URLs', () => {
  it('drops fragments and tracking parameters and sorts the others', () => {
    expect(normalizePageUrl('HTTPS://Example.ORG:443/a?utm_source=x&b=2&a=1&fbclid=y#top')).toBe(
      'https://example.org/a?a=1&b=2',
    );
    expect(normalizePageUrl('mailto:x@example.org')).toBeUndefined();
    expect(normalizePageUrl('../b', 'https://example.org/x/y')).toBe('https://example.org/b');
  });

  it("prefers the page's own canonical link", () => {
    expect(canonicalPageUrl('https://example.org/a?utm_medium=mail', '/b#x')).toBe('https://example.org/b');
    expect(canonicalPageUrl('https://example.org/a?utm_medium=mail', undefined)).toBe('https://example.org/a');
    expect(canonicalPageUrl('https://example.org/a', 'javascript:void(0)')).toBe('https://example.org/a');
  });

  it('gives one identity to the URLs of one page: www., trailing slash, tracking and order aside', () => {
    const identity = 'https://example.org/news/item?a=1&b=2';
    for (const url of [
      'https://www.example.org/news/item/?b=2&utm_source=x&a=1#top',
      ' HTTPS://Example.org/news/item?a=1&b=2 ',
      'https://example.org/news/item/?a=1&b=2',
    ])
      expect(pageIdentity(url)).toBe(identity);
    expect(pageIdentity('https://www.example.org/')).toBe('https://example.org/');
    expect(pageIdentity('item/', 'https://example.org/news/')).toBe('https://example.org/news/item');
    expect(pageIdentity('ftp://example.org/x')).toBeUndefined();
  });
});
