import { describe, expect, it } from 'vitest';
import { dictionaryMatcher, dictionaryMatches } from './dictionary-matches.js';

describe('dictionary matches', () => {
  it('finds whole words and phrases, case-insensitively, in dictionary order and spelling', () => {
    const text = 'Winter WHEAT and rye under cover crops; wheatgrass is not wheat-free.';
    expect(dictionaryMatches(text, ['Rye', 'cover crops', 'wheat', 'barley', 'crop'])).toEqual(['Rye', 'cover crops', 'wheat']);
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
    expect(dictionaryMatches('c++ and c#', ['C++', 'c'])).toEqual(['C++', 'c']);
  });

  it('ignores blank and repeated words; the matcher takes a lower-cased text', () => {
    expect(dictionaryMatches('rye', ['', '  ', 'Rye', 'rye'])).toEqual(['Rye']);
    const match = dictionaryMatcher(['Soil', 'River Delta']);
    expect(match('a river delta of soil')).toEqual(['Soil', 'River Delta']);
    expect(match('nothing here')).toEqual([]);
  });
});
