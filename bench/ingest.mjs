// Ingest throughput: OpenAlex-format works through normalize (the OpenAlex parser) + dedupe + text mining +
// author clustering + store, into Quarry's embedded database, in batches as a harvest stores them.
// Usage: npm run build && node bench/ingest.mjs [works=10000] [batch=200]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmbedded } from '../apps/server/dist/db/embedded.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { parseOpenAlexWork } from '../apps/server/dist/engines/harvest/connectors/openalex-parse.js';
import { ingestBatch } from '../apps/server/dist/engines/harvest/pipeline/ingest.js';
import { loadPersonSignatures } from '../apps/server/dist/modules/persons/person-mentions.repository.js';
import { createAuthorMentions } from '../apps/server/dist/modules/persons/person-mentions.js';
import { documentStore } from '../apps/server/dist/modules/documents/document-store.js';
import { addToDocumentCount } from '../apps/server/dist/modules/investigations/investigations.repository.js';
import { DuplicateFinder } from '../apps/server/dist/engines/harvest/pipeline/duplicate-finder.js';
import { generateWorks } from './generate-works.mjs';

const count = Number(process.argv[2] ?? 10_000);
const batchSize = Number(process.argv[3] ?? 200);
const works = generateWorks(count);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-ingest-'));
const db = await openEmbedded(dir);
try {
  await migrate(db);
  await db.query(`INSERT INTO users (email, nickname, password_hash) VALUES ('bench@example.org', 'bench', 'x')`);
  const { rows } = await db.query(
    `INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES (1, 'Topic', 'Topic', 'bench', '{}') RETURNING id`,
  );
  // the harvest's provisional placement only: the clustering job that follows a harvest is not measured here
  const mentions = createAuthorMentions({ disambiguate: async () => {} });
  const target = {
    db,
    investigationId: rows[0].id,
    mentions: await mentions.open(db, rows[0].id),
    documents: documentStore,
    addToDocumentCount,
    duplicates: new DuplicateFinder(),
  };

  const started = performance.now();
  let added = 0;
  let parseMs = 0;
  for (let i = 0; i < works.length; i += batchSize) {
    const t0 = performance.now();
    const docs = works
      .slice(i, i + batchSize)
      .map((work) => parseOpenAlexWork(work, { source: 'openalex', query: 'bench' }))
      .filter(Boolean);
    parseMs += performance.now() - t0;
    added += (await ingestBatch(target, docs)).added;
  }
  const seconds = (performance.now() - started) / 1000;
  const counts =
    await db.query(`SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM persons) AS persons,
    (SELECT count(*) FROM document_authors) AS authorships, (SELECT count(*) FROM document_entities) AS entities`);
  console.log(
    `ingest: ${count} works in batches of ${batchSize}: ${seconds.toFixed(1)} s, ${Math.round(added / seconds)} documents/s (normalize ${Math.round(parseMs)} ms in all)`,
  );
  console.log(`stored: ${JSON.stringify(counts.rows[0])}`);
  // What the next harvest of this investigation does first: load every known author for the clusterer.
  const loadStarted = performance.now();
  const signatures = await loadPersonSignatures(db, target.investigationId);
  console.log(
    `next harvest's start: ${signatures.length} person signatures loaded in ${Math.round(performance.now() - loadStarted)} ms`,
  );
} finally {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
