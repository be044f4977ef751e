import { describe, expect, it } from 'vitest';
import { accentInsensitiveFilter } from './accentInsensitiveFilter';

const item = (label: string) => ({ value: label, label });

describe('accentInsensitiveFilter', () => {
  it('offers options whatever accents either side has, up to the limit, groups included', () => {
    const options = [
      item("Côte d'Ivoire"),
      item('Universidad de León'),
      item('Leonberg'),
      { group: 'Other', items: [item('Léon Blum'), item('Paris')] },
    ];
    expect(accentInsensitiveFilter({ options, search: 'cote', limit: 10 })).toEqual([item("Côte d'Ivoire")]);
    expect(accentInsensitiveFilter({ options, search: 'LEON', limit: 10 })).toEqual([
      item('Universidad de León'),
      item('Leonberg'),
      { group: 'Other', items: [item('Léon Blum')] },
    ]);
    expect(accentInsensitiveFilter({ options, search: 'léon', limit: 2 })).toEqual([
      item('Universidad de León'),
      item('Leonberg'),
    ]);
    expect(accentInsensitiveFilter({ options, search: '', limit: 2 })).toHaveLength(2);
  });
});
