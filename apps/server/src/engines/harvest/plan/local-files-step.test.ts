import { describe, expect, it } from 'vitest';
import { localFilesSteps, rejectedRecords } from './local-files-step.js';

describe('the steps of uploaded files', () => {
  it('makes a step per file, named by its upload and labelled with the file’s name', () => {
    const steps = localFilesSteps(
      7,
      [
        { id: 3, fileName: 'a.ris', storedName: '0.upload', content: null },
        { id: 9, fileName: 'savedrecs.txt', storedName: '1.upload', content: null },
      ],
      (investigationId, storedName) => `/uploads/${investigationId}/${storedName}`,
    );
    expect(steps.map(({ name, label, source }) => ({ name, label, source }))).toEqual([
      { name: 'local-files:3', label: 'Reading a.ris', source: 'a.ris' },
      { name: 'local-files:9', label: 'Reading savedrecs.txt', source: 'savedrecs.txt' },
    ]);
  });

  it('names an unreadable record as its format does, and a message about the whole file by the file', () => {
    expect(
      rejectedRecords('export.txt', [
        'line 19: no title',
        'PMID 31452104: no title',
        'UT WOS:000123456700001: no title',
        'row 8: 23 cells where the header names 20 columns',
        'record number 4: no title',
        'the file is not UTF-8 and its encoding was guessed as windows-1252 with 60 % confidence',
        'the file is none of the formats read: RIS, BibTeX',
      ]),
    ).toEqual([
      { input: 'line 19', reason: 'no title' },
      { input: 'PMID 31452104', reason: 'no title' },
      { input: 'UT WOS:000123456700001', reason: 'no title' },
      { input: 'row 8', reason: '23 cells where the header names 20 columns' },
      { input: 'record number 4', reason: 'no title' },
      {
        input: 'export.txt',
        reason: 'the file is not UTF-8 and its encoding was guessed as windows-1252 with 60 % confidence',
      },
      { input: 'export.txt', reason: 'the file is none of the formats read: RIS, BibTeX' },
    ]);
  });

  it('names at most a hundred records and counts the rest', () => {
    const named = rejectedRecords(
      'big.ris',
      Array.from({ length: 130 }, (_, i) => `line ${i + 1}: no title`),
    );
    expect(named).toHaveLength(101);
    expect(named.at(-1)).toEqual({ input: '30 more records', reason: 'could not be read' });
  });
});
