import { MAX_TERMS, type SuggestedTerm, type TermsState } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { testGroup, testTerms } from '../terms/testTerms';
import {
  NEW_GROUP,
  addPlan,
  exceedsTermLimit,
  mergeSuggestions,
  passOver,
  removeSuggestion,
  selectedSuggestions,
  setSuggestionGroup,
  setSuggestionModifier,
  shownGroup,
  suggestionTarget,
  suggestionsPage,
  toggleSuggestion,
  visibleSuggestions,
} from './suggestions';

const suggestion = (term: string, overrides: Partial<SuggestedTerm> = {}): SuggestedTerm => ({
  term,
  selected: false,
  group: null,
  modifier: 'Regular',
  ...overrides,
});

const list = () => [suggestion('cover crops'), suggestion('green roofs'), suggestion('lysimeter')];

describe('suggested terms: selection, modifier and group', () => {
  it('a click selects a suggestion; deselecting clears its group (doc 2 §4)', () => {
    const selected = toggleSuggestion(list(), 'Green Roofs');
    expect(selected[1]).toEqual(suggestion('green roofs', { selected: true }));
    const grouped = setSuggestionGroup(selected, 'green roofs', 2);
    expect(grouped[1]!.group).toBe(2);
    const deselected = toggleSuggestion(grouped, 'green roofs');
    expect(deselected[1]).toEqual(suggestion('green roofs'));
    expect(deselected[0]).toBe(grouped[0]);
  });

  it('chooses the modifier of a selected suggestion; clicking the active one resets it to Regular', () => {
    const selected = toggleSuggestion(list(), 'lysimeter');
    const boosted = setSuggestionModifier(selected, 'lysimeter', 'Boost');
    expect(boosted[2]!.modifier).toBe('Boost');
    expect(setSuggestionModifier(boosted, 'lysimeter', 'Exclude')[2]!.modifier).toBe('Exclude');
    expect(setSuggestionModifier(boosted, 'lysimeter', 'Boost')[2]!.modifier).toBe('Regular');
    // Only selected suggestions have a modifier menu: others are left alone.
    expect(setSuggestionModifier(list(), 'lysimeter', 'Boost')[2]!.modifier).toBe('Regular');
    expect(setSuggestionGroup(list(), 'lysimeter', 2)[2]!.group).toBeNull();
  });

  it('rejects one suggestion and lists the selected ones', () => {
    const selected = toggleSuggestion(toggleSuggestion(list(), 'cover crops'), 'lysimeter');
    expect(selectedSuggestions(selected).map((s) => s.term)).toEqual(['cover crops', 'lysimeter']);
    expect(removeSuggestion(selected, 'COVER CROPS').map((s) => s.term)).toEqual(['green roofs', 'lysimeter']);
  });

  it('hides the suggestions the search definition tracks already', () => {
    expect(visibleSuggestions([suggestion('Soil'), suggestion('wine')], testTerms()).map((s) => s.term)).toEqual([
      'wine',
    ]);
    expect(visibleSuggestions([suggestion('soil')], undefined)).toHaveLength(1);
  });
});

describe('suggested terms: merging an answer', () => {
  it('keeps what the user chose while the call was on its way, selected ones first, never a rejected one', () => {
    const local = [
      suggestion('cover crops', { selected: true, modifier: 'Boost', group: 2 }),
      suggestion('green roofs'),
      suggestion('lysimeter', { selected: true }),
    ];
    // The server answers what it was sent (cover crops selected, lysimeter not yet) and new ones.
    const answer = [
      suggestion('cover crops', { selected: true, modifier: 'Regular' }),
      suggestion('green roofs'),
      suggestion('lysimeter'),
      suggestion('vineyards'),
      suggestion('tillage'),
    ];
    const merged = mergeSuggestions(local, answer, new Set(['tillage']));
    expect(merged).toEqual([
      suggestion('cover crops', { selected: true, modifier: 'Boost', group: 2 }),
      suggestion('lysimeter', { selected: true }),
      suggestion('green roofs'),
      suggestion('vineyards'),
    ]);
  });

  it('a suggestion deselected meanwhile comes back deselected; a rejected selected one goes', () => {
    const answer = [suggestion('cover crops', { selected: true, group: 2 }), suggestion('wine')];
    expect(mergeSuggestions([suggestion('cover crops')], answer, new Set())).toEqual([
      suggestion('cover crops'),
      suggestion('wine'),
    ]);
    expect(mergeSuggestions([suggestion('wine', { selected: true })], answer, new Set(['wine']))).toEqual([
      suggestion('cover crops'),
    ]);
  });
});

