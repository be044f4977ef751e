import { describe, expect, it } from 'vitest';
import { keyPhrases } from './key-phrases.js';

describe('key phrases', () => {
  const text =
    'Green roofs hold back rain water. The city pays for green roofs because green roofs cool the streets. ' +
    'Meadow roofs retain more rain water than sedum roofs, and rain water retention is what the city wants.';

  it('ranks repeated phrases first, without stop words', () => {
    expect(keyPhrases(text, 4)).toEqual([
      { phrase: 'green roofs', score: 1 },
      { phrase: 'rain water', score: 1 },
      { phrase: 'roofs', score: 0.833 },
      { phrase: 'city', score: 0.333 },
    ]);
  });

  it('is deterministic and empty for text with no content words', () => {
    expect(keyPhrases(text)).toEqual(keyPhrases(text));
    expect(keyPhrases('the and of it is')).toEqual([]);
  });
});
