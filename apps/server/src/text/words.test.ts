import { describe, expect, it } from 'vitest';
import { termScores } from './bm25.js';
import { candidatePhrases } from './key-phrases.js';
import { markupsOf } from './markups.js';
import { countPhrase, phraseSetMatcher, phraseStarts, placedWords, tokenize } from './words.js';

const highlighted = (text: string, term: string) =>
  markupsOf(text, [term], []).map((m) => text.slice(m.startIndex, m.endIndex));
const scoreOf = (text: string, term: string) =>
  termScores([text, 'unrelated words only'], [{ term, modifier: 'Regular', groupId: 1, groupMandatory: false }])
    .score[0]!;

describe('words: one tokenizer and phrase matcher', () => {
  it('reads letters with their marks and digits of any script, lower-cased; everything else separates', () => {
    expect(tokenize('Graphene-based, Li-ion!')).toEqual(['graphene', 'based', 'li', 'ion']);
    expect(tokenize('Über BÖDEN 2024')).toEqual(['über', 'böden', '2024']);
    expect(tokenize('Cafe\u0301 हिन्दी')).toEqual(['cafe\u0301', 'हिन्दी']);
    expect(placedWords('  Soil-Carbon')).toEqual([
      { text: 'soil', start: 2, end: 6 },
      { text: 'carbon', start: 7, end: 13 },
    ]);
  });

  it('finds and counts phrases word by word, overlaps included', () => {
    const words = tokenize('a b a b a');
    expect(phraseStarts(words, ['a', 'b', 'a'])).toEqual([0, 2]);
    expect(countPhrase(words, ['a', 'b', 'a'])).toBe(2);
    expect(countPhrase(words, [])).toBe(0);
    expect(phraseStarts(words, ['b', 'a', 'b', 'a', 'b'])).toEqual([]);
  });

  it('matches many phrases at once, each once, in the order given, one entry for the same words', () => {
    const match = phraseSetMatcher(['Rye', 'soil-carbon', 'Soil Carbon', 'cover crops', '!!']);
    expect(match(tokenize('cover crops and SOIL CARBON, soil carbon'))).toEqual(['soil-carbon', 'cover crops']);
    expect(match([])).toEqual([]);
  });

  it('scores and highlights hyphen and case variants alike ("soil carbon" vs "Soil-carbon")', () => {
    const variants = [
      'Soil-carbon stocks rose.',
      'soil carbon stocks rose.',
      'SOIL CARBON stocks rose.',
      'Soil\n carbon stocks rose.',
    ];
    for (const term of ['soil carbon', 'Soil-carbon', 'SOIL-CARBON']) {
      const scores = variants.map((text) => scoreOf(text, term));
      expect(scores[0]).toBeGreaterThan(0);
      expect(new Set(scores).size).toBe(1);
      for (const text of variants) expect(highlighted(text, term)).toEqual([text.slice(0, text.indexOf(' stocks'))]);
    }
    expect(candidatePhrases('Soil-carbon stocks')).toContain('soil carbon');
    expect(candidatePhrases('soil carbon stocks')).toEqual(candidatePhrases('Soil-carbon stocks'));
  });

  it('neither scores nor highlights a word inside another', () => {
    expect(scoreOf('carbonate soils', 'carbon')).toBe(0);
    expect(highlighted('carbonate soils', 'carbon')).toEqual([]);
  });
});
