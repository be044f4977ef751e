import { describe, expect, it } from 'vitest';
import type { NormalizedDocument } from '../document.js';
import { identifierOf, rejectedRecord } from './record-accounting.js';

const record = (fields: Partial<NormalizedDocument>) =>
  ({ title: '', provenance: { source: 'local-file', query: 'a.ris' }, ...fields }) as NormalizedDocument;

describe('how the summary names a record not added', () => {
  it('names a file’s record as its format does, then by its title', () => {
    expect(rejectedRecord(record({ title: 'Peat carbon', reference: 'line 19' }), 'why')).toEqual({
      input: 'line 19: Peat carbon',
      reason: 'why',
    });
    expect(rejectedRecord(record({ title: 'Peat carbon', reference: 'UT WOS:000123' }), 'why').input).toBe(
      'UT WOS:000123: Peat carbon',
    );
  });

  it('names a record without a reference by its title, and an untitled one by its reference alone', () => {
    expect(rejectedRecord(record({ title: 'Peat carbon' }), 'why').input).toBe('Peat carbon');
    expect(rejectedRecord(record({ reference: 'row 8' }), 'why').input).toBe('row 8');
  });

  it('identifies a record by its DOI first, and by its reference when it has nothing else', () => {
    expect(identifierOf(record({ doi: '10.1/x', reference: 'line 3' }))).toBe('10.1/x');
    expect(identifierOf(record({ reference: 'line 3' }))).toBe('line 3');
  });
});
