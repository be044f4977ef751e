import { describe, expect, it } from 'vitest';
import {
  firstNameAgreement,
  firstNamesCompatible,
  mayBeSameName,
  middleNameAgreement,
  parseMentionName,
} from './names.js';

const name = (first: string, last: string, middle?: string) => parseMentionName(first, middle, last);

describe('parseMentionName', () => {
  it('splits initials run together in capitals, keeps names in capitals whole', () => {
    expect(name('SK', 'Ghosh').given).toEqual(['s', 'k']); // PubMed
    expect(name('LEI', 'ZHANG').given).toEqual(['lei']);
    expect(name('Rajiv', 'Agarwal', 'L').given).toEqual(['rajiv', 'l']);
  });

  it('splits hyphenated given names and drops titles and apostrophes', () => {
    expect(name('Wei-ping', 'Wang').given).toEqual(['wei', 'ping']);
    expect(name('J.-P.', 'Dupont').given).toEqual(['j', 'p']);
    expect(name("Dr A'bdul", 'Sattar').given).toEqual(['abdul']); // S2AND's dummy set
  });

  it('blocks on the first surname word, particles and accents aside, umlauts either way', () => {
    expect(name('Martin', 'Hofmann-Apitius').key).toBe(name('Martin', 'Hofmann').key);
    expect(name('Jens', 'Müller-Iden').key).toBe('muller_j');
    expect(name('W', 'Mueller').key).toBe(name('Wolfgang', 'Müller').key);
    expect(name('Alberto', 'Gonz\u00e1lez').key).toBe('gonzalez_a');
    expect(name('Ludwig', 'van Beethoven').key).toBe('beethoven_l');
    expect(name('A', 'Bauer').key).toBe('bauer_a'); // a vowel before "ue": not an umlaut
  });

  it('reads a full name given as the surname alone', () => {
    expect(name('', 'Yi Zhang')).toMatchObject({ given: ['yi'], lastWords: ['zhang'], key: 'zhang_y' });
  });
});

describe('first names', () => {
  it('are compatible when equal, one an initial or a short form of the other, or written together', () => {
    expect(firstNamesCompatible(name('R', 'Agarwal'), name('Rajiv', 'Agarwal', 'L'))).toBe(true);
    expect(firstNamesCompatible(name('Weiping', 'Wang'), name('Wei-ping', 'Wang'))).toBe(true);
    expect(firstNamesCompatible(name('Fei-Fei', 'Li'), name('Feifei', 'Li'))).toBe(true);
    expect(firstNamesCompatible(name('Alex', 'Konovalov'), name('Alexander', 'Konovalov'))).toBe(true);
    expect(firstNamesCompatible(name('', 'Sun'), name('Xin', 'Sun'))).toBe(true);
  });

  it('are incompatible when they differ (PubMed: Rajiv vs Ritesh Agarwal, SK vs AR Ghosh)', () => {
    expect(firstNamesCompatible(name('Rajiv', 'Agarwal'), name('Ritesh', 'Agarwal'))).toBe(false);
    expect(firstNamesCompatible(name('SK', 'Ghosh'), name('AR', 'Ghosh'))).toBe(false);
    expect(firstNamesCompatible(name('Xiaoping', 'Sun'), name('Xuemin', 'Sun'))).toBe(false);
  });

  it('grade agreement: full, short form, initial, none; middle names likewise', () => {
    expect(firstNameAgreement(name('Rajiv', 'Agarwal'), name('Rajiv', 'Agarwal'))).toBe(3);
    expect(firstNameAgreement(name('Alex', 'K'), name('Alexander', 'K'))).toBe(2);
    expect(firstNameAgreement(name('R', 'Agarwal'), name('Rajiv', 'Agarwal'))).toBe(1);
    expect(firstNameAgreement(name('Rajiv', 'Agarwal'), name('Ritesh', 'Agarwal'))).toBe(0);
    expect(middleNameAgreement(name('Rajiv', 'Agarwal', 'L'), name('Rajiv', 'Agarwal', 'R'))).toBe(0);
    expect(middleNameAgreement(name('Alexander', 'K', 'J.'), name('Alexander', 'K', 'James'))).toBe(2);
    expect(middleNameAgreement(name('Rajiv', 'Agarwal'), name('Rajiv', 'Agarwal', 'L'))).toBeNaN();
  });
});

describe('mayBeSameName', () => {
  it('matches printed names with one surname and compatible given names, accents and initials aside', () => {
    expect(mayBeSameName('Ana Ferreira', 'A. Ferreira')).toBe(true);
    expect(mayBeSameName('Ana M. Ferreira', 'Ana Ferreira')).toBe(true);
    expect(mayBeSameName('José Müller', 'Jose Mueller')).toBe(true);
  });

  it('refuses another surname or incompatible first names', () => {
    expect(mayBeSameName('Ana Ferreira', 'Ana Ferraz')).toBe(false);
    expect(mayBeSameName('Ana Ferreira', 'Bruno Ferreira')).toBe(false);
    expect(mayBeSameName('', 'Ana Ferreira')).toBe(false);
  });
});
