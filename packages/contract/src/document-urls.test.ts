import { describe, expect, it } from 'vitest';
import { comparableUrl, parseUrlFilter, urlFilterMessages } from './document-urls.js';

describe('filter by document URLs', () => {
  it('matches the same page written another way', () => {
    const forms = [
      'https://www.Example.org/papers/42/?b=2&a=1',
      'http://example.org/papers/42?a=1&b=2',
      'HTTPS://EXAMPLE.ORG/papers/42?a=1&b=2#abstract',
      'https://example.org:443/papers/42/?a=1&b=2',
    ];
    expect(new Set(forms.map(comparableUrl)).size).toBe(1);
  });

  it('keeps what does tell pages apart: the path, its case, a parameter', () => {
    const base = comparableUrl('https://example.org/papers/42');
    expect(comparableUrl('https://example.org/papers/43')).not.toBe(base);
    expect(comparableUrl('https://example.org/Papers/42')).not.toBe(base);
    expect(comparableUrl('https://example.org/papers/42?v=2')).not.toBe(base);
    expect(comparableUrl('https://example.org:8080/papers/42')).not.toBe(base);
  });

  it('reads one URL a line, each http(s), blanks and repeats dropped', () => {
    expect(parseUrlFilter(' https://a.org/1 \n\nhttps://a.org/1\r\nhttp://b.org')).toEqual({
      urls: ['https://a.org/1', 'http://b.org'],
    });
    expect(parseUrlFilter('https://a.org\nwww.b.org').error).toBe(urlFilterMessages.notUrl('www.b.org'));
    expect(parseUrlFilter('ftp://a.org').error).toBe(urlFilterMessages.notUrl('ftp://a.org'));
  });
});
