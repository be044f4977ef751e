// One writer per table (docs/decisions/007): the folder that owns each table of the server's database, and the scan
// check-boundaries runs over the server's SQL. Reads may cross modules; an INSERT, UPDATE or DELETE may not.

/** Each table of apps/server/src/db/migrations, with the folder unit (folderOf in check-boundaries) that writes it. */
export const TABLE_OWNERS = {
  users: 'modules/users',
  sessions: 'modules/users',
  user_tokens: 'modules/users',
  sign_in_failures: 'modules/users',
  investigations: 'modules/investigations',
  investigation_uploads: 'modules/investigations',
  investigation_members: 'modules/investigations',
  institution_lookups: 'modules/investigations',
  institution_names: 'modules/investigations',
  documents: 'modules/documents',
  document_sources: 'modules/documents',
  document_merges: 'modules/documents',
  imported_decisions: 'modules/documents',
  document_entities: 'modules/documents',
  document_edits: 'modules/documents',
  document_full_texts: 'modules/documents',
  persons: 'modules/persons',
  document_authors: 'modules/persons',
  person_decisions: 'modules/persons',
  person_merges: 'modules/persons',
  person_clustering_queue: 'modules/persons',
  clustering_runs: 'modules/persons',
  screening_decisions: 'modules/screening',
  screening_criteria: 'modules/screening',
  screening_resolutions: 'modules/screening',
  images: 'modules/persons',
  removed_values: 'modules/workspace',
  entity_labels: 'modules/workspace',
  investigation_filters: 'modules/workspace',
  terms: 'modules/terms',
  term_groups: 'modules/terms',
  rejected_terms: 'modules/terms',
  investigation_configurations: 'modules/configuration',
  lexemes: 'modules/configuration',
  observations: 'modules/insights',
  observation_sections: 'modules/insights',
  report_exports: 'modules/insights',
  investigation_alerts: 'modules/alerts',
  alerted_documents: 'modules/alerts',
  harvest_runs: 'engines/harvest',
  jobs: 'jobs',
  mail_outbox: 'mail',
  schema_migrations: 'db',
};

/**
 * Writes a non-owner still makes, each with why it is there until it moves. A write listed here and no longer made
 * is reported too, so the list only shrinks.
 */
export const WRITES_NOT_YET_MOVED = [];

const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g;

/** The tables a source text writes (SQL keywords in capitals, as the repositories write them), each with its line. */
export function writesIn(text) {
  const writes = [];
  for (const match of text.matchAll(WRITE)) {
    const line = text.slice(0, match.index).split('\n').length;
    writes.push({ table: match[2], statement: match[1].replace(/\s+/g, ' '), line });
  }
  return writes;
}

/** The tables the migrations create (CREATE TABLE name). */
export function tablesCreatedIn(sql) {
  return [...sql.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi)].map((match) =>
    match[1].toLowerCase(),
  );
}

/**
 * Problems of table ownership: a write of a mapped table from a folder other than its owner (temporary tables and
 * other names outside the map are the writer's own), a table of the migrations without an owner, and an allowed
 * write no longer made. `files` are { file, folder, text } of the server's non-test sources.
 */
export function tableOwnershipProblems(
  files,
  { owners = TABLE_OWNERS, notYetMoved = WRITES_NOT_YET_MOVED, migrationTables = [] } = {},
) {
  const problems = [];
  const used = new Set();
  for (const { file, folder, text } of files) {
    for (const { table, statement, line } of writesIn(text)) {
      const owner = owners[table];
      if (owner === undefined || owner === folder) continue;
      const allowed = notYetMoved.findIndex((entry) => entry.table === table && entry.writer === folder);
      if (allowed >= 0) {
        used.add(allowed);
        continue;
      }
      problems.push(
        `table-written-by-non-owner: ${file}:${line} ${statement} ${table} (owned by ${owner})\n` +
          `    why: one module writes each table, so one place keeps its rules; ask ${owner} for the write (a service, or a port for a lower layer).`,
      );
    }
  }
  for (const table of new Set(migrationTables)) {
    if (owners[table] === undefined)
      problems.push(
        `table-without-owner: ${table}\n    why: every table has one owning module; add it to TABLE_OWNERS in scripts/table-owners.mjs.`,
      );
  }
  notYetMoved.forEach((entry, index) => {
    if (!used.has(index))
      problems.push(
        `allowed-write-gone: ${entry.writer} no longer writes ${entry.table}\n    why: remove it from WRITES_NOT_YET_MOVED in scripts/table-owners.mjs, so the list only shrinks.`,
      );
  });
  return problems;
}
