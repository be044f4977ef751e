import { describe, expect, it } from 'vitest';
import { dictionaryMatcher, dictionaryMatches } from './dictionary-matches.js';

describe('dictionary matches', () => {
  it('finds whole words and phrases, case-insensitively, in dictionary order and spelling', () => {
    const text = 'Winter WHEAT and rye under cover crops; wheatgrass is not wheat-free.';
    expect(dictionaryMatches(text, ['Rye', 'cover crops', 'wheat', 'barley', 'crop'])).toEqual([
      'Rye',
      'cover crops',
      'wheat',
    ]);
  });

  it('does not match inside a word, but does at the ends of the text and next to punctuation', () => {
    expect(dictionaryMatches('wheatgrass', ['wheat'])).toEqual([]);
    expect(dictionaryMatches('buckwheat', ['wheat'])).toEqual([]);
    expect(dictionaryMatches('wheat', ['wheat'])).toEqual(['wheat']);
    expect(dictionaryMatches('(wheat)', ['wheat'])).toEqual(['wheat']);
    expect(dictionaryMatches('a wheatgrass and a wheat', ['wheat'])).toEqual(['wheat']);
  });

  it('matches a phrase across line breaks and repeated spaces, and letters of any script', () => {
    expect(dictionaryMatches('the soil\n  carbon pool', ['soil carbon'])).toEqual(['soil carbon']);
    expect(dictionaryMatches('Über Böden und Klima', ['böden', 'BÖD'])).toEqual(['böden']);
  });

  it('reads words as the scoring does: hyphens and case aside, symbols not words', () => {
    expect(dictionaryMatches('Soil-carbon stocks', ['soil carbon', 'Stocks'])).toEqual(['soil carbon', 'Stocks']);
    expect(dictionaryMatches('soil carbon', ['Soil-Carbon'])).toEqual(['Soil-Carbon']);
    expect(dictionaryMatches('c++ and c#', ['C++', 'c', '++'])).toEqual(['C++']);
  });

  it('ignores blank and repeated words (the same words spelled twice count once)', () => {
    expect(dictionaryMatches('rye', ['', '  ', 'Rye', 'rye'])).toEqual(['Rye']);
    expect(dictionaryMatches('cover crops', ['cover-crops', 'Cover Crops'])).toEqual(['cover-crops']);
    const match = dictionaryMatcher(['Soil', 'River Delta']);
    expect(match('a river delta of soil')).toEqual(['Soil', 'River Delta']);
    expect(match('nothing here')).toEqual([]);
  });
});
