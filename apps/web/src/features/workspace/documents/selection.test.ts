import { describe, expect, it } from 'vitest';
import {
  allSelected,
  emptySelection,
  harvestSelectionError,
  selectAll,
  selectedIds,
  toggleSelected,
} from './selection';

describe('document selection', () => {
  it('selects and deselects documents of the list, in list order, loaded ones only', () => {
    let selection = emptySelection('a');
    selection = toggleSelected(selection, 'a', 3);
    selection = toggleSelected(selection, 'a', 1);
    selection = toggleSelected(selection, 'a', 9);
    expect(selectedIds(selection, 'a', [1, 2, 3])).toEqual([1, 3]);
    selection = toggleSelected(selection, 'a', 3);
    expect(selectedIds(selection, 'a', [1, 2, 3])).toEqual([1]);
  });

  it('a new list (another spec) starts with nothing selected', () => {
    const selection = toggleSelected(emptySelection('a'), 'a', 1);
    expect(selectedIds(selection, 'b', [1, 2])).toEqual([]);
    expect(selectedIds(toggleSelected(selection, 'b', 2), 'b', [1, 2])).toEqual([2]);
  });

  it('Select All selects every loaded document; Clear nothing', () => {
    const all = selectAll('a', [1, 2, 3]);
    expect(selectedIds(all, 'a', [1, 2, 3])).toEqual([1, 2, 3]);
    expect(allSelected(selectedIds(all, 'a', [1, 2, 3]), [1, 2, 3])).toBe(true);
    expect(allSelected([1, 2], [1, 2, 3])).toBe(false);
    expect(allSelected([], [])).toBe(false);
    expect(selectedIds(emptySelection('a'), 'a', [1, 2, 3])).toEqual([]);
  });

  it('harvests the references of at most 50 documents', () => {
    expect(harvestSelectionError(50)).toBeNull();
    expect(harvestSelectionError(51)).toBe('Select at most 50 documents to harvest their references and citing works');
  });
});
