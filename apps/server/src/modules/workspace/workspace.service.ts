import { documentFilterSpec, isTopicInvestigation, type DocumentFilterSpec, type InvestigationData, type SuggestedTerm, type WorkspaceDocument } from '@quarry/contract';
import { notFound } from '../../http/http-error.js';
import { enabledTopNames } from '../configuration/index.js';
import { rejectedTerms, rejectTerms } from '../terms/index.js';
import { suggestedTermsFor } from './suggested-terms.js';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationsService } from '../investigations/index.js';
import type { WorkspaceIndexes } from './workspace-indexes.js';
import { documentsWorkbook, exportFileName } from './export-workbook.js';
import { matchingIds, queryWorkspace } from './workspace-query.js';
import type { ScoringTerm } from '../../text/bm25.js';
import { markupsOf } from '../../text/markups.js';
import { findLastFilter, loadDocuments, mentionedEntities } from './workspace-documents.repository.js';
import { createDataCallWrites } from './data-call-writes.js';

const EXPORT_BATCH = 1000;

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;

/** The workspace call (doc 2 §3): answered from the in-memory index; the page's documents from the database. */
export function createWorkspaceService(
  db: Database,
  investigations: InvestigationsService,
  indexes: WorkspaceIndexes,
  options: { entityDetection: boolean; termsOf: (investigationId: number) => Promise<ScoringTerm[]> },
) {
  const dataCallWrites = createDataCallWrites(db);
  return {
    async data(user: SessionUser, investigationId: number, input: DocumentFilterSpec, pageSize: number): Promise<InvestigationData> {
      const investigation = await investigations.owned(user, investigationId);
      const spec = documentFilterSpec.parse(input);
      const result = queryWorkspace(await indexes.get(investigationId), spec);
      const [documents, enabledTops, terms] = await Promise.all([
        loadDocuments(db, investigationId, result.ids.slice(0, pageSize)),
        enabledTopNames(db, investigation),
        options.termsOf(investigationId),
        dataCallWrites.record(user.id, investigationId, input),
      ]);
      // The filters the configuration switched off are not sent (doc 2 §4: the dialog reloads when they change).
      const tops = result.tops.filter((top) => enabledTops.has(top.name));
      const authors = tops.find((top) => top.name === 'predefined.Persons');
      return {
        // Shared with the index (frozen) when unfiltered: only serialized, never changed.
        availableDocumentIds: result.ids as number[],
        dateHistogram: result.histogram,
        documents,
        documentCounts: { totalDocumentCount: result.totalCount, relevantDocumentCount: result.relevantCount },
        tops,
        persons: (authors?.entries ?? []).map((entry) => ({ id: Number(entry.value), name: entry.name })),
        labels: result.labels,
        terms: { active: terms.map((term) => term.term), suggested: [] },
      };
    },

    async nextDocuments(user: SessionUser, investigationId: number, ids: number[]): Promise<WorkspaceDocument[]> {
      await investigations.owned(user, investigationId);
      return loadDocuments(db, investigationId, ids);
    },

    /** The filtered documents as a workbook, in the list's order. */
    async export(user: SessionUser, investigationId: number, input: DocumentFilterSpec): Promise<{ fileName: string; content: Buffer }> {
      const investigation = await investigations.owned(user, investigationId);
      const ids = matchingIds(await indexes.get(investigationId), documentFilterSpec.parse(input));
      const documents: WorkspaceDocument[] = [];
      for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
        documents.push(...(await loadDocuments(db, investigationId, ids.slice(start, start + EXPORT_BATCH))));
      }
      return { fileName: exportFileName(investigation.title), content: await documentsWorkbook(investigation.title, documents) };
    },

    /** Markups of the search terms (and mentioned entities, when entity detection is on) in titles and abstracts. */
    async markups(user: SessionUser, investigationId: number, input: DocumentFilterSpec & { documentIds?: number[] }, pageSize: number) {
      await investigations.owned(user, investigationId);
      const ids = input.documentIds ?? matchingIds(await indexes.get(investigationId), documentFilterSpec.parse(input)).slice(0, pageSize);
      const [documents, terms, entities] = await Promise.all([
        loadDocuments(db, investigationId, ids),
        options.termsOf(investigationId).then((terms) =>
          terms
            .filter((term) => term.modifier !== 'Exclude')
            .map((term) => ({ term: term.term, mandatory: term.modifier === 'Mandatory' || term.groupMandatory, color: term.color })),
        ),
        options.entityDetection ? mentionedEntities(db, ids) : Promise.resolve(new Map<number, Array<{ value: string; kind: string }>>()),
      ]);
      return documents.map((doc) => {
        const found = entities.get(doc.id) ?? [];
        return { documentId: doc.id, title: markupsOf(doc.title, terms, found), abstract: markupsOf(doc.abstract, terms, found) };
      });
    },

    /** doc 2 §7 next-suggested-terms: rejected suggestions are remembered, the selected ones kept at the top. */
    async nextSuggestedTerms(user: SessionUser, investigationId: number, input: { spec?: DocumentFilterSpec; selectedSuggestedTerms: SuggestedTerm[]; rejectedSuggestedTerms: string[] }) {
      const investigation = await investigations.owned(user, investigationId);
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      if (input.rejectedSuggestedTerms.length > 0) await rejectTerms(db, investigationId, input.rejectedSuggestedTerms);
      const [index, tracked, rejected] = await Promise.all([indexes.get(investigationId), options.termsOf(investigationId), rejectedTerms(db, investigationId)]);
      return suggestedTermsFor(index, documentFilterSpec.parse(input.spec ?? {}), {
        tracked: tracked.map((term) => term.term),
        rejected,
        selected: input.selectedSuggestedTerms,
      });
    },

    async lastFilter(user: SessionUser, investigationId: number): Promise<DocumentFilterSpec> {
      await investigations.owned(user, investigationId);
      return documentFilterSpec.parse((await findLastFilter(db, user.id, investigationId)) ?? {});
    },
  };
}
