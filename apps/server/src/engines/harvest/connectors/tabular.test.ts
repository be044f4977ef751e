import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { NormalizedDocument } from '../document.js';
import { detectLocalFormat, mayBeLocalFile } from './local-file-format.js';
import { localFileBatches, parseLocalFile } from './local-file.js';
import { mayBeWorkbook, readWorkbook } from './tabular-file.js';

const fixture = (path: string) => readFileSync(new URL(`fixtures/${path}`, import.meta.url));

/** An independent count: csv-parse's records after the header, blank ones left out. */
function csvCount(text: string, delimiter = ','): number {
  const rows: string[][] = parse(text, { delimiter, bom: true, relax_column_count: true, relax_quotes: true });
  return rows.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
}

const WOS_HEADER =
  'PT\tAU\tBA\tBE\tGP\tAF\tBF\tCA\tTI\tSO\tSE\tBS\tLA\tDT\tCT\tCY\tCL\tSP\tHO\tDE\tID\tAB\tC1\tRP\tEM\tRI\tOI\tFU\tFX\tCR\tNR\tTC\tZ9\tU1\tU2\tPU\tPI\tPA\tSN\tEI\tBN\tJ9\tJI\tPD\tPY\tVL\tIS\tPN\tSU\tSI\tMA\tBP\tEP\tAR\tDI\tD2\tEA\tEY\tPG\tWC\tSC\tGA\tUT\tPM\tOA\tHC\tHP\tDA';

/** A Web of Science tab-delimited row: the header's columns, these filled and the others empty. */
function wosRow(values: Record<string, string>): string {
  return WOS_HEADER.split('\t')
    .map((tag) => values[tag] ?? '')
    .join('\t');
}

const wosText = [
  WOS_HEADER,
  wosRow({
    PT: 'J',
    AU: 'Aria, M; Cuccurullo, C',
    AF: 'Aria, Massimo; Cuccurullo, Corrado',
    TI: 'bibliometrix: An R-tool for comprehensive "science mapping" analysis',
    SO: 'JOURNAL OF INFORMETRICS',
    LA: 'English',
    DT: 'Article',
    DE: 'Science mapping; Co-word analysis',
    ID: 'CO-CITATION',
    AB: 'The use of bibliometrics is gradually extending to all disciplines.',
    PD: 'NOV',
    PY: '2017',
    VL: '11',
    IS: '4',
    BP: '959',
    EP: '975',
    DI: '10.1016/j.joi.2017.08.007',
    UT: 'WOS:000415199500001',
  }),
  wosRow({ PT: 'J', AU: 'Nobody, N', PY: '2020', UT: 'WOS:000000000000002' }),
  '',
].join('\r\n');

