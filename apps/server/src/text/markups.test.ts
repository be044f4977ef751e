import { describe, expect, it } from 'vitest';
import { markupsOf, occurrences } from './markups.js';

describe('markups', () => {
  it('find whole words case-insensitively, phrases across spacing, never inside a word', () => {
    expect(occurrences('Soil carbon in soils; SOIL  carbon.', 'soil carbon')).toEqual([
      [0, 11],
      [22, 34],
    ]);
    expect(occurrences('carbonate', 'carbon')).toEqual([]);
    expect(occurrences('anything', 'a')).toEqual([]);
  });

  it('mark search terms above entities, and merge the kinds of one entity span', () => {
    const text = 'Soil carbon in Paris, studied by UNESCO in Paris.';
    const markups = markupsOf(
      text,
      ['soil carbon'],
      [
        { value: 'Paris', kind: 'location' },
        { value: 'UNESCO', kind: 'organization' },
        { value: 'Paris', kind: 'person' },
        { value: 'soil carbon', kind: 'concept' },
      ],
    );
    expect(markups.map((m) => [text.slice(m.startIndex, m.endIndex), m.priority, m.entities])).toEqual([
      ['Soil carbon', 2, []],
      ['Paris', 1, ['location', 'person']],
      ['UNESCO', 1, ['organization']],
      ['Paris', 1, ['location', 'person']],
    ]);
  });
});
