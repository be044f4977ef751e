import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentIdsOf, insertAuthors } from '../../test/person-fixture.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';
import { recordClusteringRun } from './clustering-runs.repository.js';
import { KEPT_CLUSTERING_RUNS } from './person-clustering.js';

describe(`the clustering runs kept for the cluster diff (${testEngine})`, () => {
  let t: TestApp;
  let investigationId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await signedInClient(t);
    investigationId = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, investigationId, 3, 5);
  });
  afterAll(() => t.close());

  it("keeps each mention's person, and only the investigation's last runs", async () => {
    const documents = await documentIdsOf(t.database.db, investigationId);
    const [ana] = await insertAuthors(t.database.db, investigationId, documents.slice(0, 1), ['Ana Ferreira']);
    for (let run = 0; run < KEPT_CLUSTERING_RUNS + 2; run++) {
      await recordClusteringRun(t.database.db, investigationId, KEPT_CLUSTERING_RUNS);
    }
    const { rows } = await t.database.db.query<{ assignments: Record<string, number> }>(
      'SELECT assignments FROM clustering_runs WHERE investigation_id = $1 ORDER BY id',
      [investigationId],
    );
    expect(rows).toHaveLength(KEPT_CLUSTERING_RUNS);
    const { rows: mentions } = await t.database.db.query<{ key: string; person_id: string }>(
      `SELECT a.document_id || ':' || a.position AS key, a.person_id FROM document_authors a
       JOIN persons p ON p.id = a.person_id WHERE p.investigation_id = $1`,
      [investigationId],
    );
    expect(rows[0]!.assignments).toEqual(
      Object.fromEntries(mentions.map((mention) => [mention.key, Number(mention.person_id)])),
    );
    expect(Object.values(rows[0]!.assignments)).toContain(ana);
  });
});
