import { describe, expect, it } from 'vitest';
import { countryCode, countryCodes, countryName } from './countries.js';

describe('countries', () => {
  it('reads the names users write, any case, accents and punctuation aside, and codes', () => {
    expect(countryCode('Mexico')).toBe('MX');
    expect(countryCode('  mexico ')).toBe('MX');
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('USA')).toBe('US');
    expect(countryCode('COTE D’IVOIRE')).toBe('CI');
    expect(countryCode('Ivory coast.')).toBe('CI');
    expect(countryCode('Türkiye')).toBe('TR');
    expect(countryCode('Turkey')).toBe('TR');
    expect(countryCode('il')).toBe('IL');
    expect(countryCode('MEX')).toBe('MX');
  });

  it('names no country for an empty text, an unknown name, an ambiguous one or an unassigned code', () => {
    for (const text of [undefined, '', '  ', 'Narnia', 'Congo', 'ZZ', 'XYZ']) expect(countryCode(text)).toBeUndefined();
  });

  it('maps every English name it gives back to its code', () => {
    const codes = countryCodes();
    expect(codes.length).toBeGreaterThan(240);
    for (const code of codes) expect(countryCode(countryName(code))).toBe(code);
    expect(countryName('mx')).toBe('Mexico');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});
