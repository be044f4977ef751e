import ExcelJS from 'exceljs';
import { authorsFileMessages, MAX_AUTHORS_FILE_ROWS, uploadPaths } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

/** An .xlsx workbook whose first sheet holds these rows (the first is the header). */
async function workbook(rows: Array<Array<string | number | null>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Authors');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe(`the authors file as CSV or Excel, names and affiliations (${testEngine})`, () => {
  let t: TestApp;
  let omnisol: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ OPENALEX_URL: 'http://127.0.0.1:9', ARXIV_URL: 'http://127.0.0.1:9' });
    omnisol = await signedInClient(t, ['omnisol']);
  });
  afterAll(() => t.close());

  const send = (fileName: string, content: string | Buffer) =>
    omnisol.upload(uploadPaths.authorsFile, {}, [{ fileName, content }]);

  /** The Person investigations with these ids: title and definition. */
  async function created(ids: number[]) {
    const { rows } = await t.database.db.query<{
      title: string;
      sub_type: string;
      definition: Record<string, unknown>;
    }>('SELECT title, sub_type, definition FROM investigations WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
    return rows;
  }
  const idsOf = (body: { created: Array<{ id: number }> }) => body.created.map((made) => made.id);

  it('creates one Person per CSV row with its affiliation as the harvest hint, naming each bad row', async () => {
    const csv = [
      'Name,Affiliation',
      'Ada Lovelace,University of London',
      'Alan Turing,',
      ',Bletchley Park',
      '',
      '"Hopper, Grace",Yale University',
      `${'x'.repeat(201)},Somewhere`,
    ].join('\n');
    const response = await send('authors.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.errors).toEqual([authorsFileMessages.emptyName(4), authorsFileMessages.nameTooLong(7)]);
    expect(body.errors[0]).toBe('Row 4: the name is empty');
    const rows = await created(idsOf(body));
    expect(rows.map((row) => [row.title, row.sub_type, row.definition.instituteName])).toEqual([
      ['Ada Lovelace', 'Person', 'University of London'],
      ['Alan Turing', 'Person', undefined],
      ['Hopper, Grace', 'Person', 'Yale University'],
    ]);
    expect(rows[0]!.definition).toMatchObject({ personName: 'Ada Lovelace', includePublications: true });
  });

  it('reads the header names case-insensitively, in any order, with semicolons or tabs', async () => {
    const variants: Array<[string, string, string[]]> = [
      ['AUTHOR;Institution\nMarie Curie;Sorbonne\n', 'authors.csv', ['Marie Curie', 'Sorbonne']],
      ['University\tResearcher\nETH Zurich\tAlbert Einstein\n', 'authors.csv', ['Albert Einstein', 'ETH Zurich']],
      ['id,Full_Name,email\n1,Lise Meitner,lise@example.org\n', 'people.CSV', ['Lise Meitner', '']],
    ];
    for (const [content, fileName, [name, affiliation]] of variants) {
      const response = await send(fileName, content);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().errors).toEqual([]);
      const [row] = await created(idsOf(response.json()));
      expect([row!.title, row!.definition.instituteName ?? '']).toEqual([name, affiliation]);
    }
  });

  it('reads an Excel workbook made by exceljs: its first sheet, rows named by their spreadsheet number', async () => {
    const file = await workbook([
      ['Researcher Name', 'Affiliation'],
      ['Rosalind Franklin', "King's College London"],
      [null, 'Nowhere'],
      ['Dorothy Hodgkin', null],
    ]);
    const response = await send('authors.xlsx', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual(['Row 3: the name is empty']);
    const rows = await created(idsOf(response.json()));
    expect(rows.map((row) => [row.title, row.definition.instituteName])).toEqual([
      ['Rosalind Franklin', "King's College London"],
      ['Dorothy Hodgkin', undefined],
    ]);
  });

  it('keeps the text file: one name per line, blank lines skipped, a bad line named and the others created', async () => {
    const response = await send('authors.txt', `Emmy Noether\n\n${'y'.repeat(201)}\nSophie Germain\n`);
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toEqual([authorsFileMessages.nameTooLong(3)]);
    expect((await created(idsOf(response.json()))).map((row) => row.title)).toEqual(['Emmy Noether', 'Sophie Germain']);
  });

  it('refuses a file of another type, an empty one, a table without a name column, and too many rows (400)', async () => {
    const refusals: Array<[string, string | Buffer, string]> = [
      ['authors.pdf', '%PDF-1.4', authorsFileMessages.wrongType],
      ['authors', 'Ada Lovelace', authorsFileMessages.wrongType],
      ['authors.txt', '', authorsFileMessages.noName],
      ['authors.txt', '\n  \n', authorsFileMessages.noName],
      ['authors.csv', 'Name,Affiliation\n', authorsFileMessages.noName],
      ['authors.csv', 'Email,Phone\na@b.c,1\n', authorsFileMessages.noNameColumn(['Email', 'Phone'])],
      ['authors.xlsx', await workbook([['Name']]), authorsFileMessages.noName],
      [
        'authors.csv',
        ['name', ...Array.from({ length: MAX_AUTHORS_FILE_ROWS + 1 }, (_, i) => `P${i}`)].join('\n'),
        authorsFileMessages.tooManyRows,
      ],
    ];
    const before = (await t.database.db.query('SELECT count(*)::int AS n FROM investigations')).rows[0]!.n;
    for (const [fileName, content, message] of refusals) {
      const response = await send(fileName, content);
      expect([fileName, response.statusCode, response.body]).toEqual([fileName, 400, message]);
    }
    const broken = await send('authors.xlsx', Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toMatch(/^The file could not be read: /);
    expect((await t.database.db.query('SELECT count(*)::int AS n FROM investigations')).rows[0]!.n).toBe(before);
  });

  it('is for omnisol users only: 401 without a session, 403 for others', async () => {
    const file = [{ fileName: 'authors.csv', content: 'name\nAda Lovelace\n' }];
    expect((await t.newClient().upload(uploadPaths.authorsFile, {}, file)).statusCode).toBe(401);
    const plain = await signedInClient(t, []);
    expect((await plain.upload(uploadPaths.authorsFile, {}, file)).statusCode).toBe(403);
    const admin = await signedInClient(t, ['admin']);
    expect((await admin.upload(uploadPaths.authorsFile, {}, file)).statusCode).toBe(403);
  });
});
