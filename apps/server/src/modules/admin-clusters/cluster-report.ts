import {
  type ClusterComparison,
  type ClusterReport,
  type ClusterReportDocument,
  clusterReportMessages,
  type ClusterStats,
  type CountAndPercentage,
} from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { mayBeSameName, type Mention, shippedModel } from '../../engines/disambiguation/index.js';
import { personPairReport } from '../../engines/disambiguation/pair-report.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { investigatedName, type MentionRow, toEngineMention } from '../persons/index.js';
import {
  authorshipNames,
  documentsOf,
  findInvestigation,
  mentionsAt,
  type ReportedDocument,
} from './admin-clusters.repository.js';
import type { CvTitle } from './cv-titles.js';
import { normalizeDoi, titleIndex } from './title-match.js';

/** The report as computed, before it is stored (its key, its CV's key and its time are the storing's). */
export type ClusterReportBody = Omit<ClusterReport, 'fileKey' | 'cvFileKey' | 'generatedAt'>;

const PERSON_INVESTIGATION = 'Person';

const isPatent = (document: ReportedDocument) => document.type.toLowerCase() === 'patent';
const share = (count: number, of: number): CountAndPercentage => ({
  count,
  percentage: of > 0 ? (100 * count) / of : 0,
});

/** One thing the CV lists (a title, or a DOI of the list) and the documents it is. */
interface CvEntry {
  patent: boolean;
  documentIds: number[];
}

/** The investigated author's mention of each document: the first authorship whose name may be the investigated name. */
async function investigatedMentions(db: Queryable, investigationId: number, name: string) {
  const names = await authorshipNames(db, investigationId);
  const seen = new Set<number>();
  const keys = names.filter((row) => {
    if (seen.has(row.document_id) || !mayBeSameName(name, row.name)) return false;
    seen.add(row.document_id);
    return true;
  });
  const rows = await mentionsAt(db, keys);
  return new Map(rows.map((row) => [row.document_id, row]));
}

/** What the CV lists, each title and each DOI (a DOI of a document a title found already is not listed twice). */
function cvEntries(documents: ReportedDocument[], cvTitles: readonly CvTitle[], dois: readonly string[]): CvEntry[] {
  const byTitle = titleIndex(documents.map((document) => ({ title: document.title, value: document.id })));
  const entries = cvTitles.map((title) => ({ patent: title.patent, documentIds: byTitle.find(title.title) }));
  const byDoi = new Map<string, number[]>();
  for (const document of documents) {
    const doi = document.doi && normalizeDoi(document.doi);
    if (doi) byDoi.set(doi, [...(byDoi.get(doi) ?? []), document.id]);
  }
  const found = new Set(entries.flatMap((entry) => entry.documentIds));
  for (const doi of dois) {
    const documentIds = byDoi.get(doi) ?? [];
    if (documentIds.length > 0 && documentIds.every((id) => found.has(id))) continue;
    entries.push({ patent: false, documentIds });
  }
  return entries;
}

/** The cluster holding most CV-matched documents; ties go to the larger cluster, then to the lower id. */
export function matchingCluster(clusterOf: ReadonlyMap<number, number>, matched: ReadonlySet<number>): number | null {
  const sizes = new Map<number, { matched: number; size: number }>();
  for (const [documentId, cluster] of clusterOf) {
    const counts = sizes.get(cluster) ?? { matched: 0, size: 0 };
    counts.size++;
    if (matched.has(documentId)) counts.matched++;
    sizes.set(cluster, counts);
  }
  const best = [...sizes]
    .filter(([, counts]) => counts.matched > 0)
    .sort(([a, x], [b, y]) => y.matched - x.matched || y.size - x.size || a - b)[0];
  return best ? best[0] : null;
}

/** One statistics table (articles, or patents) as the contract's clusterStats documents it. */
export function clusterStatsOf(
  entries: readonly CvEntry[],
  documents: readonly ReportedDocument[],
  inMain: (documentId: number) => boolean,
  matched: ReadonlySet<number>,
): ClusterStats {
  const found = entries.filter((entry) => entry.documentIds.length > 0);
  const foundInMain = found.filter((entry) => entry.documentIds.some(inMain)).length;
  const allInMain = documents.filter((document) => inMain(document.id));
  const mainNotInCv = allInMain.filter((document) => !matched.has(document.id)).length;
  const extra = documents.filter((document) => !matched.has(document.id) && !inMain(document.id)).length;
  const cv = entries.length;
  return {
    cvTitlesCount: share(cv, cv),
    cvTitlesFound: share(found.length, cv),
    cvTitlesInMainCluster: share(foundInMain, cv),
    cvTitlesInWrongCluster: share(found.length - foundInMain, cv),
    cvTitlesNotFound: share(cv - found.length, cv),
    allTitlesInMainCluster: share(allInMain.length, documents.length),
    mainClusterTitlesNotInCV: share(mainNotInCv, allInMain.length),
    extraTitles: share(extra, documents.length),
  };
}