describe('suggested terms: Add Selected Terms', () => {
  const state = (): TermsState => testTerms();

  it('resolves the group: null the default group, NEW_GROUP a new one, an unknown one the default', () => {
    expect(suggestionTarget(null, state())).toBeUndefined();
    expect(suggestionTarget(NEW_GROUP, state())).toBe('new');
    expect(suggestionTarget(2, state())).toBe(2);
    expect(suggestionTarget(9, state())).toBeUndefined();
    expect(suggestionTarget(-3, state())).toBeUndefined();
    expect(shownGroup(null, state())).toBe(1);
    expect(shownGroup(9, state())).toBe(1);
    expect(shownGroup(2, state())).toBe(2);
    expect(shownGroup(NEW_GROUP, state())).toBe(NEW_GROUP);
  });

  it('batches the new terms by group (every new-group one into one new group), then sets the modifiers', () => {
    const selected = [
      suggestion('cover crops', { selected: true, modifier: 'Boost' }),
      suggestion('Soil', { selected: true }),
      suggestion('green  roofs', { selected: true, group: NEW_GROUP }),
      suggestion('tillage', { selected: true, group: 2, modifier: 'Exclude' }),
      suggestion('lysimeter', { selected: true, group: NEW_GROUP, modifier: 'Mandatory' }),
      suggestion('wine', { selected: true, group: 1 }),
    ];
    expect(addPlan(selected, state())).toEqual({
      batches: [
        { target: undefined, terms: ['cover crops'] },
        { target: 'new', terms: ['green roofs', 'lysimeter'] },
        { target: 2, terms: ['tillage'] },
        { target: 1, terms: ['wine'] },
      ],
      modifiers: [
        { term: 'cover crops', modifier: 'Boost' },
        { term: 'tillage', modifier: 'Exclude' },
        { term: 'lysimeter', modifier: 'Mandatory' },
      ],
      terms: ['cover crops', 'green roofs', 'tillage', 'lysimeter', 'wine'],
    });
  });

  it('keeps to the term limit: tracked plus added at most MAX_TERMS', () => {
    const full: TermsState = {
      termGroups: [testGroup(1, 'Search Terms')],
      terms: Array.from({ length: MAX_TERMS - 1 }, (_, index) => ({
        term: `term ${index}`,
        modifier: 'Regular' as const,
        groupId: 1,
        selected: true,
      })),
    };
    const one = addPlan([suggestion('wine', { selected: true })], full);
    expect(exceedsTermLimit(one, full)).toBe(false);
    const two = addPlan([suggestion('wine', { selected: true }), suggestion('cellar', { selected: true })], full);
    expect(exceedsTermLimit(two, full)).toBe(true);
  });
});

describe('suggested terms: More pages through the pool', () => {
  const pool = ['a1', 'a2', 'a3', 'a4', 'a5'].map((term) => suggestion(term));

  it('shows a page, then the next ones on More, the selected ones always, and starts again at the end', () => {
    const withSelected = [suggestion('kept', { selected: true }), ...pool];
    let passed = new Set<string>();
    const first = suggestionsPage(withSelected, passed, 2);
    expect(first.map((s) => s.term)).toEqual(['kept', 'a1', 'a2']);
    passed = passOver(first, withSelected, passed);
    const second = suggestionsPage(withSelected, passed, 2);
    expect(second.map((s) => s.term)).toEqual(['kept', 'a3', 'a4']);
    passed = passOver(second, withSelected, passed);
    const third = suggestionsPage(withSelected, passed, 2);
    expect(third.map((s) => s.term)).toEqual(['kept', 'a5']);
    passed = passOver(third, withSelected, passed);
    expect(passed.size).toBe(0);
    expect(suggestionsPage(withSelected, passed, 2).map((s) => s.term)).toEqual(['kept', 'a1', 'a2']);
  });
});
