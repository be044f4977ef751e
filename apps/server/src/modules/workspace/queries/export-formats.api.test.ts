import { exportFileKinds, exportFormats, unknownExportFormatMessage, type WorkspaceDocument } from '@quarry/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asList, readWithCitationJs } from '../../../test/citation-reader.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';
import { decisionNote, decisionNotes } from './export-formats/decision-notes.js';

/** The fixture's labels filter and the citations sort: the export must keep both. */
const spec = {
  selectedTops: [{ name: 'predefined.Labels', selectedValue: 'fix' }],
  sortDocumentsBy: 'citations' as const,
};

describe(`the export in RIS, BibTeX, CSL-JSON and CSV (${testEngine})`, () => {
  let t: TestApp;
  let client: TestClient;
  let id: number;
  let listed: WorkspaceDocument[];
  const exportAs = (format: string, body: object = spec) =>
    client.post(`/api/investigations/topic/${id}/export?format=${format}`, body);

  beforeAll(async () => {
    t = await startTestApp();
    client = await signedInClient(t);
    id = (await client.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 40, 11);
    const first = (await client.post(`/api/investigations/topic/${id}/data?pageSize=500`, spec)).json().documents[0];
    const noted = await client.request('PATCH', `/api/investigations/topic/${id}/documents/${first.id}/note`, {
      note: 'Check the methods,\nthen "the data"',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const data = (await client.post(`/api/investigations/topic/${id}/data?pageSize=500`, spec)).json();
    listed = data.documents;
    expect(listed.length).toBe(data.documentCounts.totalDocumentCount);
    // the filter leaves out some documents, and what is kept has votes of every kind and notes
    expect(listed.length).toBeLessThan(40);
    expect(new Set(listed.map((document) => document.relevancy))).toEqual(
      new Set(['Relevant', 'Irrelevant', 'Neutral']),
    );
  });
  afterAll(() => t.close());

  it.each(exportFormats.filter((format) => format !== 'xlsx'))(
    'answers %s with its content type and its file extension',
    async (format) => {
      const response = await exportAs(format);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(exportFileKinds[format].contentType);
      const extension = exportFileKinds[format].extension;
      expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
        new RegExp(`filename\\*=UTF-8''\\d{4}-\\d\\d-\\d\\d_\\d\\d-\\d\\d-\\d\\d soil carbon\\.${extension}$`),
      );
    },
  );

  it('writes the filtered list as RIS in order, with the votes, labels and notes in N1', async () => {
    const items = readWithCitationJs((await exportAs('ris')).body);
    expect(items.map((item) => item.title)).toEqual(listed.map((document) => document.title));
    // a note's line break is a RIS continuation line, read back as a space
    const notesOf = (document: WorkspaceDocument) => decisionNotes(document).map((note) => note.replace(/\n/g, ' '));
    items.forEach((item, index) => expect(asList(item.note)).toEqual(notesOf(listed[index]!)));
    expect(items.some((item) => asList(item.note).includes('ASReview_irrelevant'))).toBe(true);
    expect(asList(items[0]!.note)[0]).toBe('Check the methods, then "the data"');
  });

  it('writes the filtered list as BibTeX and CSL-JSON in order, with the decisions in note', async () => {
    // BibTeX has no line breaks in a value: the note's is a space there
    for (const [format, breakAs] of [
      ['bibtex', ' '],
      ['csl-json', '\n'],
    ] as const) {
      const items = readWithCitationJs((await exportAs(format)).body);
      expect(items.map((item) => item.title)).toEqual(listed.map((document) => document.title));
      items.forEach((item, index) => expect(item.note).toBe(decisionNote(listed[index]!)?.replace(/\n/g, breakAs)));
    }
  });

  it("writes the filtered list as CSV with ASReview's included column, the labels and the notes", async () => {
    const rows = parse((await exportAs('csv')).body, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => Number(row.record_id))).toEqual(listed.map((document) => document.id));
    rows.forEach((row, index) => {
      const document = listed[index]!;
      expect(row.included).toBe({ Relevant: '1', Irrelevant: '0', Neutral: '' }[document.relevancy]);
      expect(row.labels!.split('; ')).toEqual(document.labels);
      expect(row.notes).toBe(document.note ?? '');
    });
  });

  it('still answers the workbook without a format and with format=xlsx', async () => {
    for (const path of ['export', 'export?format=xlsx']) {
      const response = await client.post(`/api/investigations/topic/${id}/${path}`, spec);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
    }
  });

  it('refuses a format it does not write, saying which it writes', async () => {
    const response = await exportAs('endnote');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(unknownExportFormatMessage);
    expect(unknownExportFormatMessage).toBe('The export format must be one of xlsx, ris, bibtex, csl-json, csv');
  });

  it('refuses a caller who is not signed in, and another user, before reading the format', async () => {
    const anonymous = t.newClient();
    expect((await anonymous.post(`/api/investigations/topic/${id}/export?format=ris`, spec)).statusCode).toBe(401);
    const other = await signedInClient(t);
    expect((await other.post(`/api/investigations/topic/${id}/export?format=ris`, spec)).statusCode).toBe(404);
    expect((await other.post(`/api/investigations/topic/${id}/export?format=nope`, spec)).statusCode).toBe(404);
  });
});
