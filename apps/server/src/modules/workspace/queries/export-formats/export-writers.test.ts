import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseBibtex } from '../../../../engines/harvest/connectors/bibtex-parse.js';
import { parseCslJson } from '../../../../engines/harvest/connectors/csl-json-parse.js';
import { parseRis } from '../../../../engines/harvest/connectors/ris-parse.js';
import { asList, cslName, readWithCitationJs } from '../../../../test/citation-reader.js';
import { documentsBibtex } from './bibtex-writer.js';
import { documentsCslJson } from './csl-json-writer.js';
import { CSV_COLUMNS, documentsCsv } from './csv-writer.js';
import { decisionNote, decisionNotes } from './decision-notes.js';
import { sampleDocument } from './export-sample.js';
import { splitName } from './export-record.js';
import { documentsRis } from './ris-writer.js';

const tricky = sampleDocument({
  title: 'Fe{2}O_3 & 50% of {soil} #1 ~ ^ \\ $x$, "quoted"',
  abstract: 'First paragraph, with a comma.\n\nSecond "paragraph"\r\nthird line.',
  authors: [
    { id: 1, name: 'Jérôme Lévy-Bruhl', affiliations: [] },
    { id: 2, name: 'Łukasz Żółć', affiliations: [] },
    { id: 3, name: '王 伟', affiliations: [] },
  ],
  journal: 'Revue d’Écologie & Société',
  doi: '10.1002/(sici)1097-4571_x{1}',
  note: 'line one\nline two',
});

describe('the decisions in notes', () => {
  it("writes the vote as ASReview's marker and, with the labels, as Rayyan's note; the user's note first", () => {
    expect(decisionNotes(sampleDocument())).toEqual([
      'check the methods',
      'ASReview_relevant',
      'RAYYAN-INCLUSION: {"Quarry"=>"Included"} | RAYYAN-LABELS: to read,Key paper',
    ]);
    expect(decisionNotes(sampleDocument({ relevancy: 'Irrelevant', labels: [], note: null }))).toEqual([
      'ASReview_irrelevant',
      'RAYYAN-INCLUSION: {"Quarry"=>"Excluded"}',
    ]);
    expect(decisionNotes(sampleDocument({ relevancy: 'Neutral', labels: ['a,b'], note: null }))).toEqual([
      'RAYYAN-LABELS: a b',
    ]);
    expect(decisionNote(sampleDocument({ relevancy: 'Neutral', labels: [], note: '  ' }))).toBeUndefined();
    const excluded = {
      ...sampleDocument({ relevancy: 'Irrelevant', labels: [], note: null }),
      exclusionReason: 'a, b',
    };
    expect(decisionNotes(excluded)).toEqual([
      'ASReview_irrelevant',
      'RAYYAN-INCLUSION: {"Quarry"=>"Excluded"} | RAYYAN-EXCLUSION-REASONS: a  b',
    ]);
    expect(decisionNote(sampleDocument())).toBe(
      'check the methods | ASReview_relevant | RAYYAN-INCLUSION: {"Quarry"=>"Included"} | RAYYAN-LABELS: to read,Key paper',
    );
  });

  it('splits names with their particles into family and given names', () => {
    expect(splitName('Ludwig van Beethoven')).toEqual({ family: 'van Beethoven', given: 'Ludwig' });
    expect(splitName('Plato')).toEqual({ family: 'Plato' });
    expect(splitName('Jean-Paul A. Sartre')).toEqual({ family: 'Sartre', given: 'Jean-Paul A.' });
  });
});

