import { describe, expect, it } from 'vitest';
import { newGroupName, nextGroupColor, searchStringTerms, splitTerms } from './terms.js';

describe('term rules', () => {
  it('splits batch input on commas and line breaks, trimmed, without empties or repeats', () => {
    expect(splitTerms(' soil carbon ,\nRiver\r\n\n, river ,  peat  bog ')).toEqual([
      'soil carbon',
      'River',
      'peat bog',
    ]);
  });

  it('takes a search string list as it is, a plain query word by word, and quoted phrases whole', () => {
    expect(searchStringTerms('soil carbon, river')).toEqual(['soil carbon', 'river']);
    expect(searchStringTerms('soil carbon in the river')).toEqual(['soil', 'carbon', 'river']);
    expect(searchStringTerms('"soil carbon" sequestration of peat')).toEqual(['soil carbon', 'sequestration', 'peat']);
  });

  it('names new groups New Group, New Group 1, … and cycles colours 1 to 10', () => {
    expect(newGroupName(['Search Terms'])).toBe('New Group');
    expect(newGroupName(['new group', 'New Group 1'])).toBe('New Group 2');
    expect([nextGroupColor(undefined), nextGroupColor(9), nextGroupColor(10)]).toEqual([1, 10, 1]);
  });
});
