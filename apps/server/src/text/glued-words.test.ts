import { describe, expect, it } from 'vitest';
import { splitGluedWords } from './glued-words.js';

const byPattern = (text: string) => text.replace(/(\p{Lu}\p{Ll}{3,})(\p{Lu}\p{Ll})/gu, '$1; $2');

describe('glued words', () => {
  it('splits a capitalized word glued to the next one, as scraped pages join fields', () => {
    expect(splitGluedWords('Sara ScherrDean Current')).toBe('Sara Scherr; Dean Current');
    expect(splitGluedWords('Nina HeinsohnUniversity of Bonn')).toBe('Nina Heinsohn; University of Bonn');
  });

  it('leaves short words, camel case and acronyms alone', () => {
    for (const text of ['McDonald and MacArthur', 'the iPhone and eBay', 'NASA JPL', 'pH 7', '', 'ÉtéHiver'])
      expect(splitGluedWords(text)).toBe(byPattern(text));
    expect(splitGluedWords('McDonald')).toBe('McDonald');
  });

  it('gives what the pattern gives, letters of every script and astral ones included', () => {
    const pieces = [
      'Scherr',
      'Dean',
      'Ab',
      'Élodie',
      'Ωmega',
      'Straße',
      'İstanbul',
      '𝐀bcd',
      'x𝐁',
      'DNA',
      ' ',
      '; ',
      'É',
      'é',
      'abc',
      'Ωx',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2000; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 8) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      expect(splitGluedWords(text), text).toBe(byPattern(text));
    }
  });
});
