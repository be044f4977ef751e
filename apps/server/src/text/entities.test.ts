import { describe, expect, it } from 'vitest';
import { extractEntities, normalizeEntityName, uniqueEntityNames } from './entities.js';

describe('entities', () => {
  const text =
    'Jason Priem and Heather A. Piwowar met Dr. Smith at the University of North Carolina at Chapel Hill. ' +
    "Harvard's Kennedy School hosted Barack Obama; Germany and France signed with the European Commission in Brussels. " +
    'The National Institutes of Health funded work in Central America and Mexico, published by John Wiley & Sons.';

  it('finds persons, organizations and locations', () => {
    const entities = extractEntities(text);
    expect(entities.persons).toEqual(['Jason Priem', 'Heather A. Piwowar', 'Dr. Smith', 'Barack Obama']);
    expect(entities.organizations).toEqual([
      'University of North Carolina',
      'Kennedy School',
      'European Commission',
      'National Institutes of Health',
      'John Wiley & Sons',
    ]);
    expect(entities.locations).toEqual(['Germany', 'France', 'Brussels', 'Central America', 'Mexico']);
  });

  it('leaves ordinary title-case words alone', () => {
    expect(
      extractEntities(
        'Financing Biodiversity Conservation. The Grant Program Discussion. Results Show Frank Improvement.',
      ),
    ).toEqual({
      persons: [],
      organizations: [],
      locations: [],
    });
  });

  it('adds what compromise finds when asked to be thorough', () => {
    const thorough = extractEntities(text, { thorough: true });
    expect(thorough.locations).toEqual(expect.arrayContaining(['North Carolina', 'Chapel Hill']));
    expect(thorough.persons).toContain('Jason Priem');
  });

  it('normalizes and deduplicates names', () => {
    expect(normalizeEntityName("  Smith's ")).toBe('Smith');
    expect(normalizeEntityName('"Paris."')).toBe('Paris');
    expect(normalizeEntityName('Acme Inc.')).toBe('Acme Inc.');
    expect(normalizeEntityName('Johnson &amp; Johnson')).toBe('Johnson & Johnson');
    expect(normalizeEntityName('Universit&eacute; Laval')).toBe('Université Laval');
    expect(normalizeEntityName('X')).toBeUndefined();
    expect(normalizeEntityName('flora')).toBeUndefined();
    expect(normalizeEntityName('A'.repeat(81))).toBeUndefined();
    expect(uniqueEntityNames(['NASA', 'Nasa', 'National Institutes', 'National Institutes of Health'])).toEqual([
      'NASA',
      'National Institutes of Health',
    ]);
  });
});
