import { describe, expect, it } from 'vitest';
import { searchTextOf, type WorkspaceIndex } from './workspace-index.js';

describe('the free-text filter text of a document', () => {
  it('folds accents once per document and shares the text when there are none', () => {
    const index = { ids: new Int32Array(2), text: ['maría bayón\nsuelos', 'plain title'] } as unknown as WorkspaceIndex;
    expect(searchTextOf(index, 0)).toBe('maria bayon\nsuelos');
    expect(searchTextOf(index, 1)).toBe('plain title');
    // The plain text is shared, not copied.
    expect(index.searchText![1]).toBe(index.text[1]);
    index.text[0] = 'changed';
    // Made once: the index's texts do not change while it lives.
    expect(searchTextOf(index, 0)).toBe('maria bayon\nsuelos');
  });
});
