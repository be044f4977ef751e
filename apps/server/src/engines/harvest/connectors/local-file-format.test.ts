import { readFileSync } from 'node:fs';
import { LOCAL_FILE_FORMATS } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { detectLocalFormat, mayBeLocalFile, recordStartsIn } from './local-file-format.js';
import { localFileBatches, NOT_A_LOCAL_FILE } from './local-file.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const samples = {
  medline: fixture('medline/pubmed_result2.nbib'),
  'pubmed-xml': fixture('pubmed-xml/pubmed2.xml'),
  'wos-text': fixture('wos-text/IsiImporterTestWOS.txt'),
  'endnote-xml': fixture('endnote-xml/EndnoteXmlImporterTestLabelAndMultiTitle.xml'),
  refer: fixture('refer/Endnote.entries.enw'),
} as const;

describe('local file formats told by their content', () => {
  it.each(Object.entries(samples))('reads %s whatever the file is named', (format, text) => {
    for (const name of ['export.txt', 'export.xml', 'export.ris', 'export']) {
      expect(detectLocalFormat(text, name)?.format).toBe(format);
      expect(mayBeLocalFile(text.slice(0, 4096), name)).toBe(true);
    }
  });

  it('reads a .txt holding MEDLINE as MEDLINE and a .xml holding EndNote as EndNote XML', () => {
    expect(detectLocalFormat(samples.medline, 'pubmed-result.txt')?.format).toBe('medline');
    expect(detectLocalFormat(samples['endnote-xml'], 'My EndNote Library.xml')?.format).toBe('endnote-xml');
    expect(detectLocalFormat(`\uFEFF${samples['wos-text']}`, 'savedrecs.txt')?.format).toBe('wos-text');
  });

  it('counts record starts independently of the parsers', () => {
    expect(recordStartsIn('medline', samples.medline)).toBe(3);
    expect(recordStartsIn('pubmed-xml', samples['pubmed-xml'])).toBe(2);
    expect(recordStartsIn('wos-text', samples['wos-text'])).toBe(2);
    expect(recordStartsIn('endnote-xml', samples['endnote-xml'])).toBe(3);
    expect(recordStartsIn('refer', samples.refer)).toBe(13);
  });

  it('refuses at the upload what cannot be a local file, naming every format read', () => {
    expect(mayBeLocalFile('%PDF-1.7\n%âãÏÓ', 'paper.pdf')).toBe(false);
    expect(mayBeLocalFile('just some notes', 'notes.txt')).toBe(false);
    expect(mayBeLocalFile('<html><body>', 'page.xml')).toBe(false);
    expect([...localFileBatches('notes.txt', 'just some notes', 10)]).toEqual([
      { documents: [], errors: [NOT_A_LOCAL_FILE] },
    ]);
    for (const name of [
      'RIS',
      'BibTeX',
      'CSL-JSON',
      'OpenAlex JSON',
      'MEDLINE',
      'PubMed XML',
      'Web of Science',
      'tab-delimited',
      'Scopus',
      'IEEE',
      'Springer',
      'Embase',
      'Dimensions',
      'ASReview',
      'Excel',
      'EndNote XML',
      'EndNote tagged (.enw)',
    ])
      expect(NOT_A_LOCAL_FILE).toContain(name);
    expect(NOT_A_LOCAL_FILE).toContain(LOCAL_FILE_FORMATS);
  });

  it('gives an empty file of a named extension to its format, which finds no record in it', () => {
    expect(detectLocalFormat('', 'pubmed.nbib')?.format).toBe('medline');
    expect(detectLocalFormat('', 'savedrecs.ciw')?.format).toBe('wos-text');
    expect(detectLocalFormat('', 'citation.enw')?.format).toBe('refer');
    expect([...localFileBatches('pubmed.nbib', '', 10)].flatMap((batch) => batch.errors)).toEqual([
      'the file holds no record',
    ]);
  });
});
