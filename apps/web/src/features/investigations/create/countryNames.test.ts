import { describe, expect, it } from 'vitest';
import { countryNames } from './countryNames';

describe('countryNames', () => {
  it('lists every country by its English name, sorted, without groupings', () => {
    const names = countryNames();
    expect(names).toEqual(
      expect.arrayContaining(['Israel', 'Mexico', 'United States of America', 'Germany', "Cote d'Ivoire"]),
    );
    expect(names).not.toContain('European Union');
    expect(names).not.toContain('United Nations');
    expect(names.length).toBe(new Set(names).size);
    expect(names.length).toBeGreaterThan(240);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});
