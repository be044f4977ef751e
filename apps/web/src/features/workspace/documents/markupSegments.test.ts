import type { Markup } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { markupSegments, visibleMarkups } from './markupSegments';

const term = (startIndex: number, endIndex: number, text = ''): Markup => ({
  startIndex,
  endIndex,
  priority: 2,
  mandatory: false,
  entities: [],
  text,
});
const entity = (startIndex: number, endIndex: number, kind = 'location'): Markup => ({
  startIndex,
  endIndex,
  priority: 1,
  mandatory: false,
  entities: [kind],
  text: '',
});

/** The segments as [text, kind] pairs: 'plain', 'term' or 'entity'. */
const shown = (text: string, markups: Markup[]) =>
  markupSegments(text, markups).map(({ text: part, markup }) => [
    part,
    markup === null ? 'plain' : markup.entities.length ? 'entity' : 'term',
  ]);

describe('markup segments', () => {
  const title = 'Soil carbon in Mediterranean vineyards';

  it('is the plain text without markups, and nothing for an empty text', () => {
    expect(shown(title, [])).toEqual([[title, 'plain']]);
    expect(markupSegments('', [term(0, 3)])).toEqual([]);
  });

  it('marks spans with the plain text between them, in order whatever the order given', () => {
    expect(shown(title, [entity(15, 28), term(0, 4), term(5, 11)])).toEqual([
      ['Soil', 'term'],
      [' ', 'plain'],
      ['carbon', 'term'],
      [' in ', 'plain'],
      ['Mediterranean', 'entity'],
      [' vineyards', 'plain'],
    ]);
  });

  it('keeps adjacent spans apart', () => {
    const segments = markupSegments('abcdef', [term(0, 3, 'abc'), term(3, 6, 'def')]);
    expect(segments.map((segment) => [segment.text, segment.markup?.text])).toEqual([
      ['abc', 'abc'],
      ['def', 'def'],
    ]);
  });

  it('lets the higher priority win where spans overlap, leaving the other out', () => {
    // 'Soil carbon' as a concept, 'Soil' and 'carbon' as search terms: the terms alone, no sliver of the concept.
    expect(shown(title, [entity(0, 11, 'concept'), term(0, 4), term(5, 11)])).toEqual([
      ['Soil', 'term'],
      [' ', 'plain'],
      ['carbon', 'term'],
      [' in Mediterranean vineyards', 'plain'],
    ]);
    // 'Mediterranean vineyards' as an entity, 'vineyards' as a search term inside it.
    expect(shown(title, [entity(15, 38), term(29, 38)])).toEqual([
      ['Soil carbon in Mediterranean ', 'plain'],
      ['vineyards', 'term'],
    ]);
    // A lower-priority span wholly inside a higher one disappears; one that does not overlap stays.
    expect(shown('abcdefgh', [term(0, 4), entity(2, 3), entity(4, 8)])).toEqual([
      ['abcd', 'term'],
      ['efgh', 'entity'],
    ]);
  });

  it('between equal priorities lets the span that starts first win, then the longer', () => {
    const segments = markupSegments('abcdef', [term(2, 6, 'late'), term(0, 4, 'early')]);
    expect(segments.map((segment) => [segment.text, segment.markup?.text])).toEqual([
      ['abcd', 'early'],
      ['ef', undefined],
    ]);
    const nested = markupSegments('abcdef', [term(0, 2, 'short'), term(0, 5, 'long')]);
    expect(nested.map((segment) => [segment.text, segment.markup?.text])).toEqual([
      ['abcde', 'long'],
      ['f', undefined],
    ]);
  });

  it('clamps indexes to the text and drops spans left empty', () => {
    expect(shown('abcdef', [term(-4, 2), term(4, 99)])).toEqual([
      ['ab', 'term'],
      ['cd', 'plain'],
      ['ef', 'term'],
    ]);
    expect(shown('abcdef', [term(3, 1), term(10, 12), term(2, 2)])).toEqual([['abcdef', 'plain']]);
  });

  it('counts UTF-16 code units, as the server does', () => {
    expect(shown('😀 soil', [term(3, 7)])).toEqual([
      ['😀 ', 'plain'],
      ['soil', 'term'],
    ]);
  });
});

describe('visible markups', () => {
  const markups = [term(0, 4), entity(5, 9)];

  it('keeps the kinds the highlight mode turns on', () => {
    expect(visibleMarkups(markups, { searchTerms: true, entities: true })).toEqual(markups);
    expect(visibleMarkups(markups, { searchTerms: false, entities: true })).toEqual([markups[1]]);
    expect(visibleMarkups(markups, { searchTerms: true, entities: false })).toEqual([markups[0]]);
    expect(visibleMarkups(markups, { searchTerms: false, entities: false })).toEqual([]);
  });
});
