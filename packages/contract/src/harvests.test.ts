import { describe, expect, it } from 'vitest';
import { harvestMessages, parseAuthorNames, parseDoiList, parseOneTimeHarvest } from './harvests.js';

describe('harvest inputs (doc 2 §5)', () => {
  it('splits a one-time harvest into terms, pages and search pages, with the live hint', () => {
    const parsed = parseOneTimeHarvest(
      ' soil carbon \n\nhttps://example.org/a\nsoil carbon\nhttps://www.google.com/search?q=peat\n',
    );
    expect(parsed.input).toEqual({
      terms: ['soil carbon'],
      pages: ['https://example.org/a'],
      searchPages: ['https://www.google.com/search?q=peat'],
    });
    expect(parsed.hint).toBe('1 terms; 1 pages; 1 search pages, of which all results are to be harvested');
    expect(parsed.error).toBeUndefined();
  });

  it('gives the spec messages for an empty text and for more than 20 terms or search pages', () => {
    expect(parseOneTimeHarvest('  \n ').error).toBe(harvestMessages.emptySearch);
    expect(parseOneTimeHarvest(Array.from({ length: 21 }, (_, i) => `term ${i}`).join('\n')).error).toBe(
      'Maximum 20 search terms allowed',
    );
    expect(
      parseOneTimeHarvest(Array.from({ length: 21 }, (_, i) => `https://google.com/search?q=${i}`).join('\n')).error,
    ).toBe('Maximum 20 search engine URLs allowed');
  });

  it('reads DOI lists as JSON when they start with [ and line by line otherwise', () => {
    expect(parseDoiList('["10.1/a", "10.1/b", "10.1/a"]')).toEqual({ dois: ['10.1/a', '10.1/b'] });
    expect(parseDoiList('10.1/a\n 10.1/b \n')).toEqual({ dois: ['10.1/a', '10.1/b'] });
    expect(parseDoiList('[10.1/a').error).toBe('DOI list is not a valid JSON');
    expect(parseDoiList(' ').error).toBe('Please enter a DOI list');
    expect(parseAuthorNames('\n').error).toBe('Please enter an author name');
    expect(parseAuthorNames('Ada Lovelace\nAlan Turing').names).toEqual(['Ada Lovelace', 'Alan Turing']);
  });
});
