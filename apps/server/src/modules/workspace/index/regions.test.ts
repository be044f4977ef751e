import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../text/countries.js';
import { countryName, regionOf } from './regions.js';

describe('regions of countries', () => {
  it('place every inhabited country and territory of the country list, and only those', () => {
    const uninhabited = ['AQ', 'BV', 'GS', 'HM', 'TF'];
    const unplaced = countryCodes().filter((code) => regionOf(code) === 'Other');
    expect(unplaced.sort()).toEqual(uninhabited);
    expect(regionOf('mx')).toBe('North America');
    expect(regionOf('KZ')).toBe('Central Asia');
    expect(regionOf('ZZ')).toBe('Other');
  });

  it('name countries from the same list', () => {
    expect(countryName('MX')).toBe('Mexico');
    expect(countryName('us')).toBe('United States of America');
  });
});
