import type { Configuration, Dictionary } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

/** What the configuration table keeps: everything but the dictionaries (their own table). */
export type StoredConfiguration = Omit<Configuration, 'dictionaries'>;

export interface LexemeRow {
  id: number;
  investigation_id: number;
  name: string;
  words: string[];
}

/** The stored configuration, or undefined while the investigation has never saved one. */
export async function loadStoredConfiguration(
  db: Queryable,
  investigationId: number,
): Promise<Partial<StoredConfiguration> | undefined> {
  const { rows } = await db.query<{ configuration: Partial<StoredConfiguration> }>(
    'SELECT configuration FROM investigation_configurations WHERE investigation_id = $1',
    [investigationId],
  );
  return rows[0]?.configuration;
}

export async function saveStoredConfiguration(
  db: Queryable,
  investigationId: number,
  configuration: StoredConfiguration,
): Promise<void> {
  await db.query(
    `INSERT INTO investigation_configurations (investigation_id, configuration) VALUES ($1, $2)
     ON CONFLICT (investigation_id) DO UPDATE SET configuration = EXCLUDED.configuration, updated_at = now()`,
    [investigationId, JSON.stringify(configuration)],
  );
}

/** The investigation's dictionaries in display order. */
export async function loadDictionaries(db: Queryable, investigationId: number): Promise<Dictionary[]> {
  const { rows } = await db.query<LexemeRow>(
    'SELECT id, investigation_id, name, words FROM lexemes WHERE investigation_id = $1 ORDER BY position, id',
    [investigationId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, words: row.words }));
}

export async function findLexeme(db: Queryable, id: number): Promise<LexemeRow | undefined> {
  const { rows } = await db.query<LexemeRow>('SELECT id, investigation_id, name, words FROM lexemes WHERE id = $1', [
    id,
  ]);
  return rows[0];
}

/**
 * Makes the stored dictionaries exactly `dictionaries`, in that order: ones with an id are updated, ones without are
 * inserted, stored ones not listed are deleted. The ids must be the investigation's own (the caller checked).
 */
export async function replaceDictionaries(
  tx: Queryable,
  investigationId: number,
  dictionaries: readonly Dictionary[],
): Promise<void> {
  const kept = dictionaries.flatMap((d) => (d.id === null ? [] : [d.id]));
  await tx.query('DELETE FROM lexemes WHERE investigation_id = $1 AND NOT (id = ANY($2::bigint[]))', [
    investigationId,
    kept,
  ]);
  for (const [position, d] of dictionaries.entries()) {
    if (d.id === null) {
      await tx.query('INSERT INTO lexemes (investigation_id, name, words, position) VALUES ($1, $2, $3, $4)', [
        investigationId,
        d.name,
        JSON.stringify(d.words),
        position,
      ]);
    } else {
      await tx.query(
        'UPDATE lexemes SET name = $3, words = $4, position = $5 WHERE id = $1 AND investigation_id = $2',
        [d.id, investigationId, d.name, JSON.stringify(d.words), position],
      );
    }
  }
}

/** One configuration change at a time per investigation (held to the end of the transaction). */
export async function lockConfiguration(tx: Queryable, investigationId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`configuration:${investigationId}`]);
}

/** Copies the configuration and its dictionaries to a copy of the investigation (inside the duplicate's transaction). */
export async function copyConfiguration(tx: Queryable, sourceId: number, copyId: number): Promise<void> {
  await tx.query(
    `INSERT INTO investigation_configurations (investigation_id, configuration)
     SELECT $1::bigint, configuration FROM investigation_configurations WHERE investigation_id = $2::bigint`,
    [copyId, sourceId],
  );
  await tx.query(
    `INSERT INTO lexemes (investigation_id, name, words, position) SELECT $1::bigint, name, words, position FROM lexemes WHERE investigation_id = $2::bigint`,
    [copyId, sourceId],
  );
}
