import { describe, expect, it } from 'vitest';
import { googleSearches } from './googleSearches';

describe('the Google author link', () => {
  it('searches the quoted name, with the first affiliation, with linkedin, and on Scholar', () => {
    const searches = googleSearches('Ada Lovelace', 'University of London');
    expect(decodeURIComponent(searches.name)).toBe('https://www.google.com/search?q="Ada Lovelace"');
    expect(decodeURIComponent(searches.affiliation!)).toBe(
      'https://www.google.com/search?q="Ada Lovelace" "University of London"',
    );
    expect(decodeURIComponent(searches.linkedin)).toBe('https://www.google.com/search?q="Ada Lovelace" linkedin');
    expect(searches.scholar).toBe(
      'https://scholar.google.com/citations?view_op=search_authors&mauthors=Ada%20Lovelace',
    );
  });

  it('offers no affiliation search without an affiliation', () => {
    expect(googleSearches('Ada', undefined).affiliation).toBeUndefined();
  });
});
