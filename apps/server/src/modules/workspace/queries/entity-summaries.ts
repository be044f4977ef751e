import {
  entityTypeCategory,
  MAX_SUMMARY_DOCUMENTS,
  type EntityRef,
  type SummaryDocument,
  type SummaryExcerpt,
  type TopCategoryName,
  type WorkspaceDocument,
} from '@quarry/contract';
import { facetHas } from '../index/facet.js';
import { mentionedTermValue, type WorkspaceIndex } from '../index/workspace-index.js';

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

/** The sentences of a text, trimmed, empty ones dropped. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const namePattern = (name: string) => new RegExp(escapeRegExp(name.trim()), 'gi');

/** The marks in order, each starting after the previous one ends (one name inside another is marked once). */
function withoutOverlaps(marks: Array<{ start: number; end: number }>) {
  const sorted = marks.sort((a, b) => a.start - b.start || b.end - a.end);
  return sorted.filter((mark, k) => sorted.slice(0, k).every((before) => before.end <= mark.start));
}

/**
 * The sentences of a text around the names (case-insensitive), each with where the mentions are: those that mention
 * every name, else those that mention one, else none (an entity found by its normalized form, or only in the title,
 * which the summary shows already).
 */
export function excerptsOf(text: string, names: readonly string[]): SummaryExcerpt[] {
  const patterns = names.filter((name) => name.trim() !== '').map(namePattern);
  const marked = sentencesOf(text).map((sentence) => {
    const perName = patterns.map((pattern) =>
      [...sentence.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length })),
    );
    const marks = withoutOverlaps(perName.flat());
    return { excerpt: { text: sentence, marks }, names: perName.filter((found) => found.length > 0).length };
  });
  const withAll = marked.filter((sentence) => sentence.names === patterns.length && patterns.length > 0);
  const withOne = marked.filter((sentence) => sentence.names > 0);
  return (withAll.length > 0 ? withAll : withOne).map((sentence) => sentence.excerpt);
}

/** A summary's documents: the first MAX_SUMMARY_DOCUMENTS, with the sentences of their abstracts around the names. */
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
      excerpts: excerptsOf(document.abstract, names),
    };
  });
}