describe('the RIS writer', () => {
  it('writes every field, one N1 per note, and a multi-line abstract on continuation lines', () => {
    const text = documentsRis([sampleDocument(), tricky]);
    expect(text).toContain('TY  - JOUR\r\nID  - 7\r\nTI  - Soil carbon in vineyards\r\nAU  - Curie, Marie\r\n');
    expect(text).toContain('AU  - van Beethoven, Ludwig\r\nPY  - 2021\r\nDA  - 2021/03/15/\r\n');
    expect(text).toContain('N1  - check the methods\r\nN1  - ASReview_relevant\r\nN1  - RAYYAN-INCLUSION:');
    expect(text).toContain('AB  - First paragraph, with a comma.\r\nSecond "paragraph"\r\nthird line.\r\n');
    expect(text.match(/^ER {2}- $/gm)).toHaveLength(2);
  });

  it('is read back by our reader and by citation-js with the same fields', () => {
    const text = documentsRis([sampleDocument(), tricky]);
    const [ours, oursTricky] = parseRis(text, 'x.ris').documents;
    expect(ours).toMatchObject({
      title: 'Soil carbon in vineyards',
      journal: 'Soil Biology',
      date: '2021-03-15',
      datePrecision: 'DayMonthYear',
      volume: '12',
      issue: '3',
      firstPage: '101',
      lastPage: '119',
      doi: '10.1234/soil.7',
      keywords: expect.arrayContaining(['soil', 'carbon']),
    });
    expect(ours!.authors.map((author) => author.name)).toEqual(['Marie Curie', 'Ludwig van Beethoven']);
    expect(oursTricky!.title).toBe(tricky.title);
    expect(oursTricky!.abstract).toBe('First paragraph, with a comma. Second "paragraph" third line.');
    expect(oursTricky!.authors.map((author) => author.name)).toEqual(['Jérôme Lévy-Bruhl', 'Łukasz Żółć', '王 伟']);

    const [theirs, theirsTricky] = readWithCitationJs(text);
    expect(theirs).toMatchObject({ title: 'Soil carbon in vineyards', DOI: '10.1234/soil.7', volume: '12' });
    expect(theirs!.issued?.['date-parts']).toEqual([[2021, 3, 15]]);
    expect(asList(theirs!.note)).toEqual(decisionNotes(sampleDocument()));
    expect(theirsTricky!.title).toBe(tricky.title);
    expect(theirsTricky!.author!.map(cslName)).toEqual(['Jérôme Lévy-Bruhl', 'Łukasz Żółć', '王 伟']);
  });

  it('writes the year alone for a document dated to the year, and GEN for a type RIS does not have', () => {
    const text = documentsRis([
      sampleDocument({ datePrecision: 'Year', date: '2020-01-01', publicationType: 'other' }),
    ]);
    expect(text).toMatch(/^TY {2}- GEN$/m);
    expect(text).toMatch(/^PY {2}- 2020$/m);
    expect(text).not.toMatch(/^DA/m);
  });
});

describe('the BibTeX writer', () => {
  it("escapes LaTeX's special characters and keeps Unicode, read back the same by our reader and citation-js", () => {
    const text = documentsBibtex([tricky]);
    expect(text).toContain(
      'title = {Fe\\{2\\}O\\_3 \\& 50\\% of \\{soil\\} \\#1 \\textasciitilde{} \\textasciicircum{} \\textbackslash{} \\$x\\$, "quoted"}',
    );
    expect(text).toContain('author = {Lévy-Bruhl, Jérôme and Żółć, Łukasz and 伟, 王}');
    expect(text).toContain('doi = {10.1002/(sici)1097-4571_x%7B1%7D}');
    expect(text).toContain(
      'note = {line one line two | ASReview\\_relevant | RAYYAN-INCLUSION: \\{"Quarry"=>"Included"\\} | RAYYAN-LABELS: to read,Key paper}',
    );

    const [theirs] = readWithCitationJs(text);
    expect(theirs!.title).toBe(tricky.title);
    expect(theirs!['container-title']).toBe(tricky.journal);
    expect(theirs!.author!.map(cslName)).toEqual(['Jérôme Lévy-Bruhl', 'Łukasz Żółć', '王 伟']);
    expect(theirs!.note).toBe(decisionNote({ ...tricky, note: 'line one line two' }));

    const [ours] = parseBibtex(text, 'x.bib').documents;
    expect(ours!.title).toBe(tricky.title);
    expect(ours!.journal).toBe(tricky.journal);
    expect(ours!.authors.map((author) => author.name)).toEqual(['Jérôme Lévy-Bruhl', 'Łukasz Żółć', '王 伟']);
  });

  it('writes the date to its precision, pages with an en dash, the keywords and a corporate name braced', () => {
    const text = documentsBibtex([
      sampleDocument({ authors: [{ id: 1, name: 'Barnes and Noble', affiliations: [] }] }),
      sampleDocument({ id: 8, date: '2019-06-01', datePrecision: 'MonthYear', publicationType: 'proceedings-article' }),
    ]);
    expect(text).toContain('@article{quarry7,');
    expect(text).toContain('author = {{Barnes and Noble}}');
    expect(text).toContain('pages = {101--119}');
    expect(text).toContain('keywords = {soil, carbon}');
    expect(text).toContain('year = {2021},\n  month = {3},\n  date = {2021-03-15}');
    expect(text).toContain('@inproceedings{quarry8,\n  title = {Soil carbon in vineyards}');
    expect(text).toContain('booktitle = {Soil Biology}');
    expect(text).toContain('date = {2019-06}');
    const [, second] = parseBibtex(text, 'x.bib').documents;
    expect(second).toMatchObject({ date: '2019-06-01', datePrecision: 'MonthYear', journal: 'Soil Biology' });
  });
});

