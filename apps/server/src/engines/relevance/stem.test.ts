import { describe, expect, it } from 'vitest';
import { porterStem } from './stem.js';

describe('porterStem', () => {
  it('follows the examples of Porter (1980), step by step', () => {
    const cases: Record<string, string> = {
      // 1a
      caresses: 'caress',
      ponies: 'poni',
      caress: 'caress',
      cats: 'cat',
      // 1b
      feed: 'feed',
      agreed: 'agre',
      plastered: 'plaster',
      bled: 'bled',
      motoring: 'motor',
      sing: 'sing',
      conflated: 'conflat',
      troubled: 'troubl',
      sized: 'size',
      hopping: 'hop',
      falling: 'fall',
      hissing: 'hiss',
      filing: 'file',
      failing: 'fail',
      // 1c
      happy: 'happi',
      sky: 'sky',
      // 2
      relational: 'relat',
      conditional: 'condit',
      valenci: 'valenc',
      digitizer: 'digit',
      vietnamization: 'vietnam',
      predication: 'predic',
      operator: 'oper',
      feudalism: 'feudal',
      decisiveness: 'decis',
      hopefulness: 'hope',
      formaliti: 'formal',
      sensitiviti: 'sensit',
      sensibiliti: 'sensibl',
      // 3
      triplicate: 'triplic',
      formative: 'form',
      formalize: 'formal',
      electrical: 'electr',
      goodness: 'good',
      // 4
      revival: 'reviv',
      allowance: 'allow',
      inference: 'infer',
      airliner: 'airlin',
      adjustable: 'adjust',
      replacement: 'replac',
      adjustment: 'adjust',
      dependent: 'depend',
      adoption: 'adopt',
      communism: 'commun',
      activate: 'activ',
      effective: 'effect',
      bowdlerize: 'bowdler',
      // 5
      probate: 'probat',
      rate: 'rate',
      cease: 'ceas',
      controll: 'control',
      roll: 'roll',
    };
    for (const [word, stem] of Object.entries(cases)) expect(porterStem(word), word).toBe(stem);
  });

  it('maps the forms of a word together and leaves short, numeric and accented tokens alone', () => {
    expect(new Set(['screening', 'screened', 'screens', 'screen'].map(porterStem))).toEqual(new Set(['screen']));
    expect(new Set(['infection', 'infections', 'infected'].map(porterStem))).toEqual(new Set(['infect']));
    expect(porterStem('is')).toBe('is');
    expect(porterStem('covid19')).toBe('covid19');
    expect(porterStem('2019')).toBe('2019');
    expect(porterStem('naïve')).toBe('naïve');
  });
});
