import { describe, expect, it } from 'vitest';
import type { NormalizedDocument } from '../document.js';
import { isRefusedValue, refusedRecord } from './refused-records.js';

const dbError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('records the database refuses', () => {
  it.each([
    ['22008', true],
    ['22P05', true],
    ['23502', true],
    ['54000', true],
    ['08006', false],
    ['57014', false],
    ['40001', false],
  ])('SQLSTATE %s is a refused value: %s', (code, refused) => {
    expect(isRefusedValue(dbError(code, 'x'))).toBe(refused);
  });

  it('is not a refused value when the error has no SQLSTATE (a lost worker, a deleted investigation)', () => {
    expect(isRefusedValue(new Error('The investigation was deleted'))).toBe(false);
    expect(isRefusedValue(undefined)).toBe(false);
  });

  it('names the record by file and title, cleaned and shortened, and says why in words', () => {
    const doc = {
      title: `Mangrove\u0000 finance ${'and blue carbon '.repeat(10)}`,
      provenance: { source: 'local-file', query: 'refs.ris' },
    } as NormalizedDocument;
    const line = refusedRecord(doc, dbError('22P05', 'unsupported Unicode escape sequence'));
    expect(line.input).toMatch(/^refs\.ris: Mangrove finance and blue carbon .*…$/);
    expect(line.input).toHaveLength('refs.ris: '.length + 120);
    expect(line.reason).toBe('not stored: a character the database cannot store (unsupported Unicode escape sequence)');
  });

  it('names a file’s record as its format does when the format names records', () => {
    const doc = {
      title: 'Peat carbon',
      reference: 'PMID 31452104',
      provenance: { source: 'local-file', query: 'pubmed.nbib' },
    } as NormalizedDocument;
    expect(refusedRecord(doc, dbError('22P05', 'x')).input).toBe('PMID 31452104: Peat carbon');
  });
});
