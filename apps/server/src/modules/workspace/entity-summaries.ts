import {
  entityTypeCategory,
  MAX_SUMMARY_DOCUMENTS,
  type EntityRef,
  type SummaryDocument,
  type SummaryExcerpt,
  type TopCategoryName,
  type WorkspaceDocument,
} from '@quarry/contract';
import { facetHas } from './facet.js';
import { mentionedTermValue, type WorkspaceIndex } from './workspace-index.js';

/** The top-list value of an entity: tracked terms are kept lower-cased in Mentioned Terms, entities as found. */
const valueOf = (entity: EntityRef) =>
  entity.entityType === 'TERM' ? mentionedTermValue(entity.entityName) : entity.entityName.trim();

/** Which of these documents (database ids, in order) mention every one of the entities; undefined: one is unknown. */
export function mentioning(index: WorkspaceIndex, ids: readonly number[], entities: readonly EntityRef[]): number[] {
  const wanted = entities.map((entity) => {
    const facet = index.facets.get(entityTypeCategory[entity.entityType] as TopCategoryName);
    const id = facet?.dictionary.find(valueOf(entity));
    return facet && id !== undefined ? { facet, id } : undefined;
  });
  if (wanted.some((entry) => entry === undefined)) return [];
  return ids.filter((documentId) => {
    const d = index.denseOf.get(documentId);
    return d !== undefined && wanted.every((entry) => facetHas(entry!.facet, d, entry!.id));
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sentences of a text that mention any of the names (case-insensitive), each with where the mentions are.
 * A document whose text never spells a name out (an entity found by its normalized form) gets its first sentence.
 */
export function excerptsOf(text: string, names: readonly string[]): SummaryExcerpt[] {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const pattern = new RegExp(
    names
      .map((name) => escapeRegExp(name.trim()))
      .filter(Boolean)
      .join('|'),
    'gi',
  );
  const found = sentences.flatMap((sentence) => {
    const marks = [...sentence.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    return marks.length > 0 ? [{ text: sentence, marks }] : [];
  });
  return found.length > 0 || sentences.length === 0 ? found : [{ text: sentences[0]!, marks: [] }];
}

/** A summary's documents: the first MAX_SUMMARY_DOCUMENTS, with their excerpts around the names. */
export function summaryDocuments(
  index: WorkspaceIndex,
  documents: readonly WorkspaceDocument[],
  names: readonly string[],
): SummaryDocument[] {
  return documents.slice(0, MAX_SUMMARY_DOCUMENTS).map((document) => {
    const d = index.denseOf.get(document.id);
    const year = d === undefined ? 0 : index.year[d]!;
    return {
      documentId: document.id,
      title: document.title,
      year: year > 0 ? year : null,
      excerpts: excerptsOf(`${document.title}. ${document.abstract}`, names),
    };
  });
}
