import { documentStore } from '../modules/documents/index.js';
import { addToDocumentCount } from '../modules/investigations/index.js';
import { createAuthorMentions } from '../modules/persons/index.js';
import type { IngestTarget } from '../engines/harvest/pipeline/ingest.js';
import { loadDuplicateFinder } from '../engines/harvest/pipeline/investigation-works.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * A test database with one owner, for tests that call the ingest directly: `investigation` makes a fresh Topic
 * investigation and `target` loads what a harvest job holds for it (its persons and its works, from the database),
 * as each batch of a job does.
 */
export interface IngestTestbed {
  test: TestDatabase;
  investigation(title: string): Promise<number>;
  target(investigationId: number): Promise<IngestTarget>;
}

export async function createIngestTestbed(ownerEmail: string): Promise<IngestTestbed> {
  const test = await createTestDatabase();
  const { rows } = await test.db.query<{ id: number }>(
    `INSERT INTO users (email, nickname, password_hash) VALUES ($1, 'ingest', 'x') RETURNING id`,
    [ownerEmail],
  );
  const ownerId = rows[0]!.id;
  const mentions = createAuthorMentions({ disambiguate: async () => {} });
  return {
    test,
    async investigation(title) {
      const created = await test.db.query<{ id: number }>(
        `INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES ($1, 'Topic', 'Topic', $2, '{}') RETURNING id`,
        [ownerId, title],
      );
      return created.rows[0]!.id;
    },
    async target(investigationId) {
      return {
        db: test.db,
        investigationId,
        mentions: await mentions.open(test.db, investigationId),
        documents: documentStore,
        addToDocumentCount,
        duplicates: await loadDuplicateFinder(test.db, investigationId),
      };
    },
  };
}
