import { entityMergeText, type LabelledEntityKind } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import { badRequest } from '../../../http/http-error.js';
import type { InvestigationFacts } from '../../investigations/index.js';
import { mentionedEntityValues } from './entity-merge.repository.js';
import {
  addEntityLabels,
  deleteEntityLabel,
  entityLabelsOf,
  removeEntityLabels,
  renameEntityLabel,
} from './entity-labels.repository.js';

/** The kind of document_entities a path's {organizations|persons} names. */
export const entityKindOf = (kinds: LabelledEntityKind): string => kinds.slice(0, -1);

/**
 * Entity labels (doc 2 §3, §7): labels on the organizations and persons the documents mention, kept per
 * investigation; renaming or deleting one changes it on every entity.
 */
export function createEntityLabels(db: Database) {
  async function mentionedKindOf(
    investigation: InvestigationFacts,
    kinds: LabelledEntityKind,
    name: string,
  ): Promise<string> {
    const kind = entityKindOf(kinds);
    const [mentioned] = await mentionedEntityValues(db, investigation.id, kind, [name]);
    if (mentioned === undefined) throw badRequest(entityMergeText.unknown(name));
    return kind;
  }

  return {
    async add(investigation: InvestigationFacts, kinds: LabelledEntityKind, name: string, labels: string[]) {
      const kind = await mentionedKindOf(investigation, kinds, name);
      await addEntityLabels(db, investigation.id, kind, name, labels);
      return { labels: await entityLabelsOf(db, investigation.id, kind, name) };
    },

    async remove(investigation: InvestigationFacts, kinds: LabelledEntityKind, name: string, labels: string[]) {
      const kind = await mentionedKindOf(investigation, kinds, name);
      await removeEntityLabels(db, investigation.id, kind, name, labels);
      return { labels: await entityLabelsOf(db, investigation.id, kind, name) };
    },

    async rename(investigation: InvestigationFacts, oldLabel: string, newLabel: string): Promise<void> {
      await db.transaction((tx) => renameEntityLabel(tx, investigation.id, oldLabel, newLabel));
    },

    async delete(investigation: InvestigationFacts, label: string): Promise<void> {
      await deleteEntityLabel(db, investigation.id, label);
    },
  };
}

export type EntityLabels = ReturnType<typeof createEntityLabels>;
