import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStore } from '../../../modules/documents/index.js';
import { createAuthorMentions } from '../../../modules/persons/index.js';
import { createIngestTestbed, type IngestTestbed } from '../../../test/ingest-testbed.js';
import { type TestDatabase, testEngine } from '../../../test/test-database.js';
import type { NormalizedDocument } from '../document.js';
import { ingestBatch } from './ingest.js';
import { saveRun, startRun, undoRun } from './harvest-runs.repository.js';

const record = (doi: string, title: string, decisions?: NormalizedDocument['decisions']): NormalizedDocument => ({
  type: 'Article',
  title,
  abstract: '',
  doi,
  harvesterType: 'GENERIC',
  authors: [{ name: 'Ada Lovelace', position: 0, affiliations: [] }],
  concepts: [],
  keywords: [],
  provenance: { source: 'local-file', query: 'screening.ris' },
  decisions,
});

describe(`a file's screening decisions stored with the harvest and undone with it (${testEngine})`, () => {
  let bed: IngestTestbed;
  let test: TestDatabase;
  beforeAll(async () => {
    bed = await createIngestTestbed('decisions@example.org');
    test = bed.test;
  });
  afterAll(async () => test?.drop());

  const reviewOf = async (investigationId: number) =>
    (
      await test.db.query<{ doi: string; relevancy: string; labels: string[]; note: string | null }>(
        'SELECT doi, relevancy, labels, note FROM documents WHERE investigation_id = $1 ORDER BY doi',
        [investigationId],
      )
    ).rows;

  it('writes votes, labels and notes, never over a vote cast, and its undo takes back exactly what it wrote', async () => {
    const investigationId = await bed.investigation('peat');
    // a first harvest, and the user's own review of one of its documents
    await ingestBatch(await bed.target(investigationId), [record('10.5555/voted', 'Bog methane')]);
    await test.db.query(
      `UPDATE documents SET relevancy = 'Irrelevant', labels = '{mine}', note = 'my note' WHERE doi = '10.5555/voted'`,
    );

    const jobId = 9001;
    await startRun(test.db, { jobId, investigationId, title: 'Upload', isFirst: false });
    const result = await ingestBatch({ ...(await bed.target(investigationId)), harvestJobId: jobId }, [
      record('10.5555/voted', 'Bog methane', { vote: 'RELEVANT', labels: ['peat', 'Mine'], notes: ['from Rayyan'] }),
      record('10.5555/new', 'Fen carbon', { vote: 'RELEVANT', labels: ['peat'], notes: ['a', 'b'] }),
      record('10.5555/out', 'Graphene anodes', { vote: 'IRRELEVANT' }),
      record('10.5555/plain', 'Lithium cathodes'),
    ]);
    expect(result.account.imported).toEqual({ votes: 2, labels: 2, notes: 3 });
    expect(await reviewOf(investigationId)).toEqual([
      { doi: '10.5555/new', relevancy: 'Relevant', labels: ['peat'], note: 'a\n\nb' },
      { doi: '10.5555/out', relevancy: 'Irrelevant', labels: [], note: null },
      { doi: '10.5555/plain', relevancy: 'Neutral', labels: [], note: null },
      // the user's vote stays; the labels it lacked and the note are added
      { doi: '10.5555/voted', relevancy: 'Irrelevant', labels: ['mine', 'peat'], note: 'my note\n\nfrom Rayyan' },
    ]);
    await saveRun(test.db, jobId, [], 'done');

    const persons = createAuthorMentions({ disambiguate: async () => {} });
    const undone = await test.db.transaction((tx) => undoRun(tx, investigationId, jobId, persons, documentStore));
    // the three documents it brought go (their imported review does not make them the user's), its decisions too
    expect(undone).toEqual({ removed: 3, keptReviewed: 0, decisionsUndone: 3 });
    expect(await reviewOf(investigationId)).toEqual([
      { doi: '10.5555/voted', relevancy: 'Irrelevant', labels: ['mine'], note: 'my note' },
    ]);
    const { rows } = await test.db.query('SELECT 1 FROM imported_decisions WHERE harvest_job_id = $1', [jobId]);
    expect(rows).toHaveLength(0);
  });

  it('is undoable when it only wrote decisions on documents already there, and keeps what a user changed since', async () => {
    const investigationId = await bed.investigation('fen');
    await ingestBatch(await bed.target(investigationId), [
      record('10.5555/a', 'Fen water'),
      record('10.5555/b', 'Fen soil'),
    ]);
    const jobId = 9002;
    await startRun(test.db, { jobId, investigationId, title: 'Upload', isFirst: false });
    const result = await ingestBatch({ ...(await bed.target(investigationId)), harvestJobId: jobId }, [
      record('10.5555/a', 'Fen water', { vote: 'RELEVANT', labels: ['fen'] }),
      record('10.5555/b', 'Fen soil', { vote: 'IRRELEVANT' }),
    ]);
    expect(result).toMatchObject({ added: 0, account: { imported: { votes: 2, labels: 1, notes: 0 } } });
    await saveRun(test.db, jobId, [], 'done');
    // the user changes one vote after the import: that vote is the user's now
    await test.db.query(`UPDATE documents SET relevancy = 'Relevant' WHERE doi = '10.5555/b'`);
    const persons = createAuthorMentions({ disambiguate: async () => {} });
    expect(await test.db.transaction((tx) => undoRun(tx, investigationId, jobId, persons, documentStore))).toEqual({
      removed: 0,
      keptReviewed: 0,
      decisionsUndone: 2,
    });
    expect(await reviewOf(investigationId)).toEqual([
      { doi: '10.5555/a', relevancy: 'Neutral', labels: [], note: null },
      { doi: '10.5555/b', relevancy: 'Relevant', labels: [], note: null },
    ]);
  });
});
