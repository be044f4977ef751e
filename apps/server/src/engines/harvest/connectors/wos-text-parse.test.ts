import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLocalFile } from './local-file.js';

const sample = readFileSync(new URL('./fixtures/wos-text/IsiImporterTestWOS.txt', import.meta.url), 'utf8');

describe('Web of Science plain text', () => {
  it('reads every record of the JabRef WoS sample (as many as its "ER" lines)', () => {
    const result = parseLocalFile('savedrecs.txt', sample);
    expect(result.format).toBe('wos-text');
    expect(result.errors).toEqual([]);
    expect(result.documents).toHaveLength(sample.match(/^ER\s*$/gm)!.length);
  });

  it('maps every field of a record: wrapped title joined, one author a line, keywords split at ";"', () => {
    const [first, second] = parseLocalFile('savedrecs.ciw', sample).documents;
    expect(first).toMatchObject({
      title: 'Optical and photoelectric spectroscopy of photorefractive Sn2P2S6 crystals',
      abstract: 'Lorem ipsum abstract',
      authors: [
        { name: 'RV Gamernyk' },
        { name: 'YP Gnatenko' },
        { name: 'PM Bukivskij' },
        { name: 'PA Skubenko' },
        { name: 'VY Slivka' },
      ],
      journal: 'JOURNAL OF PHYSICS-CONDENSED MATTER',
      publisher: 'IOP PUBLISHING LTD',
      volume: '18',
      issue: '23',
      firstPage: '5323',
      lastPage: '5331',
      date: '2006-06-14',
      datePrecision: 'DayMonthYear',
      language: 'en',
      publicationType: 'journal-article',
      keywords: ['ELECTRIC-FIELD'],
      provenance: { sourceId: 'ISI:000238592600006' },
    });
    expect(second!.keywords).toEqual([
      'REFRACTIVE-INDEX PROFILES',
      'INFRARED WAVELENGTHS',
      'PHASE-CONJUGATION',
      'KNBO3',
      'MODES',
    ]);
  });

  it('takes AF full names over AU, and DI, PM', () => {
    const text = [
      'FN Clarivate Analytics Web of Science',
      'VR 1.0',
      'PT J',
      'AU Smith, J',
      'AF Smith, John',
      'TI A title',
      'DI 10.1000/XYZ',
      'PM 12345',
      'UT WOS:000123',
      'ER',
      '',
      'EF',
    ].join('\n');
    const [document] = parseLocalFile('savedrecs.txt', text).documents;
    expect(document).toMatchObject({ authors: [{ name: 'John Smith' }], doi: '10.1000/xyz' });
    expect(document!.provenance.identifiers).toEqual({ pubmed: '12345' });
  });

  it('reports a record without a title by its UT and keeps the others', () => {
    const broken = sample.replace(/^TI Optical waveguides.*$/m, '');
    const result = parseLocalFile('savedrecs.txt', broken);
    expect(result.errors).toEqual(['UT ISI:000236202800037: no title']);
    expect(result.documents).toHaveLength(1);
  });
});
