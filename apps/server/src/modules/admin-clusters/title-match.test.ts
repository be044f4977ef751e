import { describe, expect, it } from 'vitest';
import { normalizeDoi, parseDoiList, titleIndex, titleKey, titlesMatch } from './title-match.js';

describe('titlesMatch', () => {
  it('ignores case, punctuation, accents and line breaks', () => {
    expect(titleKey('Ecossistemas  de MONTADO:\ngestão e conservação!')).toBe(
      'ecossistemas de montado gestao e conservacao',
    );
    expect(
      titlesMatch('PEATLAND carbon stocks, in northern\nPortugal.', 'Peatland carbon stocks in northern Portugal'),
    ).toBe(true);
    expect(titlesMatch('Solos de montado em Évora', 'Solos de Montado em Evora')).toBe(true);
    expect(
      titlesMatch('Microbial respiration in water-\nlogged peat', 'Microbial respiration in waterlogged peat'),
    ).toBe(true);
  });

  it('matches a title with its subtitle to the title without it, and two subtitles of one main title', () => {
    expect(titlesMatch('Cork oak soils under drought: a ten-year study', 'Cork oak soils under drought')).toBe(true);
    expect(titlesMatch('Cork oak soils under drought', 'Cork Oak Soils under Drought: Evidence from Alentejo')).toBe(
      true,
    );
    expect(titlesMatch('Cork oak soils under drought: one', 'Cork oak soils under drought: two')).toBe(true);
  });

  it('keeps different titles and too short main titles apart', () => {
    expect(titlesMatch('Cork oak soils under drought', 'Cork oak soils under flooding')).toBe(false);
    expect(titlesMatch('Editorial: peat', 'Editorial: cork')).toBe(false);
    expect(titlesMatch('', '')).toBe(false);
  });
});

describe('titleIndex', () => {
  it('finds every document a title matches, in the order given', () => {
    const index = titleIndex([
      { title: 'Cork oak soils under drought', value: 1 },
      { title: 'Peatland carbon stocks in northern Portugal', value: 2 },
      { title: 'Cork oak soils under drought: evidence', value: 3 },
    ]);
    expect(index.find('CORK OAK SOILS UNDER DROUGHT.')).toEqual([1, 3]);
    expect(index.find('Cork oak soils under drought: another subtitle')).toEqual([1, 3]);
    expect(index.find('Peatland carbon\nstocks in northern Portugal')).toEqual([2]);
    expect(index.find('Something else entirely')).toEqual([]);
  });
});

describe('DOIs', () => {
  it('normalizes any written form to a lower-case 10.x/... and refuses what is none', () => {
    expect(normalizeDoi('https://doi.org/10.5555/FERREIRA.1')).toBe('10.5555/ferreira.1');
    expect(normalizeDoi('http://dx.doi.org/10.1000/ABC')).toBe('10.1000/abc');
    expect(normalizeDoi('doi:10.1000/xyz.')).toBe('10.1000/xyz');
    expect(normalizeDoi('10.1000/plain')).toBe('10.1000/plain');
    expect(normalizeDoi('not a doi')).toBeUndefined();
  });

  it('reads a list separated by newlines, commas and spaces, each DOI once', () => {
    expect(parseDoiList('https://doi.org/10.5555/A\n doi:10.5555/b, 10.5555/a 10.5555/C;junk')).toEqual([
      '10.5555/a',
      '10.5555/b',
      '10.5555/c',
    ]);
    expect(parseDoiList('  \n ')).toEqual([]);
  });
});
