import { describe, expect, it } from 'vitest';
import { containsAllWords, foldForSearch, searchHits, searchWords } from './search-text.js';

describe('search text folding', () => {
  it('drops case and accents, so a name is found typed with or without them', () => {
    expect(foldForSearch('Bayón')).toBe('bayon');
    expect(foldForSearch('ŁÓDŹ Straße Søren Æsop')).toBe('lodz strasse soren aesop');
    expect(foldForSearch('plain ascii')).toBe('plain ascii');
    expect(containsAllWords('María Bayón, Universidad de León', searchWords('bayon leon'))).toBe(true);
    expect(containsAllWords('Maria Bayon', searchWords('Bayón'))).toBe(true);
    expect(containsAllWords('Maria Bayon', searchWords('bayon smith'))).toBe(false);
    expect(containsAllWords('anything', searchWords('   '))).toBe(true);
  });

  it('finds where the words of a filter occur, in positions of the text as it is', () => {
    const text = 'María BAYÓN, Straße and bayon again';
    const hits = searchHits(text, searchWords('bayon'));
    expect(hits.map((hit) => text.slice(hit.start, hit.end))).toEqual(['BAYÓN', 'bayon']);
    // A folded letter that becomes two (ß → ss) is marked whole; a word across it too.
    expect(searchHits(text, searchWords('strasse')).map((hit) => text.slice(hit.start, hit.end))).toEqual(['Straße']);
    // A combining accent (e + U+0301) belongs to its letter's hit.
    const decomposed = 'Cafe\u0301 soil';
    expect(searchHits(decomposed, searchWords('café'))).toEqual([{ start: 0, end: 5 }]);
  });

  it('joins overlapping hits and finds nothing for no words', () => {
    expect(searchHits('soil soils', searchWords('soil oils'))).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 10 },
    ]);
    expect(searchHits('soil', [])).toEqual([]);
    expect(searchHits('', ['soil'])).toEqual([]);
  });
});
