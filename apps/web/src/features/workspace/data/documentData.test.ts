import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { confirmPatch, nextRelevancy, previousValues, revertPatch } from './documentEdits';
import {
  coveredIds,
  endMarkerIndex,
  listedCounts,
  loadedDocuments,
  nextPageIds,
  pagesInRange,
  updateDocument,
  withLabel,
  type DocumentPages,
} from './documentPages';
import { addLabelOps, applyLabelOp, revertLabelOp, showsOwnership, toggleLabelOps } from './labelRules';
import { testDocument } from './testDocument';

const data = (documents: WorkspaceDocument[], ids: number[]): InvestigationData => ({
  availableDocumentIds: ids,
  dateHistogram: [],
  documents,
  documentCounts: { totalDocumentCount: ids.length, relevantDocumentCount: 0 },
  tops: [],
  persons: [],
  labels: ['todo'],
  terms: { active: [], suggested: [] },
});

describe('document pages', () => {
  const first = [testDocument(1), testDocument(2)];
  const pages: DocumentPages = {
    pages: [{ data: data(first, [1, 2, 3, 4, 5]), documents: first }, { documents: [testDocument(3), testDocument(4)] }],
    pageParams: [null, [3, 4]],
  };

  it('pages over availableDocumentIds after the ids the loaded pages cover, and ends', () => {
    expect(nextPageIds(pages.pages.slice(0, 1), [null], 2)).toEqual([3, 4]);
    expect(nextPageIds(pages.pages, pages.pageParams, 2)).toEqual([5]);
    expect(nextPageIds([...pages.pages, { documents: [testDocument(5)] }], [...pages.pageParams, [5]], 2)).toBeUndefined();
    expect(loadedDocuments(pages).map((document) => document.id)).toEqual([1, 2, 3, 4]);
  });

  it('loads the rest in a larger page when asked, and counts pages of any size', () => {
    expect(nextPageIds(pages.pages.slice(0, 1), [null], 2, 500)).toEqual([3, 4, 5]);
    expect(coveredIds([null, [3, 4, 5]], 2)).toBe(5);
    // A deleted document leaves its page shorter than its ids: paging goes on after the ids, not the documents.
    const short = [...pages.pages.slice(0, 1), { documents: [testDocument(4)] }];
    expect(nextPageIds(short, [null, [3, 4]], 2)).toEqual([5]);
  });

  it('says how many documents are listed of how many the spec matches', () => {
    expect(listedCounts(pages)).toEqual({ shown: 4, total: 5 });
    expect(listedCounts(undefined)).toEqual({ shown: 0, total: 0 });
  });

  it('finds the pages of the documents drawn', () => {
    const ids = [[1, 2], [3, 4], [], [5]];
    expect(pagesInRange(ids, 0, 1)).toEqual([[1, 2]]);
    expect(pagesInRange(ids, 1, 4)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesInRange(ids, 4, 9)).toEqual([[5]]);
    expect(pagesInRange(ids, 5, 9)).toEqual([]);
  });

  it('puts the end marker half a page before the end of the loaded list', () => {
    expect(endMarkerIndex(100, 50)).toBe(75);
    expect(endMarkerIndex(10, 50)).toBe(0);
  });

  it('changes one document wherever it is loaded, and the first page data with it', () => {
    const starred = updateDocument(pages, 2, (document) => ({ ...document, starred: true }))!;
    expect(starred.pages[0]!.documents[1]!.starred).toBe(true);
    expect(starred.pages[0]!.data!.documents[1]!.starred).toBe(true);
    expect(starred.pages[1]).toBe(pages.pages[1]);
    expect(updateDocument(pages, 99, (document) => document)).toBe(pages);
    expect(withLabel(pages, 'Done')!.pages[0]!.data!.labels).toEqual(['Done', 'todo']);
    expect(withLabel(pages, 'TODO')).toBe(pages);
  });
});

describe('document edits', () => {
  it('resets the current relevancy to Neutral', () => {
    expect(nextRelevancy('Relevant', 'Relevant')).toBe('Neutral');
    expect(nextRelevancy('Irrelevant', 'Relevant')).toBe('Relevant');
  });

  it('reverts a failed edit unless a later edit changed the field again', () => {
    const document = testDocument(1);
    const patch = { starred: true };
    const previous = previousValues(document, patch);
    expect(revertPatch({ ...document, starred: true }, patch, previous).starred).toBe(false);
    const later = { ...document, relevancy: 'Relevant' as const };
    expect(revertPatch(later, { relevancy: 'Irrelevant' }, { relevancy: 'Neutral' }).relevancy).toBe('Relevant');
  });

  it('takes the answer for the edited fields and the read state', () => {
    const shown = { ...testDocument(1), note: 'draft' };
    const answer = { ...testDocument(1), note: 'draft', touched: true, starred: true };
    expect(confirmPatch(shown, { note: 'draft' }, answer)).toMatchObject({ note: 'draft', touched: true, starred: false });
  });
});

describe('label rules', () => {
  it('trims a new label and ignores it when empty or already there (any case)', () => {
    expect(addLabelOps([], '  todo ')).toEqual([{ kind: 'add', label: 'todo' }]);
    expect(addLabelOps([], '   ')).toEqual([]);
    expect(addLabelOps(['Todo'], 'TODO')).toEqual([]);
  });

  it('keeps Mine and Not Mine exclusive, and choosing one again removes it', () => {
    expect(toggleLabelOps(['Not Mine'], 'Mine')).toEqual([
      { kind: 'add', label: 'Mine' },
      { kind: 'remove', label: 'Not Mine' },
    ]);
    expect(toggleLabelOps(['mine'], 'Mine')).toEqual([{ kind: 'remove', label: 'mine' }]);
    expect(showsOwnership(['Found in CV'])).toBe(false);
    expect(showsOwnership(['Mine'])).toBe(true);
  });

  it('removes fix when accepted is added, and puts fix back when that removal fails', () => {
    const ops = addLabelOps(['fix', 'x'], 'accepted');
    expect(ops).toEqual([
      { kind: 'add', label: 'accepted' },
      { kind: 'remove', label: 'fix' },
    ]);
    const after = ops.reduce(applyLabelOp, ['fix', 'x']);
    expect(after).toEqual(['x', 'accepted']);
    expect(revertLabelOp(after, ops[1]!)).toEqual(['x', 'accepted', 'fix']);
    expect(toggleLabelOps(['accepted'], 'accepted')).toEqual([{ kind: 'remove', label: 'accepted' }]);
  });
});
