import type { SuggestedTerm } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { defaultSpec } from '../state/filterSpec';
import { testTerms } from '../terms/testTerms';
import {
  asksAgain,
  modifiersOfAdded,
  NO_REJECTIONS,
  passedUnder,
  reject,
  suggestionsRequest,
  termKey,
  termsSignature,
  told,
  withoutTracked,
} from './suggestionRequests';

const suggestion = (term: string, selected = false): SuggestedTerm => ({
  term,
  selected,
  group: null,
  modifier: 'Regular',
});

describe('when the suggested terms are asked for again', () => {
  it('knows a term case and spaces aside', () => {
    expect(termKey('  Cover Crops ')).toBe('cover crops');
  });

  it('signs the search definition by what changes the suggestions: terms, modifiers, selection', () => {
    const state = testTerms();
    expect(termsSignature(undefined)).toBe('');
    expect(termsSignature(state)).toBe('soil:Regular:true|carbon:Boost:true|vineyards:Regular:true');
    const renamedCase = { ...state, terms: state.terms.map((t) => ({ ...t, term: t.term.toUpperCase() })) };
    expect(termsSignature(renamedCase)).toBe(termsSignature(state));
    const unselected = { ...state, terms: state.terms.map((t, i) => (i === 0 ? { ...t, selected: false } : t)) };
    expect(termsSignature(unselected)).not.toBe(termsSignature(state));
  });

  it('asks again after a vote or a term change, not when the terms first load', () => {
    expect(asksAgain({ votes: 0, terms: 'a' }, { votes: 1, terms: 'a' })).toBe(true);
    expect(asksAgain({ votes: 1, terms: 'a' }, { votes: 1, terms: 'b' })).toBe(true);
    expect(asksAgain({ votes: 1, terms: '' }, { votes: 1, terms: 'a' })).toBe(false);
    expect(asksAgain({ votes: 1, terms: 'a' }, { votes: 1, terms: 'a' })).toBe(false);
  });

  it('tells each rejection once, keeping those rejected while a call was under way', () => {
    let rejections = reject(reject(NO_REJECTIONS, ' Tillage '), 'lysimeter');
    expect(rejections.all).toEqual(new Set(['tillage', 'lysimeter']));
    const request = suggestionsRequest(defaultSpec(true), [suggestion('soil', true), suggestion('loam')], rejections);
    expect(request).toEqual({
      spec: defaultSpec(true),
      selectedSuggestedTerms: [suggestion('soil', true)],
      rejectedSuggestedTerms: [' Tillage ', 'lysimeter'],
    });
    rejections = reject(rejections, 'humus');
    rejections = told(rejections, request.rejectedSuggestedTerms);
    expect(rejections.untold).toEqual(['humus']);
    // Told or not, a rejected suggestion is never shown again here.
    expect(rejections.all.has('tillage')).toBe(true);
    expect(NO_REJECTIONS).toEqual({ all: new Set(), untold: [] });
  });

  it('pages on from what More passed over under the same filter only', () => {
    const passed = { specKey: 'a', terms: new Set(['loam']) };
    expect(passedUnder(passed, 'a')).toEqual(new Set(['loam']));
    expect(passedUnder(passed, 'b').size).toBe(0);
  });

  it('sets the modifiers of the terms added only, and drops the selected suggestions now tracked', () => {
    const plan = {
      batches: [],
      terms: ['Loam', 'humus'],
      modifiers: [
        { term: 'Loam', modifier: 'Mandatory' as const },
        { term: 'humus', modifier: 'Exclude' as const },
      ],
    };
    expect(modifiersOfAdded(plan, new Set(['loam']))).toEqual([{ term: 'Loam', modifier: 'Mandatory' }]);
    const list = [suggestion('Loam', true), suggestion('SOIL', true), suggestion('humus', true), suggestion('clay')];
    // Loam was added, soil was tracked already, humus's batch failed: it stays selected.
    expect(withoutTracked(list, new Set(['loam']), testTerms()).map((s) => s.term)).toEqual(['humus', 'clay']);
    expect(withoutTracked([suggestion('soil')], new Set(), testTerms())).toEqual([suggestion('soil')]);
  });
});
