import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExportFormat, WorkspaceDocument } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bibliographic,
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

describe(`Quarry → RIS, BibTeX, CSL-JSON, CSV → Quarry keeps every field and decision (${testEngine})`, () => {
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
    expect(source.size).toBe(3);
    // a harvest runs on the embedded database: slow on a busy machine
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the source file with every field (what the round trips are compared with)', () => {
    const article = source.get('Soil carbon & 50% of {vineyards} in Île-de-France: a_b test')!;
    expect(bibliographic(article)).toMatchObject({
      authors: ['Jérôme Lévy-Bruhl', 'Ludwig van Beethoven', 'Łukasz Żółć'],
      date: '2021-03-15',
      datePrecision: 'DayMonthYear',
      journal: 'Revue d’Écologie',
      firstPage: '101',
      lastPage: '119',
      keywords: ['carbon storage', 'soil'],
      originalLanguage: 'fr',
    });
  });

  /** Each format exported once and imported once: the copy's documents, by title. */
  const copies = new Map<ExportFormat, Promise<Map<string, WorkspaceDocument>>>();
  const copyFrom = (format: ExportFormat) => {
    if (!copies.has(format))
      copies.set(
        format,
        exported(client, sourceId, format).then(async (file) =>
          documentsByTitle(client, await localDocuments(t, client, `Copy from ${format}`, file)),
        ),
      );
    return copies.get(format)!;
  };

  it.each(['ris', 'bibtex', 'csl-json'] as const)(
    'gives the same documents back from %s',
    { timeout: 120_000 },
    async (format) => {
      const copy = await copyFrom(format);
      expect([...copy.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [title, document] of source)
        expect(bibliographic(copy.get(title)!), title).toEqual(bibliographic(document));
    },
  );

  it.each(['ris', 'bibtex', 'csl-json', 'csv'] as const)(
    'gives the same decisions back from %s',
    { timeout: 120_000 },
    async (format) => {
      const copy = await copyFrom(format);
      expect([...copy.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [title, document] of source) expect(decisions(copy.get(title)!), title).toEqual(decisions(document));
    },
  );

  it('gives the same fields back from CSV, as far as its columns go', { timeout: 120_000 }, async () => {
    const copy = await copyFrom('csv');
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
