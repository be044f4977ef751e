import type { WorkspaceDocument } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { alertText, digestText } from './alert-digest.js';

const document = (id: number, title: string, extra: Partial<WorkspaceDocument> = {}) =>
  ({ id, title, authors: [], date: null, doi: null, url: null, ...extra }) as unknown as WorkspaceDocument;

describe('the alert digest', () => {
  it('lists each document with its authors, year, link and matched terms, then the links', () => {
    const text = digestText({
      nickname: 'Ada',
      title: 'soil carbon',
      investigationUrl: 'https://quarry.test/investigations/topic/3',
      unsubscribeUrl: 'https://quarry.test/api/alerts/unsubscribe?token=t',
      items: [
        {
          document: document(1, 'Peat and carbon', {
            authors: ['A', 'B', 'C', 'D'].map((name, id) => ({ id, name, affiliations: [] })),
            date: '2024-05-01',
            doi: '10.1/x',
          }),
          terms: ['soil', 'carbon'],
        },
        { document: document(2, 'A web page', { url: 'https://example.org/p' }), terms: [] },
      ],
    });
    expect(text).toContain('Quarry found 2 new relevant documents for "soil carbon":');
    expect(text).toContain(
      '1. Peat and carbon\n   A, B, C et al. — 2024\n   https://doi.org/10.1/x\n   Matched: soil, carbon',
    );
    expect(text).toContain('2. A web page\n   https://example.org/p\n');
    expect(text.endsWith(`${alertText.stop} https://quarry.test/api/alerts/unsubscribe?token=t`)).toBe(true);
    expect(alertText.subject('x', 1)).toBe('Quarry: 1 new relevant document in "x"');
  });
});
