import fs from 'node:fs';
import { uploadPaths } from '@quarry/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/test-database.js';
import { useUploadTestbed } from '../../test/upload-testbed.js';

const fixtures = new URL('../../engines/harvest/connectors/fixtures/', import.meta.url);
const fixture = (name: string) => fs.readFileSync(new URL(name, fixtures));

/** ASReview's labelled CSV as an Excel workbook (its labels as numbers, as Excel keeps them), and a row without a title. */
async function asreviewWorkbook(): Promise<Buffer> {
  const rows: string[][] = parse(fixture('asreview/generic_partial_labels.csv'), { bom: true });
  const label = rows[0]!.indexOf('label_included');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(rows[0]);
  for (const row of rows.slice(1))
    sheet.addRow(row.map((cell, column) => (column === label && cell ? Number(cell) : cell)));
  sheet.addRow(['An abstract without its title']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe(`Local documents from table exports: CSV, TSV and Excel, through upload and harvest (${testEngine})`, () => {
  const bed = useUploadTestbed('quarry-table-uploads-', 'Table uploader');

  it('stores every row of a CSV, a TSV and an Excel workbook, names the row without a title, and refuses a Word file', async () => {
    const word = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('word/document.xml'), Buffer.alloc(64)]);
    const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'Screened before' }, [
      { fileName: 'asreview.csv', content: fixture('asreview/generic_partial_labels.csv') },
      { fileName: 'asreview.tsv', content: fixture('asreview/generic_tab.tsv') },
      { fileName: 'asreview-export.xlsx', content: await asreviewWorkbook() },
      { fileName: 'savedrecs.txt', content: fixture('ieee/ieee.csv') },
      { fileName: 'letter.docx', content: word },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { created, errors } = response.json();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^letter\.docx: /);
    const id = created[0].id as number;

    await bed.t.jobs.start();
    await bed.t.jobs.idle();
    const done = (await bed.user.get(`/api/investigations/topic/${id}`)).json();
    // ASReview's samples repeat two records (rows 1, 3, 5 and 2, 4, 6, in each of the three files): the harvest
    // keeps each once; IEEE's two records (in a file named .txt) are kept too.
    expect(done).toMatchObject({ status: 'READY', totalDocuments: 2 + 2 });
    const [run] = (await bed.user.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
    // a step per file, each with its own account: the later files' repeats merge into the first file's records
    expect(run.steps).toEqual([
      expect.objectContaining({ label: 'Reading asreview.csv', received: 6, added: 2, merged: 4, rejected: 0 }),
      expect.objectContaining({ label: 'Reading asreview.tsv', received: 2, added: 0, merged: 2, rejected: 0 }),
      expect.objectContaining({
        label: 'Reading asreview-export.xlsx',
        received: 6,
        added: 0,
        merged: 6,
        rejected: 0,
        rejectedInputs: [{ input: 'row 8', reason: 'no title' }],
      }),
      expect.objectContaining({ label: 'Reading savedrecs.txt', received: 2, added: 2, merged: 0, rejected: 0 }),
    ]);
    const titles = await bed.t.database.db.query<{ title: string }>(
      'SELECT title FROM documents WHERE investigation_id = $1 ORDER BY title',
      [id],
    );
    expect(titles.rows.map((row) => row.title)).toContain('European HPC Landscape');
  });
});
