import { describe, expect, it } from 'vitest';
import type { IndexChange } from '../modules/workspace/index.js';
import { encodeChange, MAX_PAYLOAD_BYTES, type Change } from './change-bus.js';

const ORIGIN = '6d0f3a52-9c1e-4a7b-8f5e-2b1c0d9e8f7a';
const decode = (payloads: string[]) => payloads.map((payload) => (JSON.parse(payload) as { change: Change }).change);
const ids = (count: number, from = 1_000_000) => Array.from({ length: count }, (_, i) => from + i);

describe('encodeChange', () => {
  it('sends a small change as one payload', () => {
    const change: IndexChange = { kind: 'field', investigationId: 3, field: 'relevancy', value: 1, documentIds: [42] };
    expect(decode(encodeChange(ORIGIN, change))).toEqual([change]);
  });

  it('chunks a bulk change under the NOTIFY limit, every document in exactly one chunk', () => {
    const change: IndexChange = {
      kind: 'field',
      investigationId: 3,
      field: 'touched',
      value: 1,
      documentIds: ids(5000),
    };
    const payloads = encodeChange(ORIGIN, change);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const chunks = decode(payloads) as Array<Extract<IndexChange, { kind: 'field' }>>;
    expect(chunks.every((chunk) => chunk.kind === 'field' && chunk.field === 'touched' && chunk.value === 1)).toBe(
      true,
    );
    expect(chunks.flatMap((chunk) => chunk.documentIds)).toEqual(change.documentIds);
  });

  it('chunks labels by group, then a big group by its documents', () => {
    const groups = [
      { labels: ['screened', 'ääkkönen'], documentIds: ids(3000) },
      { labels: ['later'], documentIds: ids(10, 5) },
    ];
    const chunks = decode(encodeChange(ORIGIN, { kind: 'labels', investigationId: 9, touch: true, groups })) as Array<
      Extract<IndexChange, { kind: 'labels' }>
    >;
    const applied = new Map<number, string[]>();
    for (const chunk of chunks)
      for (const group of chunk.groups) for (const id of group.documentIds) applied.set(id, group.labels);
    expect(applied.size).toBe(3010);
    expect(applied.get(ids(1)[0]!)).toEqual(['screened', 'ääkkönen']);
    expect(applied.get(7)).toEqual(['later']);
  });

  it('chunks the documents of a merge, each chunk carrying whole documents with their persons', () => {
    const documents = Array.from({ length: 400 }, (_, i) => ({
      id: i + 1,
      persons: [
        { id: 7, name: 'Ana Ferreira' },
        { id: 1000 + i, name: `Co-author ${i}` },
      ],
    }));
    const chunks = decode(encodeChange(ORIGIN, { kind: 'authors', investigationId: 5, documents })) as Array<
      Extract<IndexChange, { kind: 'authors' }>
    >;
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.kind === 'authors' && chunk.investigationId === 5)).toBe(true);
    expect(chunks.flatMap((chunk) => chunk.documents)).toEqual(documents);
  });

  it('falls back to invalidating the one index when a single item cannot fit', () => {
    const hugeLabels = Array.from({ length: 100 }, (_, i) => `label ${i} ${'x'.repeat(100)}`);
    const change: IndexChange = {
      kind: 'labels',
      investigationId: 4,
      touch: false,
      groups: [{ labels: hugeLabels, documentIds: [1] }],
    };
    expect(decode(encodeChange(ORIGIN, change))).toEqual([{ kind: 'invalidate', investigationId: 4 }]);
  });
});
