import { uploadPaths } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/test-database.js';
import { useUploadTestbed } from '../../test/upload-testbed.js';

const risRecord = (title: string, year: string) =>
  `TY  - JOUR\nTI  - ${title}\nAU  - Curie, Marie\nPY  - ${year}\nER  - \n`;

describe(`Local documents: one bad value never fails the import (${testEngine})`, () => {
  const bed = useUploadTestbed('quarry-refused-', 'Importer', { startJobs: true });
  const investigation = async (id: number) => (await bed.user.get(`/api/investigations/topic/${id}`)).json();
  const datesOf = async (id: number) =>
    (
      await bed.t.database.db.query<{ title: string; date: string | null; date_precision: string | null }>(
        `SELECT title, to_char(date, 'YYYY-MM-DD') AS date, date_precision FROM documents WHERE investigation_id = $1 ORDER BY title`,
        [id],
      )
    ).rows;
  async function importFile(title: string, fileName: string, content: string): Promise<number> {
    const response = await bed.user.upload(uploadPaths.localDocuments, { title }, [{ fileName, content }]);
    expect(response.statusCode, response.body).toBe(200);
    await bed.t.jobs.idle();
    return response.json().created[0].id as number;
  }

  it('imports a RIS record dated 30 February with the others, dated by its month', async () => {
    const file = [
      risRecord('Peatland carbon one', '2014'),
      risRecord('Peatland carbon two', '2015/02/30'),
      risRecord('Peatland carbon three', '2016/02/29'),
      risRecord('Peatland carbon four', '2015/04/31/'),
    ].join('\n');
    const id = await importFile('Impossible dates', 'dates.ris', file);
    expect(await investigation(id)).toMatchObject({ status: 'READY', totalDocuments: 4, statusReason: null });
    expect(await datesOf(id)).toEqual([
      { title: 'Peatland carbon four', date: '2015-04-01', date_precision: 'MonthYear' },
      { title: 'Peatland carbon one', date: '2014-01-01', date_precision: 'Year' },
      { title: 'Peatland carbon three', date: '2016-02-29', date_precision: 'DayMonthYear' },
      { title: 'Peatland carbon two', date: '2015-02-01', date_precision: 'MonthYear' },
    ]);
  });

  it('stores every other record when the database refuses one, and names that one in the harvest summary', async () => {
    // A NUL character: JSON can carry it (\u0000), the database cannot store it.
    const items = ['one', 'two', 'three', 'four', 'five'].map((n) => ({
      type: 'article-journal',
      title: `Mangrove finance ${n}`,
      issued: { 'date-parts': [[2020]] },
    }));
    items[2]!.title = 'Mangrove finance \u0000three';
    const id = await importFile('Refused value', 'items.json', JSON.stringify(items));
    const done = await investigation(id);
    expect(done).toMatchObject({ status: 'READY', totalDocuments: 4 });
    expect(done.statusReason).toMatch(
      /^Reading items\.json: 1 record\(s\) not kept — "items\.json: Mangrove finance three" \(not stored: a character the database cannot store \(/,
    );
    expect((await datesOf(id)).map((row) => row.title)).toEqual([
      'Mangrove finance five',
      'Mangrove finance four',
      'Mangrove finance one',
      'Mangrove finance two',
    ]);
    const [run] = (await bed.user.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
    expect(run.steps).toEqual([
      expect.objectContaining({
        label: 'Reading items.json',
        state: 'done',
        received: 5,
        added: 4,
        merged: 0,
        rejected: 1,
        rejectedInputs: [],
        rejectedRecords: [
          {
            input: 'items.json: Mangrove finance three',
            reason: expect.stringMatching(/^not stored: a character the database cannot store \(\S/),
          },
        ],
      }),
    ]);
  });
});