describe('the CSL-JSON writer', () => {
  it('writes standard CSL items, read back the same by our reader and citation-js', () => {
    const text = documentsCslJson([sampleDocument(), tricky]);
    const [item] = JSON.parse(text) as Array<Record<string, unknown>>;
    expect(item).toEqual({
      id: 'quarry7',
      type: 'article-journal',
      title: 'Soil carbon in vineyards',
      author: [
        { family: 'Curie', given: 'Marie' },
        { family: 'van Beethoven', given: 'Ludwig' },
      ],
      issued: { 'date-parts': [[2021, 3, 15]] },
      'container-title': 'Soil Biology',
      publisher: 'Springer',
      volume: '12',
      issue: '3',
      page: '101-119',
      DOI: '10.1234/soil.7',
      URL: 'https://example.org/soil/7',
      language: 'en',
      keyword: 'soil, carbon',
      abstract: 'Cover crops store carbon.',
      note: decisionNote(sampleDocument()),
    });
    const [theirs, theirsTricky] = readWithCitationJs(text);
    expect(theirs).toMatchObject({ title: 'Soil carbon in vineyards', page: '101-119', DOI: '10.1234/soil.7' });
    expect(theirsTricky!.title).toBe(tricky.title);
    expect(theirsTricky!.abstract).toBe(tricky.abstract);
    const [, oursTricky] = parseCslJson(JSON.parse(text), 'x.json').documents;
    expect(oursTricky!.authors.map((author) => author.name)).toEqual(['Jérôme Lévy-Bruhl', 'Łukasz Żółć', '王 伟']);
  });
});

describe('the CSV writer', () => {
  it("writes ASReview's columns, quoting commas, quotes and line breaks, read back the same by csv-parse", () => {
    const text = documentsCsv([
      sampleDocument(),
      tricky,
      { ...sampleDocument({ id: 9, relevancy: 'Irrelevant' }), exclusionReason: 'wrong design' },
      sampleDocument({ id: 10, relevancy: 'Neutral' }),
    ]);
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS]);
    expect(rows[0]).toEqual({
      record_id: '7',
      title: 'Soil carbon in vineyards',
      abstract: 'Cover crops store carbon.',
      authors: 'Marie Curie; Ludwig van Beethoven',
      year: '2021',
      journal: 'Soil Biology',
      doi: '10.1234/soil.7',
      url: 'https://example.org/soil/7',
      keywords: 'soil; carbon',
      included: '1',
      labels: 'to read; Key paper',
      notes: 'check the methods',
      exclusion_reason: '',
    });
    expect(rows[2]!.exclusion_reason).toBe('wrong design');
    expect(rows[1]).toMatchObject({ title: tricky.title, abstract: tricky.abstract, notes: 'line one\nline two' });
    expect(rows[1]!.authors).toBe('Jérôme Lévy-Bruhl; Łukasz Żółć; 王 伟');
    expect(rows.map((row) => row.included)).toEqual(['1', '1', '0', '']);
  });
});
