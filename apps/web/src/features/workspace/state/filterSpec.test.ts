import { describe, expect, it } from 'vitest';
import { filterChips } from './filterChips';
import {
  applyFreeText,
  clearFilters,
  defaultSpec,
  dropLabelFilter,
  hasActiveFilters,
  highlightOf,
  renameLabelFilter,
  resultsSpec,
  selectTops,
  setDateRange,
  setDisplayedResults,
  setHighlight,
  startSpec,
  toggleTops,
} from './filterSpec';

const author = { name: 'predefined.Persons', selectedValue: '7', selectedDisplayValue: 'Ada Lovelace' };
const journal = { name: 'predefined.Journals', selectedValue: 'Nature', selectedDisplayValue: 'Nature' };

describe('the filter spec', () => {
  it('starts from the last spec with All and no dates, and with a sort the investigation offers', () => {
    const last = { ...defaultSpec(true), displayedResultsStatus: 'Unread' as const, dateFilter: { startYear: 2001 } };
    expect(startSpec(last, true)).toMatchObject({ displayedResultsStatus: 'All', dateFilter: undefined });
    expect(startSpec(last, false).sortDocumentsBy).toBe('publishDateDesc');
    expect(startSpec(null, true).sortDocumentsBy).toBe('relevance');
  });

  it('toggles a top selection, ANDing several', () => {
    const one = toggleTops(defaultSpec(true), [author]);
    const two = toggleTops(one, [journal]);
    expect(two.selectedTops).toEqual([author, journal]);
    expect(toggleTops(two, [{ name: author.name, selectedValue: '7' }]).selectedTops).toEqual([journal]);
    expect(selectTops(one, [author, journal]).selectedTops).toEqual([author, journal]);
  });

  it('returns Displayed Results to All when the selected one is chosen again', () => {
    const unread = setDisplayedResults(defaultSpec(true), 'Unread');
    expect(unread.displayedResultsStatus).toBe('Unread');
    expect(setDisplayedResults(unread, 'Relevant').displayedResultsStatus).toBe('Relevant');
    expect(setDisplayedResults(unread, 'Unread').displayedResultsStatus).toBe('All');
  });

  it('trims free text, and an empty one clears it', () => {
    expect(applyFreeText(defaultSpec(true), '  soil  ').freeText).toBe('soil');
    expect(applyFreeText(applyFreeText(defaultSpec(true), 'soil'), '   ').freeText).toBe('');
  });

  it('keeps a date range, and no bound on either side is no date filter', () => {
    expect(setDateRange(defaultSpec(true), 2001, null).dateFilter).toEqual({ startYear: 2001, endYear: null });
    expect(setDateRange(setDateRange(defaultSpec(true), 2001, 2003), null, null).dateFilter).toBeUndefined();
  });

  it('clears displayed results, tops, dates, free text and special filters, keeping the sort', () => {
    const busy = {
      ...setDateRange(applyFreeText(toggleTops(defaultSpec(false), [author]), 'x'), 2000, 2010),
      displayedResultsStatus: 'Annotated' as const,
      onlyMissingDate: true,
      includeOnlyUnlabeled: true,
    };
    expect(hasActiveFilters(busy)).toBe(true);
    const cleared = clearFilters(busy);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(cleared).toEqual(defaultSpec(false));
  });

  it('highlights search terms and mentioned entities by default, and ticks each apart', () => {
    const spec = defaultSpec(true);
    expect(spec.highlightMode).toBeUndefined();
    expect(highlightOf(spec)).toEqual({ searchTerms: true, entities: true });
    const noTerms = setHighlight(spec, 'searchTerms', false);
    expect(noTerms.highlightMode).toEqual(['Highlight Mentioned Entities']);
    expect(highlightOf(noTerms)).toEqual({ searchTerms: false, entities: true });
    const none = setHighlight(noTerms, 'entities', false);
    expect(none.highlightMode).toEqual([]);
    expect(highlightOf(none)).toEqual({ searchTerms: false, entities: false });
    expect(setHighlight(setHighlight(none, 'entities', true), 'searchTerms', true).highlightMode).toEqual([
      'Highlight Search Terms',
      'Highlight Mentioned Entities',
    ]);
  });

  it('keeps the highlight mode through Clear Filters and into the next workspace', () => {
    const busy = { ...setHighlight(toggleTops(defaultSpec(true), [author]), 'entities', false), onlyMissingDate: true };
    expect(clearFilters(busy).highlightMode).toEqual(['Highlight Search Terms']);
    expect(startSpec(busy, true).highlightMode).toEqual(['Highlight Search Terms']);
  });

  it('leaves the highlight mode out of what selects the results', () => {
    const spec = toggleTops(defaultSpec(true), [author]);
    const highlighted = setHighlight(spec, 'searchTerms', false);
    expect(resultsSpec(highlighted)).toEqual(resultsSpec(spec));
    expect(resultsSpec(highlighted)).not.toHaveProperty('highlightMode');
    expect(resultsSpec(highlighted).selectedTops).toEqual([author]);
  });

  it('renames and drops label filters, case-insensitively', () => {
    const labels = toggleTops(defaultSpec(true), [{ name: 'predefined.Labels', selectedValue: 'Todo' }]);
    expect(renameLabelFilter(labels, 'todo', 'Done').selectedTops[0]).toMatchObject({ selectedValue: 'Done' });
    expect(dropLabelFilter(labels, 'TODO').selectedTops).toEqual([]);
  });

  it('lists a removable chip per active filter', () => {
    const spec = { ...setDateRange(toggleTops(defaultSpec(true), [author]), 2019, 2021), onlyMissingVolume: true };
    const chips = filterChips(spec);
    expect(chips.map((chip) => chip.label)).toEqual(['Date: 2019 – 2021', 'Authors: Ada Lovelace', 'Missing volume']);
    expect(chips[1]!.remove(spec).selectedTops).toEqual([]);
    expect(filterChips(setDateRange(defaultSpec(true), 2020, 2020))[0]!.label).toBe('Date: 2020');
  });
});
