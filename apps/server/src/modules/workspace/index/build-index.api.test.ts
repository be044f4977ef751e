import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { ScoringTerm } from '../../../text/bm25.js';
import { buildWorkspaceIndex, lexemeCategory } from './build-index.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';
import type { WorkspaceIndex } from './workspace-index.js';

const terms: ScoringTerm[] = ['soil', 'carbon'].map((term) => ({
  term,
  modifier: 'Regular',
  groupId: 0,
  groupMandatory: false,
}));

/** Everything an index holds but the time it was built. */
const contentOf = ({ builtAt: _builtAt, ...rest }: WorkspaceIndex) => rest;

describe('the streamed index build', () => {
  let test: TestDatabase;
  let investigationId: number;

  beforeAll(async () => {
    test = await createTestDatabase();
    const { db } = test;
    const owner = (
      await db.query<{ id: number }>(
        `INSERT INTO users (email, nickname, password_hash) VALUES ('b@example.org', 'b', 'x') RETURNING id`,
      )
    ).rows[0]!.id;
    const create = async (title: string) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES ($1, 'Topic', 'Topic', $2, '{}') RETURNING id`,
          [owner, title],
        )
      ).rows[0]!.id;
    investigationId = await create('built');
    const other = await create('other');
    // Another investigation's documents between this one's: a batch's id range holds rows that are not its own.
    await insertRandomDocuments(db, investigationId, 40, 11);
    await db.query(`UPDATE documents SET dedupe_key = 'first-' || dedupe_key WHERE investigation_id = $1`, [
      investigationId,
    ]);
    await insertRandomDocuments(db, other, 30, 12);
    await insertRandomDocuments(db, investigationId, 45, 13);
    await db.query(
      `INSERT INTO lexemes (investigation_id, name, words, position) VALUES ($1, 'Materials', '["graphene", "battery"]', 0), ($1, 'Places', '["river", "urban water"]', 1)`,
      [investigationId],
    );
    await db.query(
      `INSERT INTO removed_values (investigation_id, category, value) VALUES ($1, 'predefined.Languages', 'fr')`,
      [investigationId],
    );
  }, 120_000);

  afterAll(async () => {
    await test?.drop();
  });

  it('builds the same index in many small batches as in one', async () => {
    const whole = await buildWorkspaceIndex(test.db, investigationId, terms, 1_000_000);
    expect(whole.ids.length).toBe(85);
    expect(whole.facets.get(lexemeCategory('Materials'))).toBeDefined();
    expect(whole.hidden.get('predefined.Languages')).toBeDefined();
    for (const batchSize of [1, 7, 85, 100]) {
      const batched = await buildWorkspaceIndex(test.db, investigationId, terms, batchSize);
      expect(contentOf(batched), `batches of ${batchSize}`).toEqual(contentOf(whole));
    }
  });

  it('holds only the investigation’s own documents, in id order', async () => {
    const index = await buildWorkspaceIndex(test.db, investigationId, terms, 10);
    const { rows } = await test.db.query<{ id: number }>(
      'SELECT id FROM documents WHERE investigation_id = $1 ORDER BY id',
      [investigationId],
    );
    expect([...index.ids]).toEqual(rows.map((row) => row.id));
    expect([...index.denseOf]).toEqual(rows.map((row, d) => [row.id, d]));
  });

  it('builds an empty index for an investigation without documents', async () => {
    const { rows } = await test.db.query<{ id: number }>(
      `INSERT INTO investigations (owner_id, type, sub_type, title, definition) SELECT owner_id, 'Topic', 'Topic', 'empty', '{}' FROM investigations LIMIT 1 RETURNING id`,
    );
    const index = await buildWorkspaceIndex(test.db, rows[0]!.id, terms, 10);
    expect(index.ids.length).toBe(0);
    // Only the tracked terms' list exists (the terms are there; no document mentions them).
    expect([...index.facets.keys()]).toEqual(['predefined.Mentioned Terms']);
    expect(index.facets.get('predefined.Mentioned Terms')!.values).toHaveLength(0);
  });
});
