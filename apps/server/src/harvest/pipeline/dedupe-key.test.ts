import { describe, expect, it } from 'vitest';
import { dedupeKey, normalizeTitle } from './dedupe-key.js';

describe('dedupe keys', () => {
  it('prefer the DOI, whatever its case', () => {
    expect(dedupeKey({ doi: '10.1000/ABC', type: 'Article', title: 'x', date: '2020-01-01' })).toBe('doi:10.1000/abc');
  });

  it('use the canonical URL for web pages', () => {
    const a = dedupeKey({ type: 'Web Page', url: 'https://www.example.org/news/item/?utm_source=x#top', title: 'A' });
    const b = dedupeKey({ type: 'Web Page', url: 'https://example.org/news/item', title: 'B' });
    expect(a).toBe(b);
    expect(dedupeKey({ type: 'Web Page', url: 'https://example.org/?q=1&gclid=9', title: 'C' })).toBe('url:https://example.org/?q=1');
    expect(dedupeKey({ type: 'Web Page', url: 'not a url', title: 'D' })).toBe('url:not a url');
  });

  it('fall back to the normalized title and year', () => {
    expect(normalizeTitle("The  Café's Rôle: a Study!")).toBe('the cafes role a study');
    const a = dedupeKey({ type: 'Article', title: 'Deep Learning.', date: '2015-05-01' });
    expect(a).toBe(dedupeKey({ type: 'Article', title: 'deep learning', date: '2015-12-31' }));
    expect(a).not.toBe(dedupeKey({ type: 'Article', title: 'deep learning', date: '2016-01-01' }));
  });
});
