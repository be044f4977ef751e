import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';
import { languageCode } from './language-codes.js';

describe('language', () => {
  it.each([
    [
      'en',
      'We measured soil organic carbon in 48 vineyards and found that cover crops raised the carbon stocks of the soils.',
    ],
    [
      'de',
      'Das Café am Limmatquai öffnet täglich um acht Uhr. Die Universität lädt Gäste zu Vorträgen über Stadtökologie ein.',
    ],
    [
      'fr',
      'Le projet de loi sur le renseignement a été adopté par les députés, malgré les critiques des associations.',
    ],
    [
      'es',
      'Los viñedos del Mediterráneo almacenan menos carbono en el suelo que los bosques cercanos, según el estudio.',
    ],
    ['he', 'עיריית תל אביב מעודדת בעלי בתים לשתול גגות ירוקים על הגגות של הבניינים בעיר.'],
  ])('tells %s', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it('does not guess on text too short to tell', () => {
    expect(detectLanguage('Soil carbon')).toBeUndefined();
    expect(detectLanguage('')).toBeUndefined();
  });

  it('reads the language codes and names files carry', () => {
    expect(['en-GB', 'EN', 'eng', 'ger', 'English', 'Deutsch', 'Klingon'].map(languageCode)).toEqual([
      'en',
      'en',
      'en',
      'de',
      'en',
      'de',
      undefined,
    ]);
  });
});
