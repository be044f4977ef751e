import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS, tableOwnershipProblems, tablesCreatedIn, writesIn } from './table-owners.mjs';

const file = (folder: string, text: string) => ({
  file: `apps/server/src/${folder}/probe.repository.ts`,
  folder,
  text,
});
const none = { notYetMoved: [] };

describe('one writer per table', () => {
  it('fails on a write of the documents from the workspace, naming the owner and why', () => {
    const problems = tableOwnershipProblems(
      [file('modules/workspace', "await db.query('UPDATE documents SET starred = true WHERE id = $1', [id]);")],
      none,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'table-written-by-non-owner: apps/server/src/modules/workspace/probe.repository.ts:1',
    );
    expect(problems[0]).toContain('UPDATE documents (owned by modules/documents)');
    expect(problems[0]).toMatch(/why: one module writes each table/);
  });

  it('catches INSERT and DELETE across lines, from a lower layer too', () => {
    const text =
      'const a = `INSERT INTO\n  document_entities (document_id) VALUES ($1)`;\nconst b = `DELETE FROM persons WHERE id = $1`;';
    const problems = tableOwnershipProblems([file('engines/harvest', text)], none);
    expect(problems.map((problem) => problem.split('\n')[0])).toEqual([
      'table-written-by-non-owner: apps/server/src/engines/harvest/probe.repository.ts:1 INSERT INTO document_entities (owned by modules/documents)',
      'table-written-by-non-owner: apps/server/src/engines/harvest/probe.repository.ts:3 DELETE FROM persons (owned by modules/persons)',
    ]);
  });

  it('lets the owner write, others read, and a module write its own temporary tables', () => {
    const owner = file(
      'modules/documents',
      'INSERT INTO documents (title) VALUES ($1) ON CONFLICT DO UPDATE SET title = $1',
    );
    const reader = file(
      'modules/workspace',
      'SELECT id FROM documents d JOIN document_sources s ON s.document_id = d.id',
    );
    const temporary = file('modules/terms', 'INSERT INTO group_map SELECT id FROM term_groups');
    expect(tableOwnershipProblems([owner, reader, temporary], none)).toEqual([]);
  });

  it('allows a listed write not yet moved, and reports the entry once the write is gone', () => {
    const notYetMoved = [{ table: 'investigations', writer: 'engines/harvest', why: 'the count follows each batch' }];
    const writer = file(
      'engines/harvest',
      'UPDATE investigations SET total_documents = total_documents + $2 WHERE id = $1',
    );
    expect(tableOwnershipProblems([writer], { notYetMoved })).toEqual([]);
    expect(tableOwnershipProblems([], { notYetMoved })[0]).toMatch(
      /^allowed-write-gone: engines\/harvest no longer writes investigations/,
    );
  });

  it('fails on a table of the migrations without an owner', () => {
    const tables = tablesCreatedIn(
      'CREATE TABLE documents (id bigint);\nCREATE TABLE IF NOT EXISTS drafts (id bigint);',
    );
    expect(tables).toEqual(['documents', 'drafts']);
    expect(tableOwnershipProblems([], { ...none, migrationTables: tables })).toEqual([
      'table-without-owner: drafts\n    why: every table has one owning module; add it to TABLE_OWNERS in scripts/table-owners.mjs.',
    ]);
  });

  it('reads statements as the repositories write them, keywords in capitals', () => {
    expect(writesIn('// update documents when…\nUPDATE documents d SET labels = $2')).toEqual([
      { table: 'documents', statement: 'UPDATE', line: 2 },
    ]);
    expect(TABLE_OWNERS.document_merges).toBe('modules/documents');
  });
});
