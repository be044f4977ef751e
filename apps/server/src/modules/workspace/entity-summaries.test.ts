import { describe, expect, it } from 'vitest';
import { excerptsOf } from './entity-summaries.js';

describe('entity summary excerpts', () => {
  it('keeps the sentences that mention a name, with where each mention is, whatever its case', () => {
    const text = 'Soil carbon in Haifa. Nothing here! UNESCO and haifa (again)? The end.';
    expect(excerptsOf(text, ['Haifa'])).toEqual([
      { text: 'Soil carbon in Haifa.', marks: [{ start: 15, end: 20 }] },
      { text: 'UNESCO and haifa (again)?', marks: [{ start: 11, end: 16 }] },
    ]);
    expect(excerptsOf(text, ['unesco', 'Haifa (again'])).toEqual([
      { text: 'UNESCO and haifa (again)?', marks: [{ start: 0, end: 6 }, { start: 11, end: 23 }] },
    ]);
  });

  it('falls back on the first sentence when the text never spells the name out', () => {
    expect(excerptsOf('First one. Second one.', ['Zürich'])).toEqual([{ text: 'First one.', marks: [] }]);
    expect(excerptsOf('', ['x'])).toEqual([]);
  });
});