/** How each of Quarry's clusters spreads over the source's author ids (mentions without one as 'none'). */
export function clusterComparisons(mentions: readonly MentionRow[]): ClusterComparison[] {
  const byCluster = new Map<number, Map<string, number>>();
  for (const mention of mentions) {
    const targets = byCluster.get(mention.person_id) ?? new Map<string, number>();
    const target = mention.openalex_id ?? 'none';
    targets.set(target, (targets.get(target) ?? 0) + 1);
    byCluster.set(mention.person_id, targets);
  }
  return [...byCluster]
    .sort(([a], [b]) => a - b)
    .map(([sourceClusterId, targets]) => {
      const total = [...targets.values()].reduce((sum, count) => sum + count, 0);
      return {
        sourceClusterId,
        sourceClusterCount: total,
        targetClusters: [...targets]
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .map(([targetClusterId, count]) => ({ targetClusterId, value: share(count, total) })),
      };
    });
}

/** The scorer's probability that the mention is one person with the main cluster's other mentions; null without any. */
function mergeScores(mentions: ReadonlyMap<number, MentionRow>, main: number | null): Map<number, number> {
  const scores = new Map<number, number>();
  if (main === null) return scores;
  const model = shippedModel();
  const engine = new Map<number, Mention>([...mentions].map(([documentId, row]) => [documentId, toEngineMention(row)]));
  const mainMentions = [...mentions.values()].filter((row) => row.person_id === main).map((row) => row.document_id);
  for (const [documentId, mention] of engine) {
    const others = mainMentions.filter((id) => id !== documentId).map((id) => engine.get(id)!);
    if (others.length > 0) scores.set(documentId, personPairReport([mention], others, model).totalScore);
  }
  return scores;
}

/**
 * The cluster report of a Person investigation (doc 3 §3) against the titles of a CV and a list of DOIs (normalized):
 * 404 for an unknown investigation, 400 for one that is not a Person investigation.
 */
export async function buildClusterReport(
  db: Queryable,
  investigationId: number,
  cvTitles: readonly CvTitle[],
  dois: readonly string[],
): Promise<ClusterReportBody> {
  const investigation = await findInvestigation(db, investigationId);
  if (!investigation) throw notFound();
  if (investigation.type !== PERSON_INVESTIGATION) throw badRequest(clusterReportMessages.notPersonInvestigation);
  const personName = investigatedName(investigation) ?? '';
  const documents = await documentsOf(db, investigationId);
  const mentions = personName
    ? await investigatedMentions(db, investigationId, personName)
    : new Map<number, MentionRow & { person_name: string }>();

  const entries = cvEntries(documents, cvTitles, dois);
  const matched = new Set(entries.flatMap((entry) => entry.documentIds));
  const clusterOf = new Map([...mentions].map(([documentId, mention]) => [documentId, mention.person_id]));
  const main = matchingCluster(clusterOf, matched);
  const inMain = (documentId: number) => main !== null && clusterOf.get(documentId) === main;
  const patentIds = new Set(documents.filter(isPatent).map((document) => document.id));
  const entryIsPatent = (entry: CvEntry) =>
    entry.documentIds.length > 0 ? patentIds.has(entry.documentIds[0]!) : entry.patent;
  const stats = (patent: boolean) =>
    clusterStatsOf(
      entries.filter((entry) => entryIsPatent(entry) === patent),
      documents.filter((document) => isPatent(document) === patent),
      inMain,
      matched,
    );
  const scores = mergeScores(mentions, main);
  const reportDocuments: ClusterReportDocument[] = documents.map((document) => {
    const mention = mentions.get(document.id);
    return {
      documentId: document.id,
      documentTitle: document.title,
      appearsInCv: matched.has(document.id) ? 'Yes' : 'No',
      patent: isPatent(document),
      cluster1PersonId: mention?.person_id ?? null,
      cluster1PersonName: mention?.person_name ?? null,
      cluster2PersonId: mention?.openalex_id ?? null,
      cluster2PersonName: mention?.openalex_id ? mention.name : null,
      mergeScore: scores.get(document.id) ?? null,
    };
  });
  return {
    investigationId,
    personName,
    cvTitles: cvTitles.map((title) => title.title),
    articleStats: stats(false),
    patentStats: stats(true),
    documents: reportDocuments,
    comparisons: clusterComparisons([...mentions.values()]),
    matchingClusterId: main,
    doiList: [...dois],
  };
}
