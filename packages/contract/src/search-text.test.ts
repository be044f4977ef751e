import { describe, expect, it } from 'vitest';
import { containsAllWords, foldForSearch, searchWords } from './search-text.js';

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
});
