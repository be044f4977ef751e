import { describe, expect, it } from 'vitest';
import { changeLabel, labelsOf, markRead, restoreField, snapshotDocuments } from './bulkEdits';
import { updateDocuments, type DocumentPages } from './documentPages';
import { testDocument } from './testDocument';

const pages = (): DocumentPages => ({
  pages: [
    { documents: [testDocument(1, { labels: ['Todo'] }), testDocument(2, { touched: true })] },
    { documents: [testDocument(3)] },
  ],
  pageParams: [null, [3]],
});

describe('bulk edits of the selected documents', () => {
  it('mark read and add or remove a label (case-insensitive) on every selected loaded document', () => {
    const ids = new Set([1, 3]);
    const read = updateDocuments(pages(), ids, markRead)!;
    expect(read.pages.flatMap((page) => page.documents.map((document) => document.touched))).toEqual([
      true,
      true,
      true,
    ]);
    const labelled = updateDocuments(pages(), ids, changeLabel('todo', true))!;
    expect(labelled.pages[0]!.documents[0]!.labels).toEqual(['Todo']);
    expect(labelled.pages[1]!.documents[0]!.labels).toEqual(['todo']);
    const removed = updateDocuments(pages(), ids, changeLabel('TODO', false))!;
    expect(removed.pages[0]!.documents[0]!.labels).toEqual([]);
    expect(updateDocuments(pages(), new Set([7]), markRead)).toEqual(pages());
  });

  it('a failed call puts each document back as it was', () => {
    const ids = new Set([1, 3]);
    const before = snapshotDocuments([pages()], ids);
    expect([...before.keys()]).toEqual([1, 3]);
    const labelled = updateDocuments(pages(), ids, changeLabel('seen', true));
    const restored = updateDocuments(labelled, ids, restoreField('labels', before))!;
    expect(restored.pages[0]!.documents[0]!.labels).toEqual(['Todo']);
    expect(restored.pages[1]!.documents[0]!.labels).toEqual([]);
    const read = updateDocuments(pages(), ids, markRead);
    const unread = updateDocuments(read, ids, restoreField('touched', before))!;
    expect(unread.pages[0]!.documents[0]!.touched).toBe(false);
  });

  it('lists the labels of the selected documents once each', () => {
    const documents = [testDocument(1, { labels: ['b', 'Todo'] }), testDocument(2, { labels: ['todo', 'a'] })];
    expect(labelsOf(documents)).toEqual(['a', 'b', 'Todo']);
  });
});
