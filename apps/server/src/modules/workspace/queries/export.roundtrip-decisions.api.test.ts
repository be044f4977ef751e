import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceDocument } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  decisions,
  documentsByTitle,
  exported,
  localDocuments,
  ROUND_TRIP_RIS,
} from '../../../test/export-roundtrip.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

/**
 * The votes, labels and notes an export writes come back when the file is imported: these pass once the importers
 * read the decisions in notes (RIS N1, BibTeX note, CSL note) and ASReview's CSV columns.
 */
describe(`Quarry → file → Quarry keeps the votes, labels and notes (${testEngine})`, () => {
  let t: TestApp;
  let client: TestClient;
  let sourceId: number;
  let source: Map<string, WorkspaceDocument>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-export-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, JOB_RETRY_BASE_SECONDS: '0' }, { runJobs: true });
    client = await signedInClient(t);
    sourceId = await localDocuments(t, client, 'Source', { fileName: 'source.ris', content: ROUND_TRIP_RIS });
    await decide(client, sourceId, await documentsByTitle(client, sourceId));
    source = await documentsByTitle(client, sourceId);
    // a harvest runs on the embedded database: slow on a busy machine
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['ris', 'bibtex', 'csl-json', 'csv'] as const)(
    'gives the same decisions back from %s',
    { timeout: 120_000 },
    async (format) => {
      const file = await exported(client, sourceId, format);
      const copyId = await localDocuments(t, client, `Copy from ${format}`, file);
      const copy = await documentsByTitle(client, copyId);
      expect([...copy.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [title, document] of source) expect(decisions(copy.get(title)!), title).toEqual(decisions(document));
    },
  );

  it('gives the same fields back from CSV, as far as its columns go', { timeout: 120_000 }, async () => {
    const copy = await documentsByTitle(
      client,
      await localDocuments(t, client, 'Copy from CSV', await exported(client, sourceId, 'csv')),
    );
    for (const [title, document] of source) {
      const back = copy.get(title)!;
      expect(back.abstract.replace(/\s+/g, ' ')).toBe(document.abstract.replace(/\s+/g, ' '));
      expect(back.authors.map((author) => author.name)).toEqual(document.authors.map((author) => author.name));
      expect(back.date?.slice(0, 4)).toBe(document.date?.slice(0, 4));
      expect([back.journal, back.doi, back.url]).toEqual([document.journal, document.doi, document.url]);
      expect([...back.keywords].sort()).toEqual([...document.keywords].sort());
    }
  });
});
