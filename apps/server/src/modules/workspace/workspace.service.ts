import {
  AUTHORS_CATEGORY,
  MAX_SUMMARY_DOCUMENTS,
  documentFilterSpec,
  labelledKindOfType,
  type EntityRef,
  type EntitySummary,
  type RelationshipSummary,
  exportFileKinds,
  isTopicInvestigation,
  type ExportFormat,
  SNIPPETS_VIEW_LEVEL,
  TERMS_VIEW_LEVEL,
  type DocumentFilterSpec,
  type ParsedFilterSpec,
  type InvestigationData,
  type SuggestedTerm,
  type WorkspaceDocument,
} from '@quarry/contract';
import { notFound } from '../../http/http-error.js';
import { enabledTopNames, researcherSettingsOf } from '../configuration/index.js';
import { atUrls, researcherCuesOf, setResearcherCues } from './queries/faculty-filters.js';
import { markAuthors, withResearcherCues, type ResearcherCues } from './queries/researcher-cues.js';
import { suggestedTermsFor } from './queries/suggested-terms.js';
import type { Database, Queryable } from '../../db/database.js';
import { copyRemovedValues } from './review/removed-values-copy.repository.js';
import { loadWorkspaceDocuments as loadDocuments } from '../documents/index.js';
import type { IdMap } from '../../db/id-map.js';
import { alertCandidates, type AlertCandidate } from './queries/alert-candidates.js';
import { copyEntityLabels, entityLabelsOf } from './review/entity-labels.repository.js';
import { entityKindOf } from './review/entity-labels.service.js';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationFacts } from '../investigations/index.js';
import type { WorkspaceIndexes } from './index/workspace-indexes.js';
import type { WorkspaceIndex } from './index/workspace-index.js';
import { exportFile } from './queries/export-formats/export-file.js';
import { exportFileName } from '../../http/downloads.js';
import { matchingDocuments, matchingIds, queryWorkspace } from './queries/workspace-query.js';
import { mentioning, summaryDocuments } from './queries/entity-summaries.js';
import type { ScoringTerm } from '../../text/bm25.js';
import { markupsOf } from '../../text/markups.js';
import {
  documentIdsIn,
  findLastFilter,
  lastDocumentId,
  mentionedEntities,
  pageTexts,
  personAffiliations,
} from './queries/workspace-documents.repository.js';
import { decorationsFor } from './queries/document-decorations.js';
import { createDataCallWrites } from './queries/data-call-writes.js';
import { createServedOrders, type ServedOrder } from './learning/served-orders.js';

const EXPORT_BATCH = 1000;

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;