describe('table exports', () => {
  it('reads an ASReview CSV with its labels: 1 relevant, 0 irrelevant, empty unvoted', () => {
    const text = fixture('asreview/generic_partial_labels.csv').toString('utf8');
    const result = parseLocalFile('labels.csv', text);
    expect(result.format).toBe('asreview');
    expect(result.errors).toEqual([]);
    expect(result.documents).toHaveLength(csvCount(text));
    expect(result.documents.map((document) => document.decisions?.vote)).toEqual([
      'RELEVANT',
      'IRRELEVANT',
      undefined,
      undefined,
      'RELEVANT',
      'IRRELEVANT',
    ]);
    const [first] = result.documents as [NormalizedDocument];
    expect(first).toMatchObject({
      title: 'Title of reference',
      authors: [
        { name: 'Karl Marx', position: 0 },
        { name: 'Astrid Lindgren', position: 1 },
      ],
      date: '2014-01-01',
      datePrecision: 'Year',
      keywords: ['Pippi', 'Nordwind', 'Piraten'],
      url: 'http://example_url.com',
      volume: '9',
      issue: '3',
      publisher: 'Fun Factory',
      firstPage: 'e0815',
      provenance: { source: 'local-file', query: 'labels.csv', sourceId: '12345' },
    });
    expect(first.abstract).toMatch(/^BACKGROUND: Lorem ipsum/);
  });

  it('reads an ASReview TSV, its authors from the first_authors column', () => {
    const text = fixture('asreview/generic_tab.tsv').toString('utf8');
    const result = parseLocalFile('generic.tsv', text);
    expect(result.format).toBe('table');
    expect(result.documents).toHaveLength(csvCount(text, '\t'));
    expect(result.documents[1]?.authors.map((author) => author.name)).toEqual(['Karlus Marxus', 'Astrid Lindgren']);
  });

  it('reads a Scopus CSV (2023 and 2020 headers), named by EID, with its PubMed id', () => {
    const text = fixture('scopus/scopus.csv').toString('utf8');
    const result = parseLocalFile('scopus.csv', text);
    expect(result.format).toBe('scopus-csv');
    expect(result.documents).toHaveLength(csvCount(text));
    expect(result.documents[0]).toMatchObject({
      title:
        'Gender-specific visual perturbation effects on muscle activation during incline treadmill walking: a virtual reality study',
      authors: [{ name: 'Jie Hao' }, { name: 'Robin High' }, { name: 'Ka-Chun Siu' }],
      journal: 'Ergonomics',
      volume: '66',
      issue: '5',
      firstPage: '704',
      lastPage: '715',
      doi: '10.1080/00140139.2022.2113152',
      date: '2023-01-01',
      language: 'en',
      publisher: 'Taylor and Francis Ltd.',
      provenance: { sourceId: '2-s2.0-85136453267', identifiers: { pubmed: '35965444' } },
    });
    expect(result.documents[0]?.keywords).toContain('space medicine');
    const older = parseLocalFile('scopus-2020.csv', fixture('scopus/scopus-v1.csv'));
    expect(older.documents[0]?.authors.map((author) => author.name)).toHaveLength(10);
    expect(older.documents[0]?.authors[7]?.name).toBe('R.D. Skeel');
    expect(older.documents[0]?.publicationType).toBe('review');
  });

  it('names a Scopus record without a title by its EID and keeps the others', () => {
    const text = fixture('scopus/scopus.csv').toString('utf8');
    const [header, row] = text.trimEnd().split('\n') as [string, string];
    const untitled = row.replace(/"Gender-specific[^"]*"/, '""').replace('"2-s2.0-85136453267"', '"2-s2.0-1"');
    const result = parseLocalFile('scopus.csv', [header, untitled, row].join('\n'));
    expect(result.documents).toHaveLength(1);
    expect(result.errors).toEqual(['EID 2-s2.0-1: no title']);
  });

  it('reads an IEEE Xplore CSV', () => {
    const text = fixture('ieee/ieee.csv').toString('utf8');
    const result = parseLocalFile('export2024.csv', text);
    expect(result.format).toBe('ieee-csv');
    expect(result.documents).toHaveLength(csvCount(text));
    expect(result.documents[0]).toMatchObject({
      title: 'Exascale Computing Trends: Adjusting to the "New Normal"\' for Computer Architecture',
      authors: [{ name: 'P. Kogge' }, { name: 'J. Shalf' }],
      journal: 'Computing in Science & Engineering',
      date: '2013-01-01',
      volume: '15',
      issue: '6',
      firstPage: '16',
      lastPage: '26',
      doi: '10.1109/mcse.2013.95',
      url: 'https://ieeexplore.ieee.org/stamp/stamp.jsp?arnumber=6634083',
      publisher: 'IEEE',
    });
    expect(result.documents[1]?.authors).toHaveLength(6);
  });

  it('reads an Embase CSV: journal, year, volume, pages from its Source, the DOI from its OpenURL link', () => {
    const text = fixture('embase/embase.csv').toString('utf8');
    const result = parseLocalFile('embase.csv', text);
    expect(result.format).toBe('embase-csv');
    expect(result.documents).toHaveLength(csvCount(text));
    expect(result.documents[1]).toMatchObject({
      title: 'Congenital Neck Masses',
      authors: [{ name: 'L. Quintanilla-Dieck' }, { name: 'E.B. Penn' }],
      journal: 'Clinics in Perinatology',
      volume: '45',
      issue: '4',
      firstPage: '769',
      lastPage: '785',
      date: '2018-12-01',
      doi: '10.1016/j.clp.2018.07.012',
    });
  });

  it("reads an Embase CSV's Emtree index terms as keywords, each once, without their subheadings", () => {
    const result = parseLocalFile('embase.csv', fixture('embase/embase.csv').toString('utf8'));
    const keywords = result.documents[0]!.keywords;
    expect(keywords).toEqual(
      expect.arrayContaining(['colonic duplication cyst', 'colonoscopy', 'endoscopic ultrasonography']),
    );
    expect(result.documents[1]!.keywords).toEqual(expect.arrayContaining(['bleomycin', 'neck tumor']));
    expect(keywords.every((keyword) => !/[(),]/.test(keyword))).toBe(true);
    expect(new Set(keywords.map((keyword) => keyword.toLowerCase())).size).toBe(keywords.length);
  });

  it('reads a Springer CSV, its run-together authors split', () => {
    const text = [
      'Item Title,Publication Title,Book Series Title,Journal Volume,Journal Issue,Item DOI,Authors,Publication Year,URL,Content Type',
      '"Graph-Based Load Balancing Model for Exascale Computing Systems","Advances in Parallel & Distributed Processing, and Applications","Transactions on Computational Science and Computational Intelligence",,,10.1007/978-3-030-69984-0_33,"Aiman NazJunaid Ali",2021,http://link.springer.com/chapter/10.1007/978-3-030-69984-0_33,Chapter',
    ].join('\n');
    const result = parseLocalFile('SearchResults.csv', text);
    expect(result.format).toBe('springer-csv');
    expect(result.documents[0]).toMatchObject({
      type: 'Book Chapter',
      doi: '10.1007/978-3-030-69984-0_33',
      authors: [{ name: 'Aiman Naz' }, { name: 'Junaid Ali' }],
      date: '2021-01-01',
    });
  });

  it("splits a Springer CSV's run-together authors as Springer writes them, keeping glued surname prefixes whole", () => {
    const header =
      'Item Title,Publication Title,Book Series Title,Journal Volume,Journal Issue,Item DOI,Authors,Publication Year,URL,Content Type';
    const authors = (cell: string) =>
      parseLocalFile(
        'SearchResults.csv',
        `${header}\nA title,A journal,,,,10.1007/x,"${cell}",2022,,Article`,
      ).documents[0]!.authors.map((author) => author.name);
    // Real cells of Springer Link's "Download search results (CSV)"
    expect(authors('Datong WeiCan LiuXiaolong (Luke) ZhangXiaoru Yuan')).toEqual([
      'Datong Wei',
      'Can Liu',
      'Xiaolong (Luke) Zhang',
      'Xiaoru Yuan',
    ]);
    expect(authors('Karin L RileyIsaac C GrenfellJohn D ShawMark A Finney')).toEqual([
      'Karin L Riley',
      'Isaac C Grenfell',
      'John D Shaw',
      'Mark A Finney',
    ]);
    expect(authors('Daniel LimbergerWilly ScheibelJan van DiekenJürgen Döllner')).toEqual([
      'Daniel Limberger',
      'Willy Scheibel',
      'Jan van Dieken',
      'Jürgen Döllner',
    ]);
    expect(authors('Yann LeCunLéon BottouDavid J. C. MacKayRonald McDonaldKevin DiCaprio')).toEqual([
      'Yann LeCun',
      'Léon Bottou',
      'David J. C. MacKay',
      'Ronald McDonald',
      'Kevin DiCaprio',
    ]);
  });

  it('reads a Dimensions CSV after the line it writes above the header', () => {
    const text = [
      '"About the data: Exported on Sep 30, 2026. Criteria: ""influenza"" in title and abstract."',
      '"Rank","Publication ID","DOI","PMID","PMCID","Title","Abstract","Source title","Publication Date","PubYear","Volume","Issue","Pagination","Publication Type","Authors","Dimensions URL"',
      '"1","pub.1000000001","10.1234/dim1","31452104","","Forecasting influenza with ensembles","An abstract.","Journal of Tests","2020-03-01","2020","3","1","12-20","Article","Meyer, Austin G; Smith, Jane","https://app.dimensions.ai/details/publication/pub.1000000001"',
      '"2","pub.1000000002","","","","","No title here.","Journal of Tests","2020","2020","","","","Article","","https://app.dimensions.ai/details/publication/pub.1000000002"',
    ].join('\r\n');
    const result = parseLocalFile('Dimensions-Publication-2026-09-30.csv', text);
    expect(result.format).toBe('dimensions-csv');
    expect(result.documents).toHaveLength(1);
    expect(result.errors).toEqual(['row 4: no title']);
    expect(result.documents[0]).toMatchObject({
      title: 'Forecasting influenza with ensembles',
      authors: [{ name: 'Austin G Meyer' }, { name: 'Jane Smith' }],
      date: '2020-03-01',
      firstPage: '12',
      lastPage: '20',
      provenance: { sourceId: 'pub.1000000001', identifiers: { pubmed: '31452104' } },
    });
  });

  it('reads a Web of Science tab-delimited .txt in UTF-16 with its BOM, quotes kept, named by UT', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(wosText, 'utf-16le')]);
    const result = parseLocalFile('savedrecs.txt', bytes);
    expect(result.format).toBe('wos-tab');
    expect(result.documents).toHaveLength(1);
    expect(result.errors).toEqual(['UT WOS:000000000000002: no title']);
    expect(result.documents[0]).toMatchObject({
      title: 'bibliometrix: An R-tool for comprehensive "science mapping" analysis',
      authors: [{ name: 'Massimo Aria' }, { name: 'Corrado Cuccurullo' }],
      journal: 'JOURNAL OF INFORMETRICS',
      date: '2017-11-01',
      datePrecision: 'MonthYear',
      firstPage: '959',
      lastPage: '975',
      doi: '10.1016/j.joi.2017.08.007',
      keywords: ['Science mapping', 'Co-word analysis', 'CO-CITATION'],
      provenance: { sourceId: 'WOS:000415199500001' },
    });
  });

  it('reports a broken row by its row number and keeps the rows around it', () => {
    const text = 'title,year,label_included\nFirst,2020,1\nSecond,2021,0,extra,cells\nThird,2022,\n';
    const result = parseLocalFile('screened.csv', text);
    expect(result.documents.map((document) => document.title)).toEqual(['First', 'Third']);
    expect(result.errors).toEqual(['row 3: 5 cells where the header names 3 columns']);
  });

  it('reports a quote never closed with the row it opens on, after the rows before it', () => {
    const result = parseLocalFile('broken.csv', 'title,year\nFirst,2020\n"Second,2021\nThird,2022\n');
    expect(result.documents.map((document) => document.title)).toEqual(['First']);
    expect(result.errors[0]).toMatch(/^row 3: the rest of the file could not be read/);
  });

  it('carries ASReview notes and tags into the decisions, and a Rayyan note gives its vote', () => {
    const text = [
      'record_id,title,included,exported_notes_1,tags',
      '7,A screened paper,1,looks relevant,"method; cohort"',
      '8,Another paper,,"RAYYAN-INCLUSION: {""Ann""=>""Excluded""}",',
    ].join('\n');
    const [first, second] = parseLocalFile('asreview-export.csv', text).documents;
    expect(first?.decisions).toEqual({ vote: 'RELEVANT', labels: ['method', 'cohort'], notes: ['looks relevant'] });
    expect(first?.provenance.sourceId).toBe('7');
    expect(second?.decisions).toEqual({ vote: 'IRRELEVANT' });
  });

  it('reads a Rayyan CSV, its notes column giving the vote and labels of the RAYYAN-INCLUSION and RAYYAN-LABELS markers', () => {
    const text = [
      'key,title,authors,journal,issn,volume,issue,pages,year,month,day,publisher,pmc_id,pubmed_id,url,abstract,notes,doi,keywords',
      'rayyan-1,Cover crops and soil carbon,"Bergman, H. and Smith, J.",Soil,,3,,1-9,2019,,,,,31452104,,An abstract.,"RAYYAN-INCLUSION: {""Ann""=>""Included""} | RAYYAN-LABELS: soil",10.1/x,',
    ].join('\n');
    const result = parseLocalFile('articles.csv', text);
    expect(result.format).toBe('table');
    expect(result.documents[0]).toMatchObject({
      authors: [{ name: 'H. Bergman' }, { name: 'J. Smith' }],
      decisions: { vote: 'RELEVANT', labels: ['soil'] },
      provenance: { sourceId: 'rayyan-1', identifiers: { pubmed: '31452104' } },
    });
  });

  it('reads semicolon CSVs and ASReview synonyms (primary_title, abstract note, author names)', () => {
    const text = 'primary_title;abstract note;author names;final_included\nA title;An abstract;Doe J, Roe R;0\n';
    const [document] = parseLocalFile('a.csv', text).documents;
    expect(document).toMatchObject({ title: 'A title', abstract: 'An abstract', decisions: { vote: 'IRRELEVANT' } });
    expect(document?.authors.map((author) => author.name)).toEqual(['Doe J', 'Roe R']);
  });
});

