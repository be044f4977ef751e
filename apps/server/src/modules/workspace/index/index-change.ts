import type { TopCategoryName } from '@quarry/contract';
import {
  mergeValues,
  setDocumentAuthors,
  setHidden,
  setLabels,
  setRelevancy,
  type DocumentAuthors,
  type RelevancyCode,
  type WorkspaceIndex,
} from './workspace-index.js';

export type { DocumentAuthors };

/** A review field as the index holds it: the relevancy code, or 0/1 (a note is only "noted" in the index). */
export type ReviewField = 'relevancy' | 'starred' | 'noted' | 'touched';

/**
 * A review write to an investigation's documents, in the terms of the index: the writing process applies it to its
 * loaded index and the change bus carries it to the other processes, which apply it with the same function.
 * Every change is idempotent (it carries values, not deltas), so a chunk applied twice or alone does no harm.
 */
export type IndexChange =
  /** One field set to one value on the documents (a vote, star, note, opening, "mark as read"); each also marks them read. */
  | { kind: 'field'; investigationId: number; field: ReviewField; value: number; documentIds: number[] }
  /** The documents' labels after the write, grouped by equal label lists (a bulk label gives one group). */
  | { kind: 'labels'; investigationId: number; touch: boolean; groups: LabelGroup[] }
  /** Top-list values removed by the user (hidden) or restored. */
  | { kind: 'hidden'; investigationId: number; hidden: boolean; values: Array<{ category: string; value: string }> }
  /** A top-list value shown under another name (a person renamed by a reviewer). */
  | { kind: 'caption'; investigationId: number; category: string; value: string; caption: string }
  /** The documents' persons after a merge or its undo, in author order: the Authors top list follows in place. */
  | { kind: 'authors'; investigationId: number; documents: DocumentAuthors[] }
  /** Values of a top list merged into one (an entity merge): documents with any of `merged` have `kept` instead. */
  | { kind: 'merged'; investigationId: number; category: string; kept: string; merged: string[] };

export interface LabelGroup {
  labels: string[];
  documentIds: number[];
}

/** Groups the written rows by their label list, so a bulk change travels as one list of ids per outcome. */
export function labelGroups(rows: ReadonlyArray<{ id: number; labels: string[] }>): LabelGroup[] {
  const groups = new Map<string, LabelGroup>();
  for (const row of rows) {
    const key = JSON.stringify(row.labels);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { labels: row.labels, documentIds: [] }));
    group.documentIds.push(row.id);
  }
  return [...groups.values()];
}

/** Whether the change touches nothing (then nobody needs to hear of it). */
export function isEmptyChange(change: IndexChange): boolean {
  if (change.kind === 'field') return change.documentIds.length === 0;
  if (change.kind === 'labels') return change.groups.length === 0;
  if (change.kind === 'caption') return false;
  if (change.kind === 'authors') return change.documents.length === 0;
  if (change.kind === 'merged') return change.merged.length === 0;
  return change.values.length === 0;
}

function applyField(index: WorkspaceIndex, change: Extract<IndexChange, { kind: 'field' }>): void {
  for (const id of change.documentIds) {
    const d = index.denseOf.get(id);
    if (d === undefined) continue;
    if (change.field === 'relevancy') setRelevancy(index, d, change.value as RelevancyCode);
    else index[change.field][d] = change.value;
    index.touched[d] = 1;
  }
}

function applyLabels(index: WorkspaceIndex, change: Extract<IndexChange, { kind: 'labels' }>): void {
  for (const group of change.groups) {
    for (const id of group.documentIds) {
      const d = index.denseOf.get(id);
      if (d === undefined) continue;
      setLabels(index, d, group.labels);
      if (change.touch) index.touched[d] = 1;
    }
  }
}

/** Applies a change to a loaded index in place; documents the index does not hold (yet) are skipped. */
export function applyIndexChange(index: WorkspaceIndex, change: IndexChange): void {
  if (change.kind === 'field') applyField(index, change);
  else if (change.kind === 'labels') applyLabels(index, change);
  else if (change.kind === 'caption')
    index.facets.get(change.category as TopCategoryName)?.dictionary.setCaption(change.value, change.caption);
  else if (change.kind === 'authors') setDocumentAuthors(index, change.documents);
  else if (change.kind === 'merged') mergeValues(index, change.category as TopCategoryName, change.kept, change.merged);
  else setHidden(index, change.values, change.hidden);
}

const halves = <T>(items: T[]): [T[], T[]] => [items.slice(0, items.length >> 1), items.slice(items.length >> 1)];

/**
 * Splits a change into two that together do the same (for a message size limit); undefined when it is one
 * indivisible item (one document, one value).
 */
export function splitIndexChange(change: IndexChange): [IndexChange, IndexChange] | undefined {
  if (change.kind === 'caption' || change.kind === 'merged') return undefined;
  if (change.kind === 'authors') {
    if (change.documents.length < 2) return undefined;
    const [a, b] = halves(change.documents);
    return [
      { ...change, documents: a },
      { ...change, documents: b },
    ];
  }
  if (change.kind === 'field') {
    if (change.documentIds.length < 2) return undefined;
    const [a, b] = halves(change.documentIds);
    return [
      { ...change, documentIds: a },
      { ...change, documentIds: b },
    ];
  }
  if (change.kind === 'labels') {
    if (change.groups.length > 1) {
      const [a, b] = halves(change.groups);
      return [
        { ...change, groups: a },
        { ...change, groups: b },
      ];
    }
    const group = change.groups[0];
    if (!group || group.documentIds.length < 2) return undefined;
    const [a, b] = halves(group.documentIds);
    return [
      { ...change, groups: [{ ...group, documentIds: a }] },
      { ...change, groups: [{ ...group, documentIds: b }] },
    ];
  }
  if (change.values.length < 2) return undefined;
  const [a, b] = halves(change.values);
  return [
    { ...change, values: a },
    { ...change, values: b },
  ];
}