/** The workspace call (doc 2 §3): answered from the in-memory index; the page's documents from the database. */
export function createWorkspaceService(
  db: Database,
  indexes: WorkspaceIndexes,
  options: {
    entityDetection: boolean;
    termsOf: (investigationId: number) => Promise<ScoringTerm[]>;
    /** A URL filter named addresses no document has (doc 2 §5: logged on the server, shown to the user). */
    onUnmatchedUrls?: (investigationId: number, urls: string[]) => void;
    /** The terms module's memory of rejected suggestions. */
    rejectedTerms: (investigationId: number) => Promise<string[]>;
    rejectTerms: (investigationId: number, terms: string[]) => Promise<void>;
    /** The investigation's title as it is now (it can be renamed). */
    titleOf: (investigationId: number) => Promise<string>;
    /** A deferred write of a workspace call failed. */
    onWriteError?: (error: unknown) => void;
    /** The screening module's exclusion reasons of the investigation's Irrelevant documents, for the exports. */
    exclusionReasons?: (investigationId: number) => Promise<Map<number, string>>;
  },
) {
  const dataCallWrites = createDataCallWrites(db, { onError: options.onWriteError });
  const servedOrders = createServedOrders();
  // A saved configuration rebuilds the index (a new object), so the top lists it enables are read once per index.
  const enabledTopsByIndex = new WeakMap<WorkspaceIndex, Promise<Set<string>>>();
  const enabledTopsOf = (index: WorkspaceIndex, investigation: InvestigationFacts) => {
    let enabled = enabledTopsByIndex.get(index);
    if (!enabled) {
      enabled = enabledTopNames(db, investigation);
      enabledTopsByIndex.set(index, enabled);
      enabled.catch(() => enabledTopsByIndex.delete(index));
    }
    return enabled;
  };
  /** The researcher cues of an index, worked out once (one reading of the configuration, of the affiliations). */
  const cuesInMaking = new WeakMap<WorkspaceIndex, Promise<ResearcherCues>>();
  const researcherCues = (index: WorkspaceIndex, investigation: InvestigationFacts): Promise<ResearcherCues> => {
    const ready = researcherCuesOf(index);
    if (ready) return Promise.resolve(ready);
    let making = cuesInMaking.get(index);
    if (!making) {
      making = researcherSettingsOf(db, investigation)
        .then((settings) => markAuthors(index, settings, (ids) => personAffiliations(db, investigation.id, ids)))
        .then((cues) => (setResearcherCues(index, cues), cues));
      cuesInMaking.set(index, making);
      const done = () => cuesInMaking.delete(index);
      making.then(done, done);
    }
    return making;
  };
  /** The investigation's index, with what the spec's filters read beyond it (the researcher cues) worked out. */
  const indexFor = async (investigation: InvestigationFacts, spec: ParsedFilterSpec, cues = false) => {
    const index = await indexes.get(investigation.id);
    if (cues || spec.onlyInvestigationResearchers || spec.onlyRecentResearcherDocuments)
      await researcherCues(index, investigation);
    return index;
  };
  /** facultyWorks users' documents carry the researcher cues (doc 2 §6); others' are left as they are. */
  const cuedFor = (user: SessionUser, index: WorkspaceIndex) => {
    const cues = user.facultyWorks ? researcherCuesOf(index) : undefined;
    return cues ? withResearcherCues(index, cues) : (document: WorkspaceDocument) => document;
  };
  /** The index and the documents the filter selects (dense, in a buffer the next query reuses: read them at once). */
  const filtered = async (investigation: InvestigationFacts, input: DocumentFilterSpec) => {
    const spec = documentFilterSpec.parse(input);
    const index = await indexFor(investigation, spec);
    return { index, docs: matchingDocuments(index, spec) };
  };
  /** The matching documents' ids in the list's order. */
  const idsOf = async (investigation: InvestigationFacts, input: DocumentFilterSpec) => {
    const spec = documentFilterSpec.parse(input);
    return matchingIds(await indexFor(investigation, spec), spec);
  };

  async function documentsOfFilter(
    investigation: InvestigationFacts,
    input: DocumentFilterSpec,
  ): Promise<WorkspaceDocument[]> {
    const ids = await idsOf(investigation, input);
    const documents: WorkspaceDocument[] = [];
    for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
      documents.push(...(await loadDocuments(db, investigation.id, ids.slice(start, start + EXPORT_BATCH))));
    }
    return documents;
  }

  return {
    /** Copies the entity labels to a copy of the investigation (the documents module copied the documents). */
    copyEntityLabels: (tx: Queryable, sourceId: number, copyId: number) => copyEntityLabels(tx, sourceId, copyId),
    /** Copies the removed values, the removed authors as the copy's persons (the persons module's old → new ids). */
    copyRemovedValues: (tx: Queryable, sourceId: number, copyId: number, persons: IdMap) =>
      copyRemovedValues(tx, sourceId, copyId, persons),

    /** The newest document id of an investigation (0 when it has none). */
    lastDocumentId: (investigationId: number) => lastDocumentId(db, investigationId),

    /** Which of these documents are the investigation's. */
    documentIdsIn: (investigation: InvestigationFacts, ids: number[]) => documentIdsIn(db, investigation.id, ids),

    async data(
      user: SessionUser,
      investigation: InvestigationFacts,
      input: DocumentFilterSpec,
      pageSize: number,
    ): Promise<InvestigationData> {
      const investigationId = investigation.id;
      const spec = documentFilterSpec.parse(input);
      const index = await indexFor(investigation, spec, user.facultyWorks);
      const result = queryWorkspace(index, spec);
      const unmatchedUrls = spec.specificDocumentUrls?.length
        ? atUrls(index, spec.specificDocumentUrls).unmatched
        : undefined;
      if (unmatchedUrls?.length) options.onUnmatchedUrls?.(investigationId, unmatchedUrls);
      servedOrders.remember(user.id, investigationId, index, result.ids);
      const [documents, enabledTops] = await Promise.all([
        loadDocuments(db, investigationId, result.ids.slice(0, pageSize)),
        enabledTopsOf(index, investigation),
        dataCallWrites.record(user.id, investigationId, input),
      ]);
      // The filters the configuration switched off are not sent (doc 2 §4: the dialog reloads when they change).
      const tops = result.tops.filter((top) => enabledTops.has(top.name));
      const authors = tops.find((top) => top.name === AUTHORS_CATEGORY);
      return {
        // Shared with the index (frozen) when unfiltered: only serialized, never changed.
        availableDocumentIds: result.ids as number[],
        dateHistogram: result.histogram,
        documents: documents.map(cuedFor(user, index)),
        documentCounts: { totalDocumentCount: result.totalCount, relevantDocumentCount: result.relevantCount },
        tops,
        persons: (authors?.entries ?? []).map((entry) => ({ id: Number(entry.value), name: entry.name })),
        labels: result.labels,
        terms: { active: index.terms.map((term) => term.term), suggested: [] },
        ...(unmatchedUrls && { unmatchedUrls }),
      };
    },

    /** A filter's documents per year (a profile's publications per year); not remembered as the last filter. */
    async histogram(
      investigation: InvestigationFacts,
      input: DocumentFilterSpec,
    ): Promise<InvestigationData['dateHistogram']> {
      const index = await indexes.get(investigation.id);
      return queryWorkspace(index, documentFilterSpec.parse(input)).histogram;
    },

    /** The index and the documents of a filter, read only: what the graphs module computes its graphs over. */
    filteredIndex: filtered,

    /** The ids a filter selects, in the list's order, read only (screening mode's next record). */
    orderedIds: idsOf,

    /** The filter's documents mentioning an entity, in the list's order, with excerpts (entity-summaries.ts). */
    async entitySummary(
      investigation: InvestigationFacts,
      input: EntityRef & { spec?: DocumentFilterSpec },
    ): Promise<EntitySummary> {
      const index = await indexes.get(investigation.id);
      const ids = mentioning(index, await idsOf(investigation, input.spec ?? {}), [input]);
      const documents = await loadDocuments(db, investigation.id, ids.slice(0, MAX_SUMMARY_DOCUMENTS));
      const labelled = labelledKindOfType(input.entityType);
      const labels = labelled
        ? await entityLabelsOf(db, investigation.id, entityKindOf(labelled), input.entityName)
        : [];
      return {
        entityName: input.entityName,
        entityType: input.entityType,
        labels,
        documentsCount: ids.length,
        documents: summaryDocuments(index, documents, [input.entityName]),
      };
    },

    /** The filter's documents mentioning both entities (without a spec: all, newest first), with excerpts around them. */
    async relationshipSummary(
      investigation: InvestigationFacts,
      input: { firstEntity: EntityRef; secondEntity: EntityRef; spec?: DocumentFilterSpec },
    ): Promise<RelationshipSummary> {
      const { firstEntity, secondEntity } = input;
      const index = await indexes.get(investigation.id);
      const all = await idsOf(investigation, input.spec ?? { sortDocumentsBy: 'publishDateDesc' });
      const ids = mentioning(index, all, [firstEntity, secondEntity]);
      const documents = await loadDocuments(db, investigation.id, ids.slice(0, MAX_SUMMARY_DOCUMENTS));
      const names = [firstEntity.entityName, secondEntity.entityName];
      return {
        firstEntity,
        secondEntity,
        documentsCount: ids.length,
        documents: summaryDocuments(index, documents, names),
      };
    },

    /** The relevant documents newer than `sinceDocumentId` (alerts), most relevant first. */
    async alertCandidates(investigationId: number, sinceDocumentId: number): Promise<AlertCandidate[]> {
      let index = await indexes.get(investigationId);
      // Right after the check's harvest the rebuild its batches asked for may not have started: never score a stale index.
      const newest = await lastDocumentId(db, investigationId);
      if (newest > 0 && !index.denseOf.has(newest)) {
        indexes.refresh(investigationId);
        index = await indexes.get(investigationId);
      }
      return alertCandidates(index, sinceDocumentId);
    },

    /** Documents of an investigation by id, for the server's own use (an alert digest). */
    documentsOf: (investigationId: number, ids: number[]) => loadDocuments(db, investigationId, ids),

    async nextDocuments(
      user: SessionUser,
      investigation: InvestigationFacts,
      ids: number[],
    ): Promise<WorkspaceDocument[]> {
      const index = user.facultyWorks ? await indexFor(investigation, documentFilterSpec.parse({}), true) : undefined;
      const documents = await loadDocuments(db, investigation.id, ids);
      return index ? documents.map(cuedFor(user, index)) : documents;
    },

    /** Every document a filter selects, in the list's order (exports), read in batches. */
    documentsOfFilter,

    /** The filtered documents as a file of the format asked for (a workbook by default), in the list's order. */
    async export(
      investigation: InvestigationFacts,
      input: DocumentFilterSpec,
      format: ExportFormat = 'xlsx',
    ): Promise<{ fileName: string; content: Buffer }> {
      const documents = await documentsOfFilter(investigation, input);
      const reasons = (await options.exclusionReasons?.(investigation.id)) ?? new Map<number, string>();
      const exported = documents.map((document) => {
        const exclusionReason = document.relevancy === 'Irrelevant' ? reasons.get(document.id) : undefined;
        return exclusionReason ? { ...document, exclusionReason } : document;
      });
      const title = await options.titleOf(investigation.id);
      const fileName = exportFileName(title, exportFileKinds[format].extension);
      return { fileName, content: await exportFile(format, title, exported) };
    },

    /**
     * Markups of the search terms (and mentioned entities, when entity detection is on) in titles and abstracts; from
     * view level 2 the terms found in each document, from 3 its snippets (document-decorations.ts).
     */
    async markups(
      investigation: InvestigationFacts,
      input: DocumentFilterSpec & { documentIds?: number[]; viewLevel?: number },
      pageSize: number,
    ) {
      const investigationId = investigation.id;
      const level = input.viewLevel ?? 0;
      const ids = input.documentIds ?? (await idsOf(investigation, input)).slice(0, pageSize);
      const [documents, terms, entities, index, texts] = await Promise.all([
        loadDocuments(db, investigationId, ids),
        options.termsOf(investigationId).then((terms) =>
          terms
            .filter((term) => term.modifier !== 'Exclude')
            .map((term) => ({
              term: term.term,
              mandatory: term.modifier === 'Mandatory' || term.groupMandatory,
              color: term.color,
            })),
        ),
        options.entityDetection
          ? mentionedEntities(db, ids)
          : Promise.resolve(new Map<number, Array<{ value: string; kind: string }>>()),
        level >= TERMS_VIEW_LEVEL ? indexes.get(investigationId) : undefined,
        level >= SNIPPETS_VIEW_LEVEL ? pageTexts(db, investigationId, ids) : new Map<number, string>(),
      ]);
      const decorate = decorationsFor(level, terms, index, texts);
      return documents.map((doc) => {
        const found = entities.get(doc.id) ?? [];
        return {
          documentId: doc.id,
          title: markupsOf(doc.title, terms, found),
          abstract: markupsOf(doc.abstract, terms, found),
          ...decorate(doc),
        };
      });
    },

    /** doc 2 §7 next-suggested-terms: rejected suggestions are remembered, the selected ones kept at the top. */
    async nextSuggestedTerms(
      investigation: InvestigationFacts,
      input: { spec?: DocumentFilterSpec; selectedSuggestedTerms: SuggestedTerm[]; rejectedSuggestedTerms: string[] },
    ) {
      const investigationId = investigation.id;
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      if (input.rejectedSuggestedTerms.length > 0)
        await options.rejectTerms(investigationId, input.rejectedSuggestedTerms);
      const spec = documentFilterSpec.parse(input.spec ?? {});
      const [index, rejected] = await Promise.all([
        indexFor(investigation, spec),
        options.rejectedTerms(investigationId),
      ]);
      return suggestedTermsFor(index, spec, {
        tracked: index.terms.map((term) => term.term),
        rejected,
        selected: input.selectedSuggestedTerms,
      });
    },

    async lastFilter(user: SessionUser, investigation: InvestigationFacts): Promise<DocumentFilterSpec> {
      const investigationId = investigation.id;
      const unsaved = dataCallWrites.unsavedFilter(user.id, investigationId);
      return documentFilterSpec.parse(unsaved ?? (await findLastFilter(db, user.id, investigationId)) ?? {});
    },

    /** The first unseen documents of the list this user was last served (the live refresh button's baseline). */
    async servedOrder(user: SessionUser, investigationId: number): Promise<ServedOrder | undefined> {
      const current = await indexes.peek(investigationId)?.catch(() => undefined);
      return servedOrders.shownTo(user.id, investigationId, current);
    },

    /** Writes what workspace calls left to write later (the server is stopping). */
    flushWrites: (): Promise<void> => dataCallWrites.flush(),
  };
}
