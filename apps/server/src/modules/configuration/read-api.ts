import { configurationKind, mergeTopsStatuses, shownTopNames } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { findInvestigation } from '../investigations/index.js';
import { loadDictionaries, loadStoredConfiguration } from './configuration.repository.js';

/**
 * The names of the bar graphs the investigation shows (for the workspace's top lists): every predefined category
 * its kind offers and the configuration leaves enabled, Labels always, and `lexeme.<name>` for each enabled
 * dictionary. An investigation that never saved a configuration shows all of its kind's.
 */
export async function enabledTopNames(db: Queryable, investigationId: number): Promise<Set<string>> {
  const investigation = await findInvestigation(db, investigationId);
  const kind = investigation ? configurationKind(investigation.type) : 'topic';
  const stored = await loadStoredConfiguration(db, investigationId);
  return shownTopNames(kind, mergeTopsStatuses(kind, stored?.topsStatuses ?? [], await loadDictionaries(db, investigationId)));
}

/** The investigation's dictionaries (custom lexeme tops), in display order. */
export async function dictionariesOf(db: Queryable, investigationId: number): Promise<Array<{ id: number; name: string; words: string[] }>> {
  return (await loadDictionaries(db, investigationId)).map((d) => ({ id: d.id!, name: d.name, words: d.words }));
}
