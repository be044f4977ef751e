import { describe, expect, it } from 'vitest';
import { countryNames } from './countryNames';

describe('countryNames', () => {
  it('lists countries by their English names, sorted, without groupings', () => {
    const names = countryNames();
    expect(names).toContain('Israel');
    expect(names).toContain('United States');
    expect(names).toContain('Germany');
    expect(names).not.toContain('European Union');
    expect(names).not.toContain('United Nations');
    expect(names.length).toBeGreaterThan(200);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});
