import { entityMergeText, mergeableEntityKinds, type MergeableEntityKind } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import { badRequest } from '../../../http/http-error.js';
import { documentWrites } from '../../documents/index.js';
import type { InvestigationFacts } from '../../investigations/index.js';
import { mentionedEntityValues, mergeEntityReviews } from './entity-merge.repository.js';
import type { IndexChange } from '../index/index-change.js';
import type { WorkspaceIndexes } from '../index/workspace-indexes.js';

const isMergeable = (kinds: string): kinds is MergeableEntityKind => Object.hasOwn(mergeableEntityKinds, kinds);

/**
 * Entity merge (doc 3 §4–§5, doc 2 §7 …/entities/{kind}s/merge): entities of one kind merged into the first, in the
 * database and, in place, in the loaded indexes (their top list and the entity graph follow at once).
 */
export function createEntityMerge(db: Database, indexes: WorkspaceIndexes, changed: (change: IndexChange) => void) {
  const publish = indexes.publisher(changed);
  return {
    async merge(
      investigation: InvestigationFacts,
      kinds: string,
      names: string[],
    ): Promise<{ entity: string; documents: number }> {
      if (kinds === 'terms') throw badRequest(entityMergeText.noTerms);
      if (!isMergeable(kinds)) throw badRequest(entityMergeText.oneType);
      const investigationId = investigation.id;
      const kind = kinds.slice(0, -1);
      const mentioned = new Set(await mentionedEntityValues(db, investigationId, kind, names));
      const unknown = names.find((name) => !mentioned.has(name));
      if (unknown !== undefined) throw badRequest(entityMergeText.unknown(unknown));
      const [kept, ...merged] = names as [string, ...string[]];
      const category = mergeableEntityKinds[kinds];
      const documents = await db.transaction(async (tx) => {
        const changed = await documentWrites.mergeEntityMentions(tx, investigationId, kind, kept, merged);
        await mergeEntityReviews(tx, investigationId, kind, kept, merged, category);
        return changed;
      });
      await publish({ kind: 'merged', investigationId, category, kept, merged });
      return { entity: kept, documents: documents.length };
    },
  };
}