describe('table detection', () => {
  it('tells the export by its header, not its file name', () => {
    expect(detectLocalFormat(wosText, 'savedrecs.txt')?.format).toBe('wos-tab');
    expect(detectLocalFormat(fixture('ieee/ieee.csv').toString('utf8'), 'export.txt')?.format).toBe('ieee-csv');
    expect(detectLocalFormat(fixture('scopus/scopus.csv').toString('utf8'), 'scopus.ris')?.format).toBe('scopus-csv');
    expect(detectLocalFormat('name,age\nAnn,3\n', 'people.csv')).toBeUndefined();
    expect(detectLocalFormat('TY  - JOUR\nTI  - A, b\nER  - \n', 'refs.csv')?.format).toBe('ris');
  });

  it('lets a table export through the upload gate and refuses a table without a title column', () => {
    expect(mayBeLocalFile(WOS_HEADER + '\n', 'savedrecs.txt')).toBe(true);
    expect(mayBeLocalFile('"Authors","Title","Year","Source title","EID"\n', 'scopus.csv')).toBe(true);
    expect(mayBeLocalFile('name,age\nAnn,3\n', 'people.csv')).toBe(false);
  });

  it('lets an Excel workbook through and a Word file not', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['title']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(mayBeWorkbook(bytes.subarray(0, 4096), 'records.bin')).toBe(true);
    const word = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('word/document.xml')]);
    expect(mayBeWorkbook(word, 'letter.docx')).toBe(false);
  });
});

