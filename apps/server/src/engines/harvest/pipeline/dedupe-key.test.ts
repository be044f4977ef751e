import { describe, expect, it } from 'vitest';
import { dedupeKey, earlierKey, normalizeTitle } from './dedupe-key.js';

describe('dedupe keys', () => {
  it('prefer the DOI, whatever its case', () => {
    expect(dedupeKey({ doi: '10.1000/ABC', type: 'Article', title: 'x', date: '2020-01-01' })).toBe('doi:10.1000/abc');
  });

  it('use the canonical URL for web pages', () => {
    const a = dedupeKey({ type: 'Web Page', url: 'https://www.example.org/news/item/?utm_source=x#top', title: 'A' });
    const b = dedupeKey({ type: 'Web Page', url: 'https://example.org/news/item', title: 'B' });
    expect(a).toBe(b);
    expect(dedupeKey({ type: 'Web Page', url: 'https://example.org/?q=1&gclid=9', title: 'C' })).toBe(
      'url:https://example.org/?q=1',
    );
    expect(dedupeKey({ type: 'Web Page', url: 'not a url', title: 'D' })).toBe('url:not a url');
  });

  it('know a record without DOI from a source with stable ids by that id, its earlier key being its title and year', () => {
    const provenance = { source: 'openalex' as const, query: 'q', sourceId: 'W42' };
    const record = { type: 'Article' as const, title: 'Introduction', date: '2019', provenance };
    expect(dedupeKey(record)).toBe('record:openalex:W42');
    expect(earlierKey(record)).toBe('title:introduction|2019');
    expect(dedupeKey({ ...record, provenance: { source: 'arxiv', query: 'q', sourceId: '2101.00001v3' } })).toBe(
      'record:arxiv:2101.00001',
    );
    // a file's own record ids (RIS ID, BibTeX key) name nothing beyond that file
    expect(dedupeKey({ ...record, provenance: { source: 'local-file', query: 'a.ris', sourceId: '1' } })).toBe(
      'title:introduction|2019',
    );
    expect(earlierKey({ ...record, doi: '10.1/x' })).toBeUndefined();
  });

  it('fall back to the normalized title and year', () => {
    expect(normalizeTitle("The  Café's Rôle: a Study!")).toBe('the cafes role a study');
    const a = dedupeKey({ type: 'Article', title: 'Deep Learning.', date: '2015-05-01' });
    expect(a).toBe(dedupeKey({ type: 'Article', title: 'deep learning', date: '2015-12-31' }));
    expect(a).not.toBe(dedupeKey({ type: 'Article', title: 'deep learning', date: '2016-01-01' }));
  });
});
