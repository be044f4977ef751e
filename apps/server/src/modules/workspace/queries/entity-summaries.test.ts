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
      {
        text: 'UNESCO and haifa (again)?',
        marks: [
          { start: 0, end: 6 },
          { start: 11, end: 23 },
        ],
      },
    ]);
  });

  it('prefers the sentences where both names of a pair occur, then those with one of them', () => {
    const text = 'UNESCO funds the survey. Soil carbon was measured by UNESCO teams. Soil is deep.';
    expect(excerptsOf(text, ['UNESCO', 'soil'])).toEqual([
      {
        text: 'Soil carbon was measured by UNESCO teams.',
        marks: [
          { start: 0, end: 4 },
          { start: 28, end: 34 },
        ],
      },
    ]);
    expect(excerptsOf('UNESCO funds the survey. Nothing else.', ['UNESCO', 'soil'])).toEqual([
      { text: 'UNESCO funds the survey.', marks: [{ start: 0, end: 6 }] },
    ]);
  });

  it('gives no sentence, rather than an unrelated one, when the text never spells a name out', () => {
    expect(excerptsOf('First one. Second one.', ['Zürich'])).toEqual([]);
    expect(excerptsOf('', ['x'])).toEqual([]);
  });

  it('marks a name inside another once', () => {
    expect(excerptsOf('Soil carbon here.', ['soil carbon', 'soil'])).toEqual([
      { text: 'Soil carbon here.', marks: [{ start: 0, end: 11 }] },
    ]);
  });
});