describe('Excel workbooks', () => {
  it('reads the first sheet of an ASReview workbook with its labels, each row named by its sheet row', async () => {
    const rows: string[][] = parse(fixture('asreview/generic_partial_labels.csv'), { bom: true });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('records');
    for (const row of rows)
      sheet.addRow(
        row.map((cell, column) =>
          rows[0]![column] === 'label_included' && cell !== '' && row !== rows[0] ? Number(cell) : cell,
        ),
      );
    sheet.addRow(['no title here']);
    workbook.addWorksheet('other').addRow(['title']);
    const content = await readWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()));
    const batches = [...localFileBatches('labels.xlsx', content, 4)];
    const documents = batches.flatMap((batch) => batch.documents);
    expect(documents).toHaveLength(rows.length - 1);
    expect(documents.map((document) => document.decisions?.vote)).toEqual([
      'RELEVANT',
      'IRRELEVANT',
      undefined,
      undefined,
      'RELEVANT',
      'IRRELEVANT',
    ]);
    expect(batches.flatMap((batch) => batch.errors)).toEqual(['row 8: no title']);
  });

  it('names a workbook it cannot read', async () => {
    const content = await readWorkbook(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]));
    const [batch] = [...localFileBatches('broken.xlsx', content, 100)];
    expect(batch?.documents).toEqual([]);
    expect(batch?.errors[0]).toMatch(/^the Excel file could not be read/);
  });
});
